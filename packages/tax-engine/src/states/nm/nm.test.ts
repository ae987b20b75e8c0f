import { describe, expect, test } from 'vitest';

import { findProvenanceWords } from '../../citation-text';
import type { FilingStatus, PayFrequency, TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { NM_RULE } from './rule';

const PERIODS: Readonly<Record<PayFrequency, number>> = {
  weekly: 52,
  'bi-weekly': 26,
  'semi-monthly': 24,
  monthly: 12,
};

function makeInput(input: {
  payFrequency?: PayFrequency;
  status?: FilingStatus;
  wages: number;
  supplementalWages?: number;
}) {
  const payFrequency = input.payFrequency ?? 'bi-weekly';
  return {
    payDate: '2025-08-01',
    payFrequency,
    periodsPerYear: PERIODS[payFrequency],
    wages: input.wages,
    supplementalWages: input.supplementalWages ?? 0,
    wagesBefore: 0,
    linesBefore: {},
    federalFilingStatus: input.status ?? 'single',
    federalAllowances: 0,
    federalIncomeTax: 0,
    ficaTax: 0,
  };
}

/*
 * Worked by hand from the FYI-104 (2025) annual tables ("over ... but not over"), the federal W-4
 * status picking the table; annual tax to the cent, divided per period half up. Amounts in cents.
 */
const CASES = [
  {
    // 2,000 x 26 = 52,000; over 41,000: 1,165.50 + 4.7% x 11,000 = 1,682.50 / 26 = 64.712 -> 64.71
    name: 'single, bi-weekly',
    input: makeInput({ wages: 200_000 }),
    expected: 6_471,
  },
  {
    // 6,000 x 12 = 72,000; over 65,000: 1,739 + 4.7% x 7,000 = 2,068 / 12 = 172.333 -> 172.33
    name: 'married filing jointly, monthly',
    input: makeInput({ payFrequency: 'monthly', status: 'married-joint', wages: 600_000 }),
    expected: 17_233,
  },
  {
    // 800 x 52 = 41,600; over 36,250: 664 + 4.3% x 5,350 = 894.05 / 52 = 17.193 -> 17.19
    name: 'head of household, weekly',
    input: makeInput({ payFrequency: 'weekly', status: 'head-of-household', wages: 80_000 }),
    expected: 1_719,
  },
  {
    // 10,000 x 24 = 240,000 on the single table; over 217,500: 9,748 + 5.9% x 22,500 = 11,075.50
    // / 24 = 461.479 -> 461.48
    name: 'married filing separately uses the single table, top bracket, semi-monthly',
    input: makeInput({
      payFrequency: 'semi-monthly',
      status: 'married-separate',
      wages: 1_000_000,
    }),
    expected: 46_148,
  },
  {
    // 150 x 52 = 7,800; over 7,500: 1.5% x 300 = 4.50 / 52 = 0.0865 -> 0.09
    name: 'just above the zero band',
    input: makeInput({ payFrequency: 'weekly', wages: 15_000 }),
    expected: 9,
  },
  {
    // 100 x 52 = 5,200: under 7,500
    name: 'inside the zero band',
    input: makeInput({ payFrequency: 'weekly', wages: 10_000 }),
    expected: 0,
  },
  {
    // 64.71 as in the first case + 5.9% x 500 = 29.50 -> 94.21
    name: 'bonus at the supplemental rate',
    input: makeInput({ wages: 200_000, supplementalWages: 50_000 }),
    expected: 9_421,
  },
];

describe('New Mexico withholding (FYI-104, 2025)', () => {
  test.each(CASES)('$name', ({ input, expected }) => {
    expect(runStateRule(NM_RULE, input)).toEqual([
      { programId: 'nm-income-tax', amount: expected },
    ]);
  });

  test('cites publications only, in its parameters and in the math it shows', () => {
    const trace: TraceStep[] = [];
    runStateRule(NM_RULE, makeInput({ wages: 200_000, supplementalWages: 50_000 }), trace);
    const shown = [
      ...Object.values(NM_RULE.parameters).flatMap((parameter) =>
        parameter.values.map((value) => value.citation),
      ),
      ...trace.map((step) => `${step.label} ${step.citation}`),
    ];
    expect(trace.length).toBeGreaterThan(4);
    expect(shown.flatMap((text) => findProvenanceWords(text))).toEqual([]);
  });
});
