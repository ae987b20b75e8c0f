import { describe, expect, test } from 'vitest';

import { calculatePaycheck } from '../../src/index';
import { makeInput, type KnownAnswerCase } from '../support/make-input';

/*
 * Worked by hand from IRS Pub 15 (2025) section 9 (SS 6.2% to $176,100; Medicare 1.45%; Additional
 * Medicare 0.9% over $200,000 of the year's wages, employee only) and section 14 (FUTA 6.0% less the
 * 5.4% credit on the first $7,000), SUTA at the company rate on the first $7,000. Each tax is
 * rate x the year's taxable wages so far, minus rate x the taxable wages before this period, each
 * product rounded half up to the cent. Amounts in cents; Texas, 2019-or-earlier W-4.
 */
const CASES: KnownAnswerCase[] = [
  {
    // 6.2% x 3,000 = 186.00 each side; 1.45% x 3,000 = 43.50 each side; FUTA 0.6% x 3,000 = 18.00; SUTA 3.4% x 3,000 = 102.00
    name: 'first paycheck of the year, every tax below its cap',
    input: { grossPay: 300_000 },
    expected: {
      socialSecurityTax: 18_600,
      medicareTax: 4_350,
      additionalMedicareTax: 0,
      employer: { socialSecurityTax: 18_600, medicareTax: 4_350, futaTax: 1_800, sutaTax: 10_200 },
    },
  },
  {
    // YTD 170,000; this period 10,000 crosses the 176,100 base: taxable 6,100.
    // SS 6.2% x 176,100 - 6.2% x 170,000 = 10,918.20 - 10,540.00 = 378.20 (employer the same)
    // Medicare 1.45% x 180,000 - 1.45% x 170,000 = 2,610.00 - 2,465.00 = 145.00; YTD 180,000 < 200,000: no Additional Medicare
    name: 'social security wage base crossed inside the period',
    input: { grossPay: 1_000_000, ytd: { grossPay: 17_000_000, supplementalPay: 0 } },
    expected: {
      socialSecurityTax: 37_820,
      medicareTax: 14_500,
      additionalMedicareTax: 0,
      employer: { socialSecurityTax: 37_820, medicareTax: 14_500 },
    },
  },
  {
    // YTD 180,000 already past 176,100: SS 0 both sides; Medicare 1.45% x 5,000 = 72.50
    name: 'social security wage base already reached',
    input: { grossPay: 500_000, ytd: { grossPay: 18_000_000, supplementalPay: 0 } },
    expected: {
      socialSecurityTax: 0,
      medicareTax: 7_250,
      employer: { socialSecurityTax: 0, medicareTax: 7_250 },
    },
  },
  {
    // YTD 150,000 regular + 20,000 supplemental = 170,000 counts toward the base; bonus 10,000 this period, no regular wages.
    // SS 6.2% x 176,100 - 6.2% x 170,000 = 378.20
    name: 'supplemental wages count toward the social security wage base',
    input: {
      supplementalPay: 1_000_000,
      ytd: { grossPay: 15_000_000, supplementalPay: 2_000_000 },
    },
    expected: { socialSecurityTax: 37_820 },
  },
  {
    // YTD 195,000; this period 10,000 -> 205,000: Additional Medicare 0.9% x 5,000 = 45.00 (employee only).
    // SS 0 (past the base). Medicare 1.45% x 205,000 - 1.45% x 195,000 = 2,972.50 - 2,827.50 = 145.00; employer 145.00
    name: 'Additional Medicare threshold crossed inside the period',
    input: { grossPay: 1_000_000, ytd: { grossPay: 19_500_000, supplementalPay: 0 } },
    expected: {
      socialSecurityTax: 0,
      medicareTax: 14_500,
      additionalMedicareTax: 4_500,
      employer: { medicareTax: 14_500 },
    },
  },
  {
    // YTD 190,000 + 10,000 = exactly 200,000: nothing is "in excess of $200,000", so 0
    name: 'Additional Medicare threshold reached exactly: nothing withheld',
    input: { grossPay: 1_000_000, ytd: { grossPay: 19_000_000, supplementalPay: 0 } },
    expected: { additionalMedicareTax: 0 },
  },
  {
    // YTD 250,000: all 10,000 above the threshold: 0.9% x 10,000 = 90.00
    name: 'Additional Medicare on every dollar once past the threshold',
    input: { grossPay: 1_000_000, ytd: { grossPay: 25_000_000, supplementalPay: 0 } },
    expected: { additionalMedicareTax: 9_000, employer: { medicareTax: 14_500 } },
  },
  {
    // Year-to-date true-up: YTD 1,234.57, this period 1,234.57 (total 2,469.14)
    // SS round(153.08668) - round(76.54334) = 153.09 - 76.54 = 76.55 (a lone 6.2% x 1,234.57 would round to 76.54)
    // Medicare round(35.80253) - round(17.901265) = 35.80 - 17.90 = 17.90
    name: 'cumulative rounding keeps the year exact',
    input: { grossPay: 123_457, ytd: { grossPay: 123_457, supplementalPay: 0 } },
    expected: { socialSecurityTax: 7_655, medicareTax: 1_790 },
  },
  {
    // YTD 5,000; this period 3,000 crosses the 7,000 FUTA and SUTA bases: taxable 2,000
    // FUTA 0.6% x 7,000 - 0.6% x 5,000 = 42.00 - 30.00 = 12.00; SUTA 3.4% x 7,000 - 3.4% x 5,000 = 238.00 - 170.00 = 68.00
    name: 'FUTA and SUTA wage base crossed inside the period',
    input: { grossPay: 300_000, ytd: { grossPay: 500_000, supplementalPay: 0 } },
    expected: { employer: { futaTax: 1_200, sutaTax: 6_800 } },
  },
  {
    // YTD 7,000 already at both bases: 0 and 0
    name: 'FUTA and SUTA after the wage base',
    input: { grossPay: 300_000, ytd: { grossPay: 700_000, supplementalPay: 0 } },
    expected: { employer: { futaTax: 0, sutaTax: 0 } },
  },
  {
    // SUTA 2.7% x 1,500.55 = 40.51485 -> 40.51; FUTA 0.6% x 1,500.55 = 9.0033 -> 9.00
    name: 'SUTA at a company rate of 2.7%',
    input: { grossPay: 150_055, sutaRate: 27_000 },
    expected: { employer: { futaTax: 900, sutaTax: 4_051 } },
  },
];

describe('calculatePaycheck: FICA, FUTA and SUTA', () => {
  test.each(CASES)('$name', ({ input, expected }) => {
    expect(calculatePaycheck(makeInput(input))).toMatchObject(expected);
  });

  test('FUTA and SUTA are identical in both rule sets; FICA differs only in its rounding, by a cent at most', () => {
    for (const { input } of CASES) {
      const official = calculatePaycheck(makeInput(input));
      const simplified = calculatePaycheck(
        makeInput({ ...input, ruleSet: 'spec-simplified-2025' }),
      );
      for (const tax of ['socialSecurityTax', 'medicareTax', 'additionalMedicareTax'] as const) {
        expect(Math.abs(simplified[tax] - official[tax]), tax).toBeLessThanOrEqual(1);
      }
      expect(simplified.employer.futaTax).toBe(official.employer.futaTax);
      expect(simplified.employer.sutaTax).toBe(official.employer.sutaTax);
    }
  });
});
