import { describe, expect, test } from 'vitest';

import { findProvenanceWords } from '../../citation-text';
import type { TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { NE_RULE } from './rule';

type Certificate = Partial<typeof NE_RULE.certificate.defaults>;

function makeInput(overrides: {
  payFrequency?: 'weekly' | 'bi-weekly' | 'semi-monthly' | 'monthly';
  wages: number;
  supplementalWages?: number;
  certificate?: Certificate;
}) {
  const periods = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;
  const payFrequency = overrides.payFrequency ?? 'bi-weekly';
  return {
    payDate: '2025-03-14',
    payFrequency,
    periodsPerYear: periods[payFrequency],
    wages: overrides.wages,
    supplementalWages: overrides.supplementalWages ?? 0,
    wagesBefore: 0,
    linesBefore: {},
    federalFilingStatus: 'single' as const,
    federalAllowances: 0,
    federalIncomeTax: 0,
    ficaTax: 0,
    certificate: overrides.certificate,
  };
}

/*
 * Worked by hand from the 2025 Circular EN annual tables (Single: over 3,310 at 2.26% ... over
 * 72,750 3,201.26 + 5.37%; Married: over 7,910 ... over 80,040 3,183.87 + 5.37%), $2,360 per
 * allowance; annual tax rounded to the cent, then divided per period half up. Amounts in cents.
 */
const CASES = [
  {
    // 1,500 x 26 = 39,000 - 2,360 = 36,640; over 30,510: 1,005.28 + 5.07% x 6,130 = 1,316.07
    // / 26 = 50.618 -> 50.62 (minimum: same single/1 amount halved, 25.31, does not bind)
    name: 'single, 1 allowance, bi-weekly',
    input: makeInput({ wages: 150_000, certificate: { allowances: 1 } }),
    expected: 5_062,
  },
  {
    // 5,000 x 12 = 60,000 - 4,720 = 55,280; over 48,650: 1,560.91 + 5.07% x 6,630 = 1,897.05
    // / 12 = 158.0875 -> 158.09
    name: 'married, 2 allowances, monthly',
    input: makeInput({
      payFrequency: 'monthly',
      wages: 500_000,
      certificate: { status: 'married', allowances: 2 },
    }),
    expected: 15_809,
  },
  {
    // no W-4N: single, 0. 300 x 52 = 15,600; over 6,480: 71.64 + 3.22% x 9,120 = 365.30 / 52 = 7.025 -> 7.03
    name: 'no certificate on file, weekly',
    input: makeInput({ payFrequency: 'weekly', wages: 30_000 }),
    expected: 703,
  },
  {
    // 6 allowances: 24,000 - 14,160 = 9,840; 71.64 + 3.22% x 3,360 = 179.83 / 24 = 7.49
    // single/1: 24,000 - 2,360 = 21,640; 540.79 + 4.91% x 590 = 569.76 / 24 = 23.74; half 11.87 > 7.49
    name: 'minimum withholding binds, semi-monthly',
    input: makeInput({
      payFrequency: 'semi-monthly',
      wages: 100_000,
      certificate: { allowances: 6 },
    }),
    expected: 1_187,
  },
  {
    // as above, but the employee justified the lower amount: 7.49
    name: 'minimum withholding waived when justified',
    input: makeInput({
      payFrequency: 'semi-monthly',
      wages: 100_000,
      certificate: { allowances: 6, isLowerWithholdingJustified: true },
    }),
    expected: 749,
  },
  {
    // 2,000 x 26 = 52,000; over 38,740: 1,422.54 + 5.23% x 13,260 = 2,116.04 / 26 = 81.386 -> 81.39
    // bonus 1,000 x 5% = 50.00; total 131.39
    name: 'bonus at the supplemental rate',
    input: makeInput({ wages: 200_000, supplementalWages: 100_000 }),
    expected: 13_139,
  },
  {
    // 3,000 x 52 = 156,000; over 80,040: 3,183.87 + 5.37% x 75,960 = 7,262.92 / 52 = 139.671 -> 139.67
    // + line 2 additional 10.00 = 149.67
    name: 'married, top bracket, weekly, additional amount',
    input: makeInput({
      payFrequency: 'weekly',
      wages: 300_000,
      certificate: { status: 'married', additionalWithholding: 1_000 },
    }),
    expected: 14_967,
  },
  {
    // 100 x 52 = 5,200 - 2,360 = 2,840: under 3,310, nothing
    name: 'below the zero band',
    input: makeInput({ payFrequency: 'weekly', wages: 10_000, certificate: { allowances: 1 } }),
    expected: 0,
  },
  {
    name: 'exempt',
    input: makeInput({ wages: 500_000, certificate: { isExempt: true } }),
    expected: 0,
  },
];

describe('Nebraska withholding (2025 Circular EN)', () => {
  test.each(CASES)('$name', ({ input, expected }) => {
    expect(runStateRule(NE_RULE, input)).toEqual([
      { programId: 'ne-income-tax', amount: expected },
    ]);
  });

  test('cites publications only, in its parameters and in the math it shows', () => {
    const trace: TraceStep[] = [];
    runStateRule(
      NE_RULE,
      makeInput({
        wages: 100_000,
        supplementalWages: 50_000,
        certificate: { allowances: 6, additionalWithholding: 500 },
      }),
      trace,
    );
    const shown = [
      ...Object.values(NE_RULE.parameters).flatMap((parameter) =>
        parameter.values.map((value) => value.citation),
      ),
      ...trace.map((step) => `${step.label} ${step.citation}`),
    ];
    expect(trace.length).toBeGreaterThan(4);
    expect(shown.flatMap((text) => findProvenanceWords(text))).toEqual([]);
  });
});
