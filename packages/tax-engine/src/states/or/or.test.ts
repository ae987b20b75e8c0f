import { describe, expect, test } from 'vitest';

import { findProvenanceWords } from '../../citation-text';
import type { PayFrequency, TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { OR_RULE } from './rule';

const PERIODS: Readonly<Record<PayFrequency, number>> = {
  weekly: 52,
  'bi-weekly': 26,
  'semi-monthly': 24,
  monthly: 12,
};

function makeInput(input: {
  payFrequency?: PayFrequency;
  wages: number;
  supplementalWages?: number;
  wagesBefore?: number;
  federalIncomeTax?: number;
  certificate?: Partial<typeof OR_RULE.certificate.defaults>;
}) {
  const payFrequency = input.payFrequency ?? 'bi-weekly';
  return {
    payDate: '2025-09-12',
    payFrequency,
    periodsPerYear: PERIODS[payFrequency],
    wages: input.wages,
    supplementalWages: input.supplementalWages ?? 0,
    wagesBefore: input.wagesBefore ?? 0,
    linesBefore: {},
    federalFilingStatus: 'single' as const,
    federalAllowances: 0,
    federalIncomeTax: input.federalIncomeTax ?? 0,
    ficaTax: 0,
    certificate: input.certificate,
  };
}

function lines(income: number, transit: number, paidLeave: number) {
  return [
    { programId: 'or-income-tax', amount: income },
    { programId: 'or-transit', amount: transit },
    { programId: 'or-paid-leave', amount: paidLeave },
  ];
}

/*
 * Worked by hand from 150-206-436 (January 2025): BASE = annual wages - annualized federal
 * withholding (at most $8,500, phasing out above $125,000 single / $250,000 married) - standard
 * deduction ($2,835 single under 3 allowances, else $5,670); tax from the wages-up-to-$50,000 or
 * over-$50,000 table, less $256 per allowance; annual tax to the cent, divided per period half up.
 * Transit tax 0.1% of all wages; Paid Leave Oregon 0.6% to $176,100. Amounts in cents.
 */
const CASES = [
  {
    // 1,500 x 26 = 39,000 (low table); federal 120 x 26 = 3,120; BASE 39,000 - 3,120 - 2,835
    // = 33,045; over 11,100: 917 + 8.75% x 21,945 = 2,837.19; - 256 = 2,581.19 / 26 = 99.28
    // transit 1.50; paid leave 9.00
    name: 'single, 1 allowance, bi-weekly, low-wage table',
    input: makeInput({
      wages: 150_000,
      federalIncomeTax: 12_000,
      certificate: { status: 'single', allowances: 1 },
    }),
    expected: lines(9_928, 150, 900),
  },
  {
    // 8,000 x 12 = 96,000 (high table); federal 600 x 12 = 7,200 (< 8,500); BASE 96,000 - 7,200
    // - 5,670 = 83,130; 1,323 + 8.75% x (83,130 - 22,200) = 6,654.38; - 512 = 6,142.38 / 12 = 511.87
    // transit 8.00; paid leave 48.00
    name: 'married, 2 allowances, monthly, high-wage table',
    input: makeInput({
      payFrequency: 'monthly',
      wages: 800_000,
      federalIncomeTax: 60_000,
      certificate: { status: 'married', allowances: 2 },
    }),
    expected: lines(51_187, 800, 4_800),
  },
  {
    // 5,500 x 24 = 132,000: federal 24,000 capped at the 130,000-135,000 step, 5,100; BASE
    // 132,000 - 5,100 - 2,835 = 124,065; 661 + 8.75% x (124,065 - 11,100) = 10,545.44 / 24 = 439.39
    // transit 5.50; paid leave 33.00
    name: 'single, federal subtraction phasing out, semi-monthly',
    input: makeInput({
      payFrequency: 'semi-monthly',
      wages: 550_000,
      federalIncomeTax: 100_000,
      certificate: { status: 'single' },
    }),
    expected: lines(43_939, 550, 3_300),
  },
  {
    // 6,000 x 52 = 312,000 >= 290,000: no federal subtraction; BASE 312,000 - 5,670 = 306,330;
    // 21,256 + 9.9% x 56,330 = 26,832.67 / 52 = 516.013 -> 516.01; transit 6.00; paid leave 36.00
    name: 'married, top bracket, weekly',
    input: makeInput({
      payFrequency: 'weekly',
      wages: 600_000,
      federalIncomeTax: 120_000,
      certificate: { status: 'married' },
    }),
    expected: lines(51_601, 600, 3_600),
  },
  {
    // single with 3 allowances uses the married column: 700 x 52 = 36,400; federal 2,080;
    // BASE 36,400 - 2,080 - 5,670 = 28,650; 1,579 + 8.75% x 6,450 = 2,143.38; - 768 = 1,375.38
    // / 52 = 26.45; transit 0.70; paid leave 4.20
    name: 'single with 3 allowances, weekly',
    input: makeInput({
      payFrequency: 'weekly',
      wages: 70_000,
      federalIncomeTax: 4_000,
      certificate: { status: 'single', allowances: 3 },
    }),
    expected: lines(2_645, 70, 420),
  },
  {
    // 10,000 x 12 = 120,000 > 100,000: no allowance credit; federal 18,000 capped at 8,500;
    // BASE 120,000 - 8,500 - 2,835 = 108,665; 661 + 8.75% x 97,565 = 9,197.94 / 12 = 766.495
    // -> 766.50; transit 10.00; paid leave 60.00
    name: 'single over $100,000 loses the allowance credit',
    input: makeInput({
      payFrequency: 'monthly',
      wages: 1_000_000,
      federalIncomeTax: 150_000,
      certificate: { status: 'single', allowances: 2 },
    }),
    expected: lines(76_650, 1_000, 6_000),
  },
  {
    // no OR-W-4: 8% x 1,500 = 120.00; transit 1.50; paid leave 9.00
    name: 'no certificate on file: flat 8%',
    input: makeInput({ wages: 150_000, federalIncomeTax: 12_000 }),
    expected: lines(12_000, 150, 900),
  },
  {
    // 99.28 as in the first case + bonus 8% x 1,000 = 80.00 -> 179.28; transit 2.50; paid leave 15.00
    name: 'bonus at the 8% supplemental rate',
    input: makeInput({
      wages: 150_000,
      supplementalWages: 100_000,
      federalIncomeTax: 12_000,
      certificate: { status: 'single', allowances: 1 },
    }),
    expected: lines(17_928, 250, 1_500),
  },
  {
    // income tax 99.28 as in the first case; transit 177,500 x 0.1% - 176,000 x 0.1% = 1.50;
    // paid leave on the last 100 under the base: 1,056.60 - 1,056.00 = 0.60
    name: 'crosses the Paid Leave Oregon wage base',
    input: makeInput({
      wages: 150_000,
      wagesBefore: 17_600_000,
      federalIncomeTax: 12_000,
      certificate: { status: 'single', allowances: 1 },
    }),
    expected: lines(9_928, 150, 60),
  },
];

describe('Oregon withholding (150-206-436, January 2025), transit tax and Paid Leave Oregon', () => {
  test.each(CASES)('$name', ({ input, expected }) => {
    expect(runStateRule(OR_RULE, input)).toEqual(expected);
  });

  test('cites publications only, in its parameters and in the math it shows', () => {
    const trace: TraceStep[] = [];
    runStateRule(
      OR_RULE,
      makeInput({
        wages: 150_000,
        supplementalWages: 50_000,
        federalIncomeTax: 12_000,
        certificate: { status: 'single', allowances: 1, additionalWithholding: 500 },
      }),
      trace,
    );
    const shown = [
      ...Object.values(OR_RULE.parameters).flatMap((parameter) =>
        parameter.values.map((value) => value.citation),
      ),
      ...trace.map((step) => `${step.label} ${step.citation}`),
    ];
    expect(trace.length).toBeGreaterThan(4);
    expect(shown.flatMap((text) => findProvenanceWords(text))).toEqual([]);
  });
});
