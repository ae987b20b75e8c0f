import { describe, expect, test } from 'vitest';

import { findProvenanceWords } from '../../citation-text';
import type { FilingStatus, FormW4Amounts, PayFrequency, TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { ND_RULE } from './rule';

const PERIODS: Readonly<Record<PayFrequency, number>> = {
  weekly: 52,
  'bi-weekly': 26,
  'semi-monthly': 24,
  monthly: 12,
};

const W4_2020: FormW4Amounts = {
  step2Checkbox: false,
  dependentsAmount: 0,
  otherIncome: 0,
  deductions: 0,
  extraWithholding: 0,
};

function makeInput(input: {
  payFrequency?: PayFrequency;
  status?: FilingStatus;
  wages: number;
  supplementalWages?: number;
  preW4Allowances?: number;
}) {
  const payFrequency = input.payFrequency ?? 'bi-weekly';
  const isPre2020 = input.preW4Allowances !== undefined;
  return {
    payDate: '2025-04-25',
    payFrequency,
    periodsPerYear: PERIODS[payFrequency],
    wages: input.wages,
    supplementalWages: input.supplementalWages ?? 0,
    wagesBefore: 0,
    linesBefore: {},
    federalFilingStatus: input.status ?? 'single',
    ...(isPre2020 ? {} : { federalW4: W4_2020 }),
    federalAllowances: input.preW4Allowances ?? 0,
    federalIncomeTax: 0,
    ficaTax: 0,
  };
}

/*
 * Worked by hand from the 2025 North Dakota annual tables (Single over 55,975 at 1.95%, over
 * 252,325 3,828.83 + 2.50%; Married over 55,488, over 164,038 2,116.73 + 2.50%; Head of household
 * over 76,200, over 282,700 4,026.75 + 2.50%), $5,050 per allowance of a pre-2020 W-4; annual tax
 * to the cent, divided per period and rounded to the nearest dollar. Amounts in cents.
 */
const CASES = [
  {
    // 3,000 x 26 = 78,000 - 55,975 = 22,025 x 1.95% = 429.49 / 26 = 16.52 -> 17
    name: 'single, 2020 W-4, bi-weekly',
    input: makeInput({ wages: 300_000 }),
    expected: 1_700,
  },
  {
    // 8,000 x 12 = 96,000 - 55,488 = 40,512 x 1.95% = 789.98 / 12 = 65.83 -> 66
    name: 'married filing jointly, 2020 W-4, monthly',
    input: makeInput({ payFrequency: 'monthly', status: 'married-joint', wages: 800_000 }),
    expected: 6_600,
  },
  {
    // 2,000 x 52 = 104,000 - 76,200 = 27,800 x 1.95% = 542.10 / 52 = 10.425 -> 10.43 -> 10
    name: 'head of household, 2020 W-4, weekly',
    input: makeInput({ payFrequency: 'weekly', status: 'head-of-household', wages: 200_000 }),
    expected: 1_000,
  },
  {
    // 78,000 - 2 x 5,050 = 67,900; - 55,975 = 11,925 x 1.95% = 232.54 / 26 = 8.94 -> 9
    name: 'single, pre-2020 W-4 with 2 allowances',
    input: makeInput({ wages: 300_000, preW4Allowances: 2 }),
    expected: 900,
  },
  {
    // 25,000 x 12 = 300,000; over 252,325: 3,828.83 + 2.5% x 47,675 = 5,020.71 / 12 = 418.39 -> 418
    name: 'top bracket, monthly',
    input: makeInput({ payFrequency: 'monthly', wages: 2_500_000 }),
    expected: 41_800,
  },
  {
    // 2,400 x 24 = 57,600 - 55,975 = 1,625 x 1.95% = 31.69 / 24 = 1.32 -> 1
    name: 'just above the zero band, semi-monthly',
    input: makeInput({ payFrequency: 'semi-monthly', wages: 240_000 }),
    expected: 100,
  },
  {
    // 1,000 x 52 = 52,000: under 55,975
    name: 'inside the zero band',
    input: makeInput({ payFrequency: 'weekly', wages: 100_000 }),
    expected: 0,
  },
  {
    // 17 as in the first case + 1.5% x 1,000 = 15.00 -> 32.00
    name: 'bonus at the supplemental rate',
    input: makeInput({ wages: 300_000, supplementalWages: 100_000 }),
    expected: 3_200,
  },
];

describe('North Dakota withholding (2025 rates and instructions)', () => {
  test.each(CASES)('$name', ({ input, expected }) => {
    expect(runStateRule(ND_RULE, input)).toEqual([
      { programId: 'nd-income-tax', amount: expected },
    ]);
  });

  test('cites publications only, in its parameters and in the math it shows', () => {
    const trace: TraceStep[] = [];
    runStateRule(
      ND_RULE,
      makeInput({ wages: 300_000, supplementalWages: 50_000, preW4Allowances: 1 }),
      trace,
    );
    const shown = [
      ...Object.values(ND_RULE.parameters).flatMap((parameter) =>
        parameter.values.map((value) => value.citation),
      ),
      ...trace.map((step) => `${step.label} ${step.citation}`),
    ];
    expect(trace.length).toBeGreaterThan(4);
    expect(shown.flatMap((text) => findProvenanceWords(text))).toEqual([]);
  });
});
