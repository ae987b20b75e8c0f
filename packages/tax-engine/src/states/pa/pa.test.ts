import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { PA_RULE } from './rule';

interface PaCase {
  name: string;
  payFrequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  wagesBefore?: number;
  certificate?: Partial<typeof PA_RULE.certificate.defaults>;
  incomeTax: number;
  uc: number;
}

/*
 * Worked by hand: income tax 3.07% of the period's compensation (bonuses included), rounded to the
 * cent; Unemployment Compensation 0.07% of all gross wages with no wage limit, rounded on the year
 * to date (0.07% of wages to date, less 0.07% of earlier wages, each rounded). Amounts in cents.
 */
const CASES: PaCase[] = [
  {
    // 3.07% x 1,000 = 30.70; UC 0.07% x 1,000 = 0.70
    name: 'weekly',
    payFrequency: 'weekly',
    wages: 100_000,
    incomeTax: 3_070,
    uc: 70,
  },
  {
    // 3.07% x 1,734.56 = 53.2510 -> 53.25
    // UC: 0.07% x 11,734.56 = 8.2142 -> 8.21, less 0.07% x 10,000 = 7.00 -> 1.21
    name: 'bi-weekly with a bonus at the same rate',
    payFrequency: 'bi-weekly',
    wages: 123_456,
    supplementalWages: 50_000,
    wagesBefore: 1_000_000,
    incomeTax: 5_325,
    uc: 121,
  },
  {
    // 3.07% x 7,777.77 = 238.7775 -> 238.78; UC 0.07% x 7,777.77 = 5.4444 -> 5.44
    name: 'monthly',
    payFrequency: 'monthly',
    wages: 777_777,
    incomeTax: 23_878,
    uc: 544,
  },
  {
    // 3.07% x 50,000 = 1,535.00; UC has no wage limit: 0.07% x 550,000 = 385.00 - 350.00 = 35.00
    name: 'semi-monthly, high earner: UC keeps going past any wage base',
    payFrequency: 'semi-monthly',
    wages: 5_000_000,
    wagesBefore: 50_000_000,
    incomeTax: 153_500,
    uc: 3_500,
  },
  {
    // 3.07% x 1,234.50 = 37.8992 -> 37.90
    // UC on the year to date: 0.07% x 2,469.00 = 1.7283 -> 1.73, less 0.07% x 1,234.50 = 0.8642 -> 0.86
    // -> 0.87 (a per-paycheck rounding would give 0.86)
    name: 'UC rounded on the year to date',
    payFrequency: 'weekly',
    wages: 123_450,
    wagesBefore: 123_450,
    incomeTax: 3_790,
    uc: 87,
  },
  {
    name: 'REV-419 on file: no income tax, UC still withheld',
    payFrequency: 'weekly',
    wages: 100_000,
    certificate: { isNonWithholding: true },
    incomeTax: 0,
    uc: 70,
  },
];

describe('Pennsylvania withholding and Unemployment Compensation', () => {
  test.each(CASES)('$name', (testCase) => {
    const lines = runStateRule(PA_RULE, {
      payDate: '2025-06-20',
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
      { programId: 'pa-income-tax', amount: testCase.incomeTax },
      { programId: 'pa-uc', amount: testCase.uc },
    ]);
  });
});
