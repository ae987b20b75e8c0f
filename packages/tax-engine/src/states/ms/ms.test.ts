import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { MS_RULE } from './rule';

interface MsCase {
  name: string;
  payFrequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  certificate?: { filingStatus?: string; exemptionAmount?: number; extraWithholding?: number };
  incomeTax: number;
}

// Pub 89-700 (2025), computer payroll flowchart: annual wages - standard deduction - 89-350
// exemption dollars; 4.4% above $10,000; / periods; rounded to whole dollars.
const CASES: MsCase[] = [
  {
    // 1,000 x 52 = 52,000 - 2,300 = 49,700; 4.4% x 39,700 = 1,746.80; / 52 = 33.59 -> $34
    name: 'weekly, single, no certificate',
    payFrequency: 'weekly',
    wages: 100_000,
    incomeTax: 3_400,
  },
  {
    // 2,500 x 26 = 65,000 - 4,600 - (12,000 + 2 x 1,500) = 45,400; 4.4% x 35,400 = 1,557.60;
    // / 26 = 59.91 -> $60
    name: 'bi-weekly, married, spouse not employed, two dependents',
    payFrequency: 'bi-weekly',
    wages: 250_000,
    certificate: { filingStatus: 'married-spouse-not-employed', exemptionAmount: 1_500_000 },
    incomeTax: 6_000,
  },
  {
    // 2,000 x 24 = 48,000 - 3,400 - 9,500 = 35,100; 4.4% x 25,100 = 1,104.40; / 24 = 46.02 -> $46
    name: 'semi-monthly, head of family',
    payFrequency: 'semi-monthly',
    wages: 200_000,
    certificate: { filingStatus: 'head-of-family', exemptionAmount: 950_000 },
    incomeTax: 4_600,
  },
  {
    // 3,000 x 12 = 36,000 - 2,300 - 6,000 = 27,700; 4.4% x 17,700 = 778.80; / 12 = 64.90 -> $65
    name: 'monthly, married, spouse employed, half the exemption',
    payFrequency: 'monthly',
    wages: 300_000,
    certificate: { filingStatus: 'married-spouse-employed', exemptionAmount: 600_000 },
    incomeTax: 6_500,
  },
  {
    // 300 x 52 = 15,600 - 2,300 - 6,000 = 7,300, below 10,000: nothing
    name: 'weekly, single, inside the $10,000 zero band',
    payFrequency: 'weekly',
    wages: 30_000,
    certificate: { exemptionAmount: 600_000 },
    incomeTax: 0,
  },
  {
    // 20,000 x 12 = 240,000 - 2,300 - 6,000 = 231,700; 4.4% x 221,700 = 9,754.80; / 12 = 812.90 -> $813
    name: 'monthly, single, high wages',
    payFrequency: 'monthly',
    wages: 2_000_000,
    certificate: { exemptionAmount: 600_000 },
    incomeTax: 81_300,
  },
  {
    // aggregated: (2,000 + 1,000) x 26 = 78,000 - 2,300 - 6,000 = 69,700; 4.4% x 59,700 = 2,626.80;
    // / 26 = 101.03 -> $101; line 7 5.00
    name: 'bi-weekly with a bonus aggregated and extra withholding',
    payFrequency: 'bi-weekly',
    wages: 200_000,
    supplementalWages: 100_000,
    certificate: { exemptionAmount: 600_000, extraWithholding: 500 },
    incomeTax: 10_600,
  },
];

describe('Mississippi withholding, Pub 89-700 (2025)', () => {
  test.each(CASES)('$name', (row) => {
    const lines = runStateRule(MS_RULE, {
      payDate: '2025-05-02',
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
    expect(lines).toEqual([{ programId: 'ms-income-tax', amount: row.incomeTax }]);
  });
});
