import { describe, expect, test } from 'vitest';

import { findProvenanceWords } from '../../citation-text';
import type { PayFrequency, TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { OH_RULE } from './rule';

const PERIODS: Readonly<Record<PayFrequency, number>> = {
  weekly: 52,
  'bi-weekly': 26,
  'semi-monthly': 24,
  monthly: 12,
};

function makeInput(input: {
  payDate?: string;
  payFrequency?: PayFrequency;
  wages: number;
  supplementalWages?: number;
  certificate?: Partial<typeof OH_RULE.certificate.defaults>;
}) {
  const payFrequency = input.payFrequency ?? 'bi-weekly';
  return {
    payDate: input.payDate ?? '2025-03-14',
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
 * Worked by hand from the brackets PayLab holds for the Ohio optional computer formula (UNCERTAIN,
 * see parameters.ts): $650 per exemption; 0% to $26,050, 2.75% to $100,000, then 3.8% (wages paid
 * to 30 September 2025) or 3.64% (from 1 October 2025); annual tax to the cent, divided per period
 * half up. Amounts in cents.
 */
const CASES = [
  {
    // 2,000 x 26 = 52,000 - 650 = 51,350; 2.75% x (51,350 - 26,050) = 695.75 / 26 = 26.760 -> 26.76
    name: '1 exemption, bi-weekly, March',
    input: makeInput({ wages: 200_000, certificate: { exemptions: 1 } }),
    expected: 2_676,
  },
  {
    // the middle band did not change in October: 26.76
    name: '1 exemption, bi-weekly, October',
    input: makeInput({ payDate: '2025-10-03', wages: 200_000, certificate: { exemptions: 1 } }),
    expected: 2_676,
  },
  {
    // 12,000 x 12 = 144,000 - 1,300 = 142,700; 2.75% x 73,950 = 2,033.625 + 3.8% x 42,700
    // = 1,622.60 -> 3,656.23 / 12 = 304.686 -> 304.69
    name: '2 exemptions, monthly, top band, last day of the old formula',
    input: makeInput({
      payDate: '2025-09-30',
      payFrequency: 'monthly',
      wages: 1_200_000,
      certificate: { exemptions: 2 },
    }),
    expected: 30_469,
  },
  {
    // as above from 1 October: 2,033.625 + 3.64% x 42,700 = 1,554.28 -> 3,587.91 / 12 = 298.99
    name: '2 exemptions, monthly, top band, first day of the revised formula',
    input: makeInput({
      payDate: '2025-10-01',
      payFrequency: 'monthly',
      wages: 1_200_000,
      certificate: { exemptions: 2 },
    }),
    expected: 29_899,
  },
  {
    // 400 x 52 = 20,800 <= 26,050: nothing (no IT 4: no exemptions)
    name: 'inside the zero band, weekly, no certificate',
    input: makeInput({ payFrequency: 'weekly', wages: 40_000 }),
    expected: 0,
  },
  {
    // 1,200 x 24 = 28,800 - 650 = 28,150; 2.75% x 2,100 = 57.75 / 24 = 2.406 -> 2.41
    name: 'just above the zero band, semi-monthly',
    input: makeInput({
      payFrequency: 'semi-monthly',
      wages: 120_000,
      certificate: { exemptions: 1 },
    }),
    expected: 241,
  },
  {
    // 26.76 as in the first case + 3.5% x 1,000 = 35.00 + IT 4 additional 5.00 -> 66.76
    name: 'bonus at the supplemental rate and an additional amount',
    input: makeInput({
      wages: 200_000,
      supplementalWages: 100_000,
      certificate: { exemptions: 1, additionalWithholding: 500 },
    }),
    expected: 6_676,
  },
  {
    name: 'exempt',
    input: makeInput({ wages: 200_000, certificate: { isExempt: true } }),
    expected: 0,
  },
];

describe('Ohio withholding (optional computer formula, 2025, UNCERTAIN brackets)', () => {
  test.each(CASES)('$name', ({ input, expected }) => {
    expect(runStateRule(OH_RULE, input)).toEqual([
      { programId: 'oh-income-tax', amount: expected },
    ]);
  });

  test('cites publications only, in its parameters and in the math it shows', () => {
    const trace: TraceStep[] = [];
    runStateRule(
      OH_RULE,
      makeInput({
        wages: 200_000,
        supplementalWages: 50_000,
        certificate: { exemptions: 1, additionalWithholding: 500 },
      }),
      trace,
    );
    const shown = [
      ...Object.values(OH_RULE.parameters).flatMap((parameter) =>
        parameter.values.map((value) => value.citation),
      ),
      ...trace.map((step) => `${step.label} ${step.citation}`),
    ];
    expect(trace.length).toBeGreaterThan(4);
    expect(shown.flatMap((text) => findProvenanceWords(text))).toEqual([]);
  });
});
