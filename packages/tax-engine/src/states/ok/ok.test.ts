import { describe, expect, test } from 'vitest';

import { findProvenanceWords } from '../../citation-text';
import type { PayFrequency, TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { OK_RULE } from './rule';

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
  certificate?: Partial<typeof OK_RULE.certificate.defaults>;
}) {
  const payFrequency = input.payFrequency ?? 'bi-weekly';
  return {
    payDate: '2025-02-14',
    payFrequency,
    periodsPerYear: PERIODS[payFrequency],
    wages: input.wages,
    supplementalWages: input.supplementalWages ?? 0,
    wagesBefore: 0,
    linesBefore: {},
    federalFilingStatus: 'single' as const,
    federalAllowances: 0,
    federalIncomeTax: 0,
    ficaTax: 0,
    certificate: input.certificate,
  };
}

/*
 * Worked by hand from OW-2 (2025) annual percentage tables (Single over 6,350 at 0.25% ... over
 * 13,550 153.50 + 4.75%; Married over 12,700 ... over 27,100 307.00 + 4.75%), $1,000 per allowance;
 * annual tax to the cent, divided per period and rounded to whole dollars. Amounts in cents.
 */
const CASES = [
  {
    // 1,500 x 26 = 39,000 - 1,000 = 38,000; over 13,550: 153.50 + 4.75% x 24,450 = 1,314.88
    // / 26 = 50.57 -> 51
    name: 'single, 1 allowance, bi-weekly',
    input: makeInput({ wages: 150_000, certificate: { allowances: 1 } }),
    expected: 5_100,
  },
  {
    // 5,000 x 12 = 60,000 - 2,000 = 58,000; over 27,100: 307 + 4.75% x 30,900 = 1,774.75 / 12
    // = 147.90 -> 148
    name: 'married, 2 allowances, monthly',
    input: makeInput({
      payFrequency: 'monthly',
      wages: 500_000,
      certificate: { status: 'married', allowances: 2 },
    }),
    expected: 14_800,
  },
  {
    // single table: 800 x 52 = 41,600; over 13,550: 153.50 + 4.75% x 28,050 = 1,485.88 / 52
    // = 28.57 -> 29
    name: 'married, withheld at the single rate, weekly',
    input: makeInput({
      payFrequency: 'weekly',
      wages: 80_000,
      certificate: { status: 'married-single-rate' },
    }),
    expected: 2_900,
  },
  {
    // 1,000 x 24 = 24,000; over 22,500: 134.50 + 3.75% x 1,500 = 190.75 / 24 = 7.95 -> 8
    name: 'married, semi-monthly, a lower band',
    input: makeInput({
      payFrequency: 'semi-monthly',
      wages: 100_000,
      certificate: { status: 'married' },
    }),
    expected: 800,
  },
  {
    // 150 x 52 = 7,800; over 7,350: 2.50 + 0.75% x 450 = 5.88 / 52 = 0.11 -> 0
    name: 'low wages round to nothing',
    input: makeInput({ payFrequency: 'weekly', wages: 15_000 }),
    expected: 0,
  },
  {
    // 2,000 x 26 = 52,000; over 13,550: 153.50 + 4.75% x 38,450 = 1,979.88 / 26 = 76.15 -> 76
    // bonus 4.75% x 1,000 = 47.50; total 123.50
    name: 'bonus at the supplemental rate',
    input: makeInput({ wages: 200_000, supplementalWages: 100_000 }),
    expected: 12_350,
  },
  {
    name: 'exempt',
    input: makeInput({ wages: 200_000, certificate: { isExempt: true } }),
    expected: 0,
  },
];

describe('Oklahoma withholding (OW-2, 2025)', () => {
  test.each(CASES)('$name', ({ input, expected }) => {
    expect(runStateRule(OK_RULE, input)).toEqual([
      { programId: 'ok-income-tax', amount: expected },
    ]);
  });

  test('cites publications only, in its parameters and in the math it shows', () => {
    const trace: TraceStep[] = [];
    runStateRule(
      OK_RULE,
      makeInput({
        wages: 200_000,
        supplementalWages: 50_000,
        certificate: { allowances: 1, additionalWithholding: 500 },
      }),
      trace,
    );
    const shown = [
      ...Object.values(OK_RULE.parameters).flatMap((parameter) =>
        parameter.values.map((value) => value.citation),
      ),
      ...trace.map((step) => `${step.label} ${step.citation}`),
    ];
    expect(trace.length).toBeGreaterThan(4);
    expect(shown.flatMap((text) => findProvenanceWords(text))).toEqual([]);
  });
});
