import { describe, expect, test } from 'vitest';

import { findProvenanceWords } from '../../citation-text';
import type { PayFrequency, TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { NJ_RULE } from './rule';

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
  certificate?: Partial<typeof NJ_RULE.certificate.defaults>;
}) {
  const payFrequency = input.payFrequency ?? 'bi-weekly';
  return {
    payDate: '2025-05-16',
    payFrequency,
    periodsPerYear: PERIODS[payFrequency],
    wages: input.wages,
    supplementalWages: input.supplementalWages ?? 0,
    wagesBefore: input.wagesBefore ?? 0,
    linesBefore: {},
    federalFilingStatus: 'single' as const,
    federalAllowances: 0,
    federalIncomeTax: 0,
    ficaTax: 0,
    certificate: input.certificate,
  };
}

function lines(income: number, uiWf: number, tdi: number, fli: number) {
  return [
    { programId: 'nj-income-tax', amount: income },
    { programId: 'nj-ui-wf', amount: uiWf },
    { programId: 'nj-tdi', amount: tdi },
    { programId: 'nj-fli', amount: fli },
  ];
}

/*
 * Worked by hand from the NJ-WT annual rate tables ("over ... but not over", $1,000 per allowance),
 * annual tax to the cent divided per period half up; UI/WF 0.425% to $43,300, TDI 0.23% and FLI
 * 0.33% to $165,400, each rounded on the year to date. Amounts in cents.
 */
const CASES = [
  {
    // Rate A: 1,000 x 52 = 52,000 - 1,000 = 51,000; over 40,000: 795 + 6.1% x 11,000 = 1,466.00
    // / 52 = 28.192 -> 28.19 (the printed weekly table gives 28.20: 980.80 over 769, 15.28 + 12.92)
    // UI/WF 0.425% x 1,000 = 4.25; TDI 0.23% = 2.30; FLI 0.33% = 3.30
    name: 'single (Rate A), 1 allowance, weekly',
    input: makeInput({ payFrequency: 'weekly', wages: 100_000, certificate: { allowances: 1 } }),
    expected: lines(2_819, 425, 230, 330),
  },
  {
    // Rate B: 3,000 x 26 = 78,000 - 2,000 = 76,000; over 70,000: 1,440 + 3.9% x 6,000 = 1,674 / 26
    // = 64.385 -> 64.38; UI/WF 12.75; TDI 6.90; FLI 9.90
    name: 'married joint (Rate B), 2 allowances, bi-weekly',
    input: makeInput({
      wages: 300_000,
      certificate: { status: 'married-joint', allowances: 2 },
    }),
    expected: lines(6_438, 1_275, 690, 990),
  },
  {
    // Rate C from line 3: 4,000 x 24 = 96,000; over 60,000: 1,390 + 5.6% x 36,000 = 3,406 / 24
    // = 141.917 -> 141.92; UI/WF 17.00; TDI 9.20; FLI 13.20
    name: 'wage chart Rate C, semi-monthly',
    input: makeInput({
      payFrequency: 'semi-monthly',
      wages: 400_000,
      certificate: { status: 'married-joint', rateLetter: 'C' },
    }),
    expected: lines(14_192, 1_700, 920, 1_320),
  },
  {
    // Rate D: 10,000 x 12 = 120,000 - 3,000 = 117,000; over 60,000: 1,610 + 5.6% x 57,000 = 4,802
    // / 12 = 400.167 -> 400.17; UI/WF 42.50; TDI 23.00; FLI 33.00
    name: 'wage chart Rate D, 3 allowances, monthly',
    input: makeInput({
      payFrequency: 'monthly',
      wages: 1_000_000,
      certificate: { status: 'head-of-household', rateLetter: 'D', allowances: 3 },
    }),
    expected: lines(40_017, 4_250, 2_300, 3_300),
  },
  {
    // Rate E: 2,000 x 52 = 104,000; over 100,000: 4,370 + 6.5% x 4,000 = 4,630 / 52 = 89.038 -> 89.04
    // UI/WF 8.50; TDI 4.60; FLI 6.60
    name: 'wage chart Rate E, weekly',
    input: makeInput({ payFrequency: 'weekly', wages: 200_000, certificate: { rateLetter: 'E' } }),
    expected: lines(8_904, 850, 460, 660),
  },
  {
    // Rate A top row: 100,000 x 12 = 1,200,000; over 1,000,000: 82,180 + 11.8% x 200,000 = 105,780
    // / 12 = 8,815.00. UI/WF on 43,300: 184.025 -> 184.03; TDI/FLI on 100,000: 230.00 and 330.00
    name: 'top bracket, monthly, UI base reached in one paycheck',
    input: makeInput({ payFrequency: 'monthly', wages: 10_000_000 }),
    expected: lines(881_500, 18_403, 23_000, 33_000),
  },
  {
    // Rate A, 0: with bonus 3,000 x 26 = 78,000; over 75,000: 2,930 + 7% x 3,000 = 3,140 / 26 = 120.77
    // (regular alone 52,000: 795 + 6.1% x 12,000 = 1,527 / 26 = 58.73; bonus share 62.04)
    // contributions on 3,000: UI/WF 12.75; TDI 6.90; FLI 9.90
    name: 'bonus added to regular wages',
    input: makeInput({ wages: 200_000, supplementalWages: 100_000 }),
    expected: lines(12_077, 1_275, 690, 990),
  },
  {
    // 1,000 x 26 = 26,000; over 20,000: 300 + 2% x 6,000 = 420 / 26 = 16.154 -> 16.15
    // UI/WF: 43,300 x 0.425% = 184.03 less 43,000 x 0.425% = 182.75 -> 1.28 on the last 300
    // TDI 101.20 - 98.90 = 2.30; FLI 145.20 - 141.90 = 3.30
    name: 'crosses the UI/WF wage base',
    input: makeInput({ wages: 100_000, wagesBefore: 4_300_000 }),
    expected: lines(1_615, 128, 230, 330),
  },
  {
    // income tax 16.15 as above; UI/WF base long reached: 0
    // TDI 165,400 x 0.23% = 380.42 - 165,000 x 0.23% = 379.50 -> 0.92; FLI 545.82 - 544.50 = 1.32
    name: 'crosses the TDI/FLI wage base',
    input: makeInput({ wages: 100_000, wagesBefore: 16_500_000 }),
    expected: lines(1_615, 0, 92, 132),
  },
  {
    // exempt from income tax; contributions still due: 4.25 / 2.30 / 3.30 on 1,000
    name: 'exempt, contributions still withheld',
    input: makeInput({ payFrequency: 'weekly', wages: 100_000, certificate: { isExempt: true } }),
    expected: lines(0, 425, 230, 330),
  },
];

describe('New Jersey withholding (NJ-WT rate tables, 2025 contributions)', () => {
  test.each(CASES)('$name', ({ input, expected }) => {
    expect(runStateRule(NJ_RULE, input)).toEqual(expected);
  });

  test('cites publications only, in its parameters and in the math it shows', () => {
    const trace: TraceStep[] = [];
    runStateRule(
      NJ_RULE,
      makeInput({
        wages: 200_000,
        supplementalWages: 100_000,
        certificate: { allowances: 1, additionalWithholding: 500 },
      }),
      trace,
    );
    const shown = [
      ...Object.values(NJ_RULE.parameters).flatMap((parameter) =>
        parameter.values.map((value) => value.citation),
      ),
      ...trace.map((step) => `${step.label} ${step.citation}`),
    ];
    expect(trace.length).toBeGreaterThan(4);
    expect(shown.flatMap((text) => findProvenanceWords(text))).toEqual([]);
  });
});
