import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { WA_RULE } from './rule';

interface WaCase {
  name: string;
  payFrequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  wagesBefore?: number;
  certificate?: Partial<typeof WA_RULE.certificate.defaults>;
  pfml: number;
  waCares: number;
}

/*
 * Worked by hand: Paid Leave employee premium = wages x 0.92% x 71.52% = wages x 0.657984%, on
 * wages up to $176,100 a year; WA Cares = 0.58% of all wages. Both rounded on the year to date
 * (premium on wages to date less premium on earlier wages, each rounded). Amounts in cents.
 */
const CASES: WaCase[] = [
  {
    // 2,000 x 0.657984% = 13.1597 -> 13.16; WA Cares 0.58% x 2,000 = 11.60
    name: 'bi-weekly',
    payFrequency: 'bi-weekly',
    wages: 200_000,
    pfml: 1_316,
    waCares: 1_160,
  },
  {
    // Paid Leave crosses $176,100: 176,100 x 0.657984% = 1,158.7098 -> 1,158.71
    // less 170,000 x 0.657984% = 1,118.5728 -> 1,118.57 -> 40.14 (on 6,100 of the 10,000)
    // WA Cares has no cap: 0.58% x 180,000 = 1,044.00 - 986.00 = 58.00
    name: 'monthly, Paid Leave wage base crossed',
    payFrequency: 'monthly',
    wages: 1_000_000,
    wagesBefore: 17_000_000,
    pfml: 4_014,
    waCares: 5_800,
  },
  {
    // Past the base: no Paid Leave; WA Cares 0.58% x 203,000 = 1,177.40 - 1,160.00 = 17.40
    name: 'weekly above the wage base: WA Cares only',
    payFrequency: 'weekly',
    wages: 300_000,
    wagesBefore: 20_000_000,
    pfml: 0,
    waCares: 1_740,
  },
  {
    // (4,000 + 1,000) x 0.657984% = 32.8992 -> 32.90; WA Cares 0.58% x 5,000 = 29.00
    name: 'semi-monthly with a bonus: both premiums on all wages',
    payFrequency: 'semi-monthly',
    wages: 400_000,
    supplementalWages: 100_000,
    pfml: 3_290,
    waCares: 2_900,
  },
  {
    // 1,000 x 0.657984% = 6.5798 -> 6.58; WA Cares exempt
    name: 'WA Cares exemption on file',
    payFrequency: 'weekly',
    wages: 100_000,
    certificate: { isWaCaresExempt: true },
    pfml: 658,
    waCares: 0,
  },
];

describe('Washington Paid Leave and WA Cares', () => {
  test.each(CASES)('$name', (testCase) => {
    const lines = runStateRule(WA_RULE, {
      payDate: '2025-12-05',
      payFrequency: testCase.payFrequency,
      periodsPerYear: PAY_PERIODS_PER_YEAR[testCase.payFrequency],
      wages: testCase.wages,
      supplementalWages: testCase.supplementalWages ?? 0,
      wagesBefore: testCase.wagesBefore ?? 0,
      linesBefore: {},
      federalFilingStatus: 'single',
      federalAllowances: 0,
      federalIncomeTax: 0,
      ficaTax: 0,
      certificate: testCase.certificate,
    });
    expect(lines).toEqual([
      { programId: 'wa-pfml', amount: testCase.pfml },
      { programId: 'wa-cares', amount: testCase.waCares },
    ]);
  });

  test('no income tax program', () => {
    expect(WA_RULE.hasWageIncomeTax).toBe(false);
    expect(WA_RULE.programs.map((program) => program.kind)).toEqual([
      'family-leave',
      'long-term-care',
    ]);
  });
});
