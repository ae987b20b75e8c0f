import { describe, expect, test } from 'vitest';

import { findProvenanceWords } from '../../citation-text';
import type { PayFrequency, TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { NC_RULE } from './rule';

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
  certificate?: Partial<typeof NC_RULE.certificate.defaults>;
}) {
  const payFrequency = input.payFrequency ?? 'bi-weekly';
  return {
    payDate: '2025-06-27',
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
 * Worked by hand from NC-30 (2025), Annualized Wages Method: annual wages less the standard
 * deduction ($12,750; head of household $19,125) and $2,500 per allowance, times 4.35%, annual tax
 * to the cent, divided per period and rounded to whole dollars. Amounts in cents.
 */
const CASES = [
  {
    // 2,000 x 26 = 52,000 - 12,750 - 2,500 = 36,750 x 4.35% = 1,598.63 / 26 = 61.49 -> 61
    name: 'single, 1 allowance, bi-weekly',
    input: makeInput({ wages: 200_000, certificate: { allowances: 1 } }),
    expected: 6_100,
  },
  {
    // 6,000 x 12 = 72,000 - 12,750 - 5,000 = 54,250 x 4.35% = 2,359.88 / 12 = 196.66 -> 197
    name: 'married filing jointly, 2 allowances, monthly',
    input: makeInput({
      payFrequency: 'monthly',
      wages: 600_000,
      certificate: { status: 'married-joint', allowances: 2 },
    }),
    expected: 19_700,
  },
  {
    // 1,000 x 52 = 52,000 - 19,125 = 32,875 x 4.35% = 1,430.06 / 52 = 27.50 -> 28 (half up)
    name: 'head of household, weekly, rounds half up',
    input: makeInput({
      payFrequency: 'weekly',
      wages: 100_000,
      certificate: { status: 'head-of-household' },
    }),
    expected: 2_800,
  },
  {
    // 200 x 52 = 10,400 < 12,750: nothing
    name: 'below the standard deduction, no certificate',
    input: makeInput({ payFrequency: 'weekly', wages: 20_000 }),
    expected: 0,
  },
  {
    // 3,000 x 24 = 72,000 - 12,750 = 59,250 x 4.35% = 2,577.38 / 24 = 107.39 -> 107
    // bonus 2,000 x 4.35% = 87.00; total 194.00
    name: 'bonus at the supplemental rate, semi-monthly',
    input: makeInput({ payFrequency: 'semi-monthly', wages: 300_000, supplementalWages: 200_000 }),
    expected: 19_400,
  },
  {
    // 61 as in the first case + line 2 additional 20.00 = 81
    name: 'additional amount',
    input: makeInput({
      wages: 200_000,
      certificate: { allowances: 1, additionalWithholding: 2_000 },
    }),
    expected: 8_100,
  },
  {
    name: 'exempt',
    input: makeInput({ wages: 200_000, certificate: { isExempt: true } }),
    expected: 0,
  },
];

describe('North Carolina withholding (NC-30, 2025)', () => {
  test.each(CASES)('$name', ({ input, expected }) => {
    expect(runStateRule(NC_RULE, input)).toEqual([
      { programId: 'nc-income-tax', amount: expected },
    ]);
  });

  test('cites publications only, in its parameters and in the math it shows', () => {
    const trace: TraceStep[] = [];
    runStateRule(
      NC_RULE,
      makeInput({
        wages: 200_000,
        supplementalWages: 50_000,
        certificate: { allowances: 1, additionalWithholding: 500 },
      }),
      trace,
    );
    const shown = [
      ...Object.values(NC_RULE.parameters).flatMap((parameter) =>
        parameter.values.map((value) => value.citation),
      ),
      ...trace.map((step) => `${step.label} ${step.citation}`),
    ];
    expect(trace.length).toBeGreaterThan(4);
    expect(shown.flatMap((text) => findProvenanceWords(text))).toEqual([]);
  });
});
