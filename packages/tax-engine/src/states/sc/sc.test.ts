import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { SC_RULE } from './rule';

interface ScCase {
  name: string;
  payFrequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  certificate?: Partial<typeof SC_RULE.certificate.defaults>;
  expected: number;
}

/*
 * Worked by hand from WH-1603F (2025): annual wages less, with 1 or more allowances, 10% of annual
 * wages (at most $7,300) and $4,860 per allowance; addition method 0% to $3,560, 3% of the excess
 * over $3,560, $428.10 + 6.2% of the excess over $17,830, rounded to the cent; divided per period
 * to the cent. Bonuses join the period's wages. Amounts in cents.
 */
const CASES: ScCase[] = [
  {
    // The 2025 worked example as transcribed by a payroll vendor: $750 a week, 3 allowances.
    // 39,000 - 14,580 - 3,900 (10%) = 20,520; 428.10 + 6.2% x 2,690 = 594.88; / 52 = 11.44
    name: 'weekly $750, 3 allowances (published example)',
    payFrequency: 'weekly',
    wages: 75_000,
    certificate: { allowances: 3 },
    expected: 1_144,
  },
  {
    // Zero allowances: no standard deduction either. 39,000: 428.10 + 6.2% x 21,170 = 1,740.64
    // / 26 = 66.9477 -> 66.95
    name: 'bi-weekly, zero allowances drops the standard deduction',
    payFrequency: 'bi-weekly',
    wages: 150_000,
    expected: 6_695,
  },
  {
    // 96,000: SD min(9,600, 7,300) = 7,300; allowances 9,720 -> 78,980
    // 428.10 + 6.2% x 61,150 = 4,219.40 / 12 = 351.6167 -> 351.62
    name: 'monthly, 2 allowances, standard deduction capped',
    payFrequency: 'monthly',
    wages: 800_000,
    certificate: { allowances: 2 },
    expected: 35_162,
  },
  {
    // 14,400 - 1,440 - 4,860 = 8,100; 3% x 4,540 = 136.20 / 24 = 5.675 -> 5.68
    name: 'semi-monthly, 1 allowance, 3% bracket',
    payFrequency: 'semi-monthly',
    wages: 60_000,
    certificate: { allowances: 1 },
    expected: 568,
  },
  {
    // 7,800 - 780 - 4,860 = 2,160, inside the 0% band -> 0
    name: 'weekly, low wages in the 0% band',
    payFrequency: 'weekly',
    wages: 15_000,
    certificate: { allowances: 1 },
    expected: 0,
  },
  {
    // (2,000 + 1,000) x 26 = 78,000 - 7,300 - 4,860 = 65,840
    // 428.10 + 6.2% x 48,010 = 3,404.72 / 26 = 130.9508 -> 130.95
    name: 'bi-weekly with a bonus added to the period (aggregate)',
    payFrequency: 'bi-weekly',
    wages: 200_000,
    supplementalWages: 100_000,
    certificate: { allowances: 1 },
    expected: 13_095,
  },
  {
    // 11.44 (published example) + 5.00 additional
    name: 'additional withholding is added',
    payFrequency: 'weekly',
    wages: 75_000,
    certificate: { allowances: 3, additionalWithholding: 500 },
    expected: 1_644,
  },
  {
    name: 'exempt on the SC W-4',
    payFrequency: 'weekly',
    wages: 75_000,
    certificate: { isExempt: true },
    expected: 0,
  },
];

describe('South Carolina withholding', () => {
  test.each(CASES)('$name', (testCase) => {
    const lines = runStateRule(SC_RULE, {
      payDate: '2025-05-15',
      payFrequency: testCase.payFrequency,
      periodsPerYear: PAY_PERIODS_PER_YEAR[testCase.payFrequency],
      wages: testCase.wages,
      supplementalWages: testCase.supplementalWages ?? 0,
      wagesBefore: 0,
      linesBefore: {},
      federalFilingStatus: 'single',
      federalAllowances: 0,
      federalIncomeTax: 0,
      ficaTax: 0,
      certificate: testCase.certificate,
    });
    expect(lines).toEqual([{ programId: 'sc-income-tax', amount: testCase.expected }]);
  });
});
