import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { MO_RULE } from './rule';

interface MoCase {
  name: string;
  payFrequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  certificate?: { filingStatus?: string; extraWithholding?: number; reducedWithholding?: number };
  incomeTax: number;
}

// 2025 Missouri Withholding Tax Formula: annual wages - standard deduction; rate table (top 4.7%
// over $9,191 plus $256); / periods; whole dollars. Supplemental wages 4.7%.
const CASES: MoCase[] = [
  {
    // 1,000 x 52 = 52,000 - 15,000 = 37,000; 256 + 4.7% x 27,809 = 1,563.02; / 52 = 30.06 -> $30
    name: 'weekly, single, no certificate',
    payFrequency: 'weekly',
    wages: 100_000,
    incomeTax: 3_000,
  },
  {
    // 3,000 x 26 = 78,000 - 30,000 = 48,000; 256 + 4.7% x 38,809 = 2,080.02; / 26 = 80.00 -> $80
    name: 'bi-weekly, married, spouse not working',
    payFrequency: 'bi-weekly',
    wages: 300_000,
    certificate: { filingStatus: 'married-spouse-not-working' },
    incomeTax: 8_000,
  },
  {
    // 2,500 x 24 = 60,000 - 22,500 = 37,500; 256 + 4.7% x 28,309 = 1,586.52; / 24 = 66.11 -> $66
    name: 'semi-monthly, head of household',
    payFrequency: 'semi-monthly',
    wages: 250_000,
    certificate: { filingStatus: 'head-of-household' },
    incomeTax: 6_600,
  },
  {
    // 4,000 x 12 = 48,000 - 15,000 = 33,000; 256 + 4.7% x 23,809 = 1,375.02; / 12 = 114.59 -> $115
    name: 'monthly, single status',
    payFrequency: 'monthly',
    wages: 400_000,
    incomeTax: 11_500,
  },
  {
    // 300 x 52 = 15,600 - 15,000 = 600, inside the 0% band
    name: 'weekly, inside the zero band',
    payFrequency: 'weekly',
    wages: 30_000,
    incomeTax: 0,
  },
  {
    // 1,500 x 12 = 18,000 - 15,000 = 3,000; 26 + 2.5% x 374 = 35.35; / 12 = 2.95 -> $3
    name: 'monthly, low wages in the 2.5% band',
    payFrequency: 'monthly',
    wages: 150_000,
    incomeTax: 300,
  },
  {
    // regular 2,000 x 26 = 52,000: 1,563.02 / 26 = 60.12 -> $60; bonus 4.7% x 1,000 = 47.00; line 2 5.00
    name: 'bi-weekly with a bonus and extra withholding',
    payFrequency: 'bi-weekly',
    wages: 200_000,
    supplementalWages: 100_000,
    certificate: { extraWithholding: 500 },
    incomeTax: 11_200,
  },
  {
    // $30 computed (first case) less line 3 reduction of $10
    name: 'weekly with reduced withholding',
    payFrequency: 'weekly',
    wages: 100_000,
    certificate: { reducedWithholding: 1_000 },
    incomeTax: 2_000,
  },
];

describe('Missouri withholding, 2025 formula', () => {
  test.each(CASES)('$name', (row) => {
    const lines = runStateRule(MO_RULE, {
      payDate: '2025-04-30',
      payFrequency: row.payFrequency,
      periodsPerYear: PAY_PERIODS_PER_YEAR[row.payFrequency],
      wages: row.wages,
      supplementalWages: row.supplementalWages ?? 0,
      wagesBefore: 0,
      linesBefore: {},
      federalFilingStatus: 'single',
      federalAllowances: 0,
      federalIncomeTax: 0,
      ficaTax: 0,
      certificate: row.certificate,
    });
    expect(lines).toEqual([{ programId: 'mo-income-tax', amount: row.incomeTax }]);
  });
});
