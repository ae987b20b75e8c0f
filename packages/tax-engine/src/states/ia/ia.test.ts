import { describe, expect, test } from 'vitest';

import type { TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { IA_RULE, type IaCertificate } from './rule';

const PERIODS = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

interface Case {
  name: string;
  frequency: keyof typeof PERIODS;
  wages: number;
  certificate?: Partial<IaCertificate>;
  supplementalWages?: number;
  expected: number;
}

function withhold(
  { frequency, wages, certificate = {}, supplementalWages = 0 }: Omit<Case, 'name' | 'expected'>,
  trace?: TraceStep[],
): number {
  const lines = runStateRule(
    IA_RULE,
    {
      payDate: '2025-05-15',
      payFrequency: frequency,
      periodsPerYear: PERIODS[frequency],
      wages,
      supplementalWages,
      wagesBefore: 0,
      linesBefore: {},
      federalFilingStatus: 'married-joint',
      federalAllowances: 0,
      federalIncomeTax: 0,
      ficaTax: 0,
      certificate,
    },
    trace,
  );
  expect(lines.map((line) => line.programId)).toEqual(['ia-income-tax']);
  return lines[0]!.amount;
}

// Iowa Withholding Formula (wages paid from January 1, 2025): T1 = G - D, T2 = T1 x 3.80%,
// T3 = T2 - W/P with W the IA W-4 allowance amount ($40 per allowance on a 2023-or-earlier form). Worked on the year: ((G x P - D) x 3.8% - W) / P,
// rounded to the cent, never below zero.
describe('Iowa income tax withholding (2025 formula)', () => {
  test.each<Case>([
    {
      name: "the formula's example 1: $2,100 bi-weekly, other, $40 of allowances",
      // 2,100 x 26 = 54,600 - 12,000 = 42,600 x 3.8% = 1,618.80 - 40 = 1,578.80 / 26 = 60.7231 -> $60.72
      frequency: 'bi-weekly',
      wages: 210_000,
      certificate: { allowanceAmount: 4_000 },
      expected: 6_072,
    },
    {
      name: 'weekly, head of household, $80 of allowances',
      // 900 x 52 = 46,800 - 18,050 = 28,750 x 3.8% = 1,092.50 - 80 = 1,012.50 / 52 = 19.4712 -> $19.47
      frequency: 'weekly',
      wages: 90_000,
      certificate: { filingStatus: 'head-of-household', allowanceAmount: 8_000 },
      expected: 1_947,
    },
    {
      name: 'semi-monthly, married with one earner, 3 allowances on a 2023 IA W-4',
      // 3,000 x 24 = 72,000 - 24,050 = 47,950 x 3.8% = 1,822.10 - 120 = 1,702.10 / 24 = 70.9208 -> $70.92
      frequency: 'semi-monthly',
      wages: 300_000,
      certificate: { filingStatus: 'married-joint-one-earner', legacyAllowances: 3 },
      expected: 7_092,
    },
    {
      name: 'monthly at the deduction: nothing to withhold',
      // 1,000 x 12 = 12,000 - 12,000 = 0
      frequency: 'monthly',
      wages: 100_000,
      expected: 0,
    },
    {
      name: 'monthly just above the deduction',
      // 1,100 x 12 = 13,200 - 12,000 = 1,200 x 3.8% = 45.60 - 40 = 5.60 / 12 = 0.4667 -> $0.47
      frequency: 'monthly',
      wages: 110_000,
      certificate: { allowanceAmount: 4_000 },
      expected: 47,
    },
    {
      name: 'allowances larger than the tax withhold nothing',
      // 1,050 x 12 = 12,600 - 12,000 = 600 x 3.8% = 22.80 - 80 < 0 -> 0
      frequency: 'monthly',
      wages: 105_000,
      certificate: { allowanceAmount: 8_000 },
      expected: 0,
    },
    {
      name: 'monthly, high wages, no certificate',
      // 20,000 x 12 = 240,000 - 12,000 = 228,000 x 3.8% = 8,664.00 / 12 = $722.00
      frequency: 'monthly',
      wages: 2_000_000,
      expected: 72_200,
    },
    {
      name: 'an additional amount on the IA W-4',
      // $60.72 as in example 1 + $15.00
      frequency: 'bi-weekly',
      wages: 210_000,
      certificate: { allowanceAmount: 4_000, additionalWithholding: 1_500 },
      expected: 7_572,
    },
    {
      name: 'an exempt IA W-4',
      frequency: 'bi-weekly',
      wages: 210_000,
      certificate: { isExempt: true },
      expected: 0,
    },
  ])('$name', (testCase) => {
    expect(withhold(testCase)).toBe(testCase.expected);
  });

  test('a bonus is withheld at the 3.8% supplemental rate', () => {
    // Regular $60.72 as in example 1; 3.8% of the $900 bonus = $34.20
    const trace: TraceStep[] = [];
    expect(
      withhold(
        {
          frequency: 'bi-weekly',
          wages: 210_000,
          supplementalWages: 90_000,
          certificate: { allowanceAmount: 4_000 },
        },
        trace,
      ),
    ).toBe(9_492);
    expect(trace.find((step) => step.step === 'state.ia.supplemental')?.amount).toBe(3_420);
  });
});
