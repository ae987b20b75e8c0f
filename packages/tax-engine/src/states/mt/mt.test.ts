import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { MT_RULE } from './rule';

interface MtCase {
  name: string;
  payFrequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  certificate?: { filingStatus?: string; hasMultipleJobs?: boolean; extraWithholding?: number };
  incomeTax: number;
}

// Montana Employer and Information Agent Guide (2025): annual wages on the schedule of the MW-4
// status (single: 0% to 15,000, 4.7% to 36,100, then 992 + 5.9%; married: 30,000 / 72,200 / 1,983;
// head of household: 22,500 / 54,200 / 1,490); / periods. Supplemental 5% (ARM 42.17.133(3)).
const CASES: MtCase[] = [
  {
    // 1,000 x 52 = 52,000; 992 + 5.9% x 15,900 = 1,930.10; / 52 = 37.117 -> 37.12
    name: 'weekly, single, no certificate',
    payFrequency: 'weekly',
    wages: 100_000,
    incomeTax: 3_712,
  },
  {
    // 3,000 x 26 = 78,000; 1,983 + 5.9% x 5,800 = 2,325.20; / 26 = 89.431 -> 89.43
    name: 'bi-weekly, married filing jointly',
    payFrequency: 'bi-weekly',
    wages: 300_000,
    certificate: { filingStatus: 'married' },
    incomeTax: 8_943,
  },
  {
    // 2,000 x 24 = 48,000; 4.7% x 25,500 = 1,198.50; / 24 = 49.9375 -> 49.94
    name: 'semi-monthly, head of household',
    payFrequency: 'semi-monthly',
    wages: 200_000,
    certificate: { filingStatus: 'head-of-household' },
    incomeTax: 4_994,
  },
  {
    // single schedule: 4,000 x 12 = 48,000; 992 + 5.9% x 11,900 = 1,694.10; / 12 = 141.175 -> 141.18
    name: 'monthly, married with a working spouse',
    payFrequency: 'monthly',
    wages: 400_000,
    certificate: { filingStatus: 'married', hasMultipleJobs: true },
    incomeTax: 14_118,
  },
  {
    // 250 x 52 = 13,000 < 15,000: nothing
    name: 'weekly, single, inside the 0% band',
    payFrequency: 'weekly',
    wages: 25_000,
    incomeTax: 0,
  },
  {
    // 30,000 x 12 = 360,000; 992 + 5.9% x 323,900 = 20,102.10; / 12 = 1,675.175 -> 1,675.18
    name: 'monthly, single, high wages',
    payFrequency: 'monthly',
    wages: 3_000_000,
    incomeTax: 167_518,
  },
  {
    // 2,000 x 26 = 52,000: 1,930.10 / 26 = 74.235 -> 74.23; bonus 5% x 1,000 = 50.00; extra 10.00
    name: 'bi-weekly with a bonus and extra withholding',
    payFrequency: 'bi-weekly',
    wages: 200_000,
    supplementalWages: 100_000,
    certificate: { extraWithholding: 1_000 },
    incomeTax: 13_423,
  },
];

describe('Montana withholding, 2025 tables', () => {
  test.each(CASES)('$name', (row) => {
    const lines = runStateRule(MT_RULE, {
      payDate: '2025-10-10',
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
    expect(lines).toEqual([{ programId: 'mt-income-tax', amount: row.incomeTax }]);
  });
});
