import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { RI_RULE } from './rule';

interface RiCase {
  name: string;
  payFrequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  wagesBefore?: number;
  certificate?: Partial<typeof RI_RULE.certificate.defaults>;
  incomeTax: number;
  tdi: number;
}

/*
 * Worked by hand from the 2025 RI withholding percentage method: annual wages less $1,000 per
 * allowance (none when annual wages exceed $283,250); tax 3.75% to $79,900, $2,996.25 + 4.75% over
 * $79,900, $7,829.38 + 5.99% over $181,650, rounded to the cent; divided per period to the cent.
 * Bonuses 5.99% flat. TDI 1.3% of wages up to $89,200 a year, on the year to date. Cents.
 */
const CASES: RiCase[] = [
  {
    // 52,000 - 2,000 = 50,000 x 3.75% = 1,875.00 / 52 = 36.0577 -> 36.06; TDI 1.3% x 1,000 = 13.00
    name: 'weekly, 2 allowances',
    payFrequency: 'weekly',
    wages: 100_000,
    certificate: { allowances: 2 },
    incomeTax: 3_606,
    tdi: 1_300,
  },
  {
    // 104,000 - 1,000 = 103,000: 2,996.25 + 4.75% x 23,100 = 4,093.50 / 26 = 157.4423 -> 157.44
    // TDI 1.3% x 4,000 = 52.00
    name: 'bi-weekly, 1 allowance, second bracket',
    payFrequency: 'bi-weekly',
    wages: 400_000,
    certificate: { allowances: 1 },
    incomeTax: 15_744,
    tdi: 5_200,
  },
  {
    // 300,000 > 283,250: allowances worth 0. 7,829.38 + 5.99% x 118,350 = 14,918.545 -> 14,918.55
    // / 12 = 1,243.2125 -> 1,243.21. TDI crosses the base: 1.3% x 89,200 = 1,159.60 less
    // 1.3% x 75,000 = 975.00 -> 184.60
    name: 'monthly, top bracket, allowances lost, TDI wage base crossed',
    payFrequency: 'monthly',
    wages: 2_500_000,
    wagesBefore: 7_500_000,
    certificate: { allowances: 3 },
    incomeTax: 124_321,
    tdi: 18_460,
  },
  {
    // 48,000 x 3.75% = 1,800.00 / 24 = 75.00; bonus 5.99% x 500 = 29.95; total 104.95
    // TDI 1.3% x 2,500 = 32.50
    name: 'semi-monthly with a bonus at 5.99%',
    payFrequency: 'semi-monthly',
    wages: 200_000,
    supplementalWages: 50_000,
    incomeTax: 10_495,
    tdi: 3_250,
  },
  {
    // 10,894.23 x 26 = 283,249.98 <= 283,250: allowance 1,000 -> 282,249.98
    // 7,829.38 + 5.99% x 100,599.98 = 13,855.3188 -> 13,855.32 / 26 = 532.8969 -> 532.90
    // TDI 1.3% x 10,894.23 = 141.6250 -> 141.62
    name: 'annual wages at the cutoff keep the allowance',
    payFrequency: 'bi-weekly',
    wages: 1_089_423,
    certificate: { allowances: 1 },
    incomeTax: 53_290,
    tdi: 14_162,
  },
  {
    // 10,894.24 x 26 = 283,250.24 > 283,250: allowance 0
    // 7,829.38 + 5.99% x 101,600.24 = 13,915.2344 -> 13,915.23 / 26 = 535.2011 -> 535.20
    // TDI 1.3% x 10,894.24 = 141.6251 -> 141.63
    name: 'annual wages just above the cutoff lose it',
    payFrequency: 'bi-weekly',
    wages: 1_089_424,
    certificate: { allowances: 1 },
    incomeTax: 53_520,
    tdi: 14_163,
  },
  {
    // income tax as the bi-weekly case above; TDI 0 once $89,200 was reached
    name: 'TDI stops above the wage base',
    payFrequency: 'bi-weekly',
    wages: 400_000,
    wagesBefore: 9_000_000,
    certificate: { allowances: 1 },
    incomeTax: 15_744,
    tdi: 0,
  },
  {
    name: 'exempt from income tax, TDI still due',
    payFrequency: 'weekly',
    wages: 100_000,
    certificate: { isExempt: true },
    incomeTax: 0,
    tdi: 1_300,
  },
];

describe('Rhode Island withholding and TDI', () => {
  test.each(CASES)('$name', (testCase) => {
    const lines = runStateRule(RI_RULE, {
      payDate: '2025-04-30',
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
      { programId: 'ri-income-tax', amount: testCase.incomeTax },
      { programId: 'ri-tdi', amount: testCase.tdi },
    ]);
  });
});
