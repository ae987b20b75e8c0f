import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { WI_RULE } from './rule';

interface WiCase {
  name: string;
  payFrequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  certificate?: Partial<typeof WI_RULE.certificate.defaults>;
  expected: number;
}

/*
 * Worked by hand from W-166 Method B: annual wages W less the standard deduction (single $6,702
 * less 12% of W over $17,780; married $9,461 less 20% of W over $25,727; not below 0) and $400 per
 * exemption; schedule 3.54% to $12,760, $451.70 + 4.65% over $12,760, $1,045.04 + 5.30% over
 * $25,520, $14,582.83 + 7.65% over $280,950, rounded to the cent; divided per period to the cent.
 * W-166's own worked examples could not be reached; these are worked from the same steps. Cents.
 */
const CASES: WiCase[] = [
  {
    // 26,000: SD 6,702 - 12% x 8,220 = 5,715.60; - 400 -> 19,884.40
    // 451.70 + 4.65% x 7,124.40 = 782.9846 -> 782.98 / 26 = 30.1146 -> 30.11
    name: 'bi-weekly single, 1 exemption, deduction phasing out',
    payFrequency: 'bi-weekly',
    wages: 100_000,
    certificate: { exemptions: 1 },
    expected: 3_011,
  },
  {
    // 15,600 < 17,780: SD 6,702 -> 8,898 x 3.54% = 314.9892 -> 314.99 / 52 = 6.0575 -> 6.06
    name: 'weekly single, full standard deduction',
    payFrequency: 'weekly',
    wages: 30_000,
    expected: 606,
  },
  {
    // 60,000: SD 9,461 - 20% x 34,273 = 2,606.40; exemptions 800 -> 56,593.60
    // 1,045.04 + 5.30% x 31,073.60 = 2,691.9408 -> 2,691.94 / 12 = 224.3283 -> 224.33
    name: 'monthly married, 2 exemptions',
    payFrequency: 'monthly',
    wages: 500_000,
    certificate: { status: 'married', exemptions: 2 },
    expected: 22_433,
  },
  {
    // Single deduction: 6,702 - 12% x 42,220 = 1,635.60; 60,000 - 1,635.60 - 800 = 57,564.40
    // 1,045.04 + 5.30% x 32,044.40 = 2,743.3932 -> 2,743.39 / 12 = 228.6158 -> 228.62
    name: 'married, withhold at the higher single rate',
    payFrequency: 'monthly',
    wages: 500_000,
    certificate: { status: 'married-withhold-single', exemptions: 2 },
    expected: 22_862,
  },
  {
    // 78,000 > 73,630: SD 0. 1,045.04 + 5.30% x 52,480 = 3,826.48 / 52 = 73.5862 -> 73.59
    name: 'weekly single above the phase-out: no standard deduction',
    payFrequency: 'weekly',
    wages: 150_000,
    expected: 7_359,
  },
  {
    // 960,000: SD 0. 14,582.83 + 7.65% x 679,050 = 66,530.155 -> 66,530.16 / 24 = 2,772.09
    name: 'semi-monthly single, top bracket',
    payFrequency: 'semi-monthly',
    wages: 4_000_000,
    expected: 277_209,
  },
  {
    // 6,500 - 9,461 -> 0
    name: 'bi-weekly married, low wages',
    payFrequency: 'bi-weekly',
    wages: 25_000,
    certificate: { status: 'married', exemptions: 1 },
    expected: 0,
  },
  {
    // 30.11 (first case) + bonus at the 5.30% tier (annual wages 26,000): 5.30% x 500 = 26.50 -> 56.61
    name: 'bi-weekly with a bonus at the tiered supplemental rate',
    payFrequency: 'bi-weekly',
    wages: 100_000,
    supplementalWages: 50_000,
    certificate: { exemptions: 1 },
    expected: 5_661,
  },
  {
    // 30.11 + 25.00 additional
    name: 'additional withholding from the WT-4',
    payFrequency: 'bi-weekly',
    wages: 100_000,
    certificate: { exemptions: 1, additionalWithholding: 2_500 },
    expected: 5_511,
  },
  {
    name: 'exempt on the WT-4',
    payFrequency: 'bi-weekly',
    wages: 100_000,
    certificate: { isExempt: true },
    expected: 0,
  },
];

describe('Wisconsin withholding', () => {
  test.each(CASES)('$name', (testCase) => {
    const lines = runStateRule(WI_RULE, {
      payDate: '2025-11-14',
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
    expect(lines).toEqual([{ programId: 'wi-income-tax', amount: testCase.expected }]);
  });
});
