import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { WV_RULE } from './rule';

interface WvCase {
  name: string;
  payFrequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  certificate?: Partial<typeof WV_RULE.certificate.defaults>;
  expected: number;
}

/*
 * Worked by hand from the 2025 WV/IT-100.1A percentage method: annual wages less $2,000 per
 * exemption; the two-earner chart (2.22% to $7,500, $166.50 + 2.96%, $499.50 + 3.33% over $18,750,
 * $874.13 + 4.44% over $30,000, $1,540.13 + 4.82% over $45,000) or, on request, the one-earner
 * chart ($222.00 + 2.96% over $10,000, $666.00 + 3.33% over $25,000, $1,165.50 + 4.44% over
 * $40,000, $2,053.50 + 4.82% over $60,000); annual tax / periods, rounded to the nearest dollar.
 */
const CASES: WvCase[] = [
  {
    // 39,000 - 2,000 = 37,000: 874.13 + 4.44% x 7,000 = 1,184.93 / 26 = 45.57 -> $46
    name: 'bi-weekly, 1 exemption, two-earner chart',
    payFrequency: 'bi-weekly',
    wages: 150_000,
    certificate: { exemptions: 1 },
    expected: 4_600,
  },
  {
    // 37,000: 666.00 + 3.33% x 12,000 = 1,065.60 / 26 = 40.98 -> $41
    name: 'bi-weekly, 1 exemption, one-earner chart',
    payFrequency: 'bi-weekly',
    wages: 150_000,
    certificate: { exemptions: 1, isOneEarner: true },
    expected: 4_100,
  },
  {
    // 15,600: 166.50 + 2.96% x 8,100 = 406.26 / 52 = 7.81 -> $8
    name: 'weekly, no exemptions',
    payFrequency: 'weekly',
    wages: 30_000,
    expected: 800,
  },
  {
    // 120,000 - 6,000 = 114,000: 1,540.13 + 4.82% x 69,000 = 4,865.93 / 12 = 405.49 -> $405
    name: 'monthly, 3 exemptions, top rate',
    payFrequency: 'monthly',
    wages: 1_000_000,
    certificate: { exemptions: 3 },
    expected: 40_500,
  },
  {
    // 104,000 - 4,000 = 100,000: 2,053.50 + 4.82% x 40,000 = 3,981.50 / 52 = 76.57 -> $77
    name: 'weekly, 2 exemptions, one-earner top rate',
    payFrequency: 'weekly',
    wages: 200_000,
    certificate: { exemptions: 2, isOneEarner: true },
    expected: 7_700,
  },
  {
    // 2,400 - 4,000 -> 0
    name: 'semi-monthly, exemptions above wages',
    payFrequency: 'semi-monthly',
    wages: 10_000,
    certificate: { exemptions: 2 },
    expected: 0,
  },
  {
    // (1,500 + 500) x 26 = 52,000 - 2,000 = 50,000: 1,540.13 + 4.82% x 5,000 = 1,781.13
    // / 26 = 68.505 -> 68.51 -> $69
    name: 'bi-weekly with a bonus added to the period (aggregate)',
    payFrequency: 'bi-weekly',
    wages: 150_000,
    supplementalWages: 50_000,
    certificate: { exemptions: 1 },
    expected: 6_900,
  },
  {
    // $46 (first case) + $7.00 additional
    name: 'additional withholding is added after rounding',
    payFrequency: 'bi-weekly',
    wages: 150_000,
    certificate: { exemptions: 1, additionalWithholding: 700 },
    expected: 5_300,
  },
];

describe('West Virginia withholding', () => {
  test.each(CASES)('$name', (testCase) => {
    const lines = runStateRule(WV_RULE, {
      payDate: '2025-09-12',
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
    expect(lines).toEqual([{ programId: 'wv-income-tax', amount: testCase.expected }]);
  });
});
