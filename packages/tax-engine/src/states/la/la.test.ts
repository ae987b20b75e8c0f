import { describe, expect, test } from 'vitest';

import type { TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { LA_RULE, type LaCertificate } from './rule';

const PERIODS = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

interface Case {
  name: string;
  frequency: keyof typeof PERIODS;
  wages: number;
  certificate?: Partial<LaCertificate>;
  supplementalWages?: number;
  expected: number;
}

function withhold(
  { frequency, wages, certificate = {}, supplementalWages = 0 }: Omit<Case, 'name' | 'expected'>,
  trace?: TraceStep[],
): number {
  const lines = runStateRule(
    LA_RULE,
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
  expect(lines.map((line) => line.programId)).toEqual(['la-income-tax']);
  return lines[0]!.amount;
}

// R-1306 (1/25), computer formulas: W = (S - D/N) x .0309, where D is $0, $12,500 or $25,000 by the
// L-4 Block A claim. Worked on the year: (S x N - D) x 3.09% / N, rounded to the cent.
describe('Louisiana income tax withholding (R-1306, 2025)', () => {
  test.each<Case>([
    {
      name: 'R-1306 example 1: $700 weekly, claim 1',
      // 700 x 52 = 36,400 - 12,500 = 23,900 x 3.09% = 738.51 / 52 = 14.2021 -> $14.20
      frequency: 'weekly',
      wages: 70_000,
      certificate: { deductionClaim: '1' },
      expected: 1_420,
    },
    {
      name: 'bi-weekly, claim 2',
      // 4,600 x 26 = 119,600 - 25,000 = 94,600 x 3.09% = 2,923.14 / 26 = 112.4285 -> $112.43
      frequency: 'bi-weekly',
      wages: 460_000,
      certificate: { deductionClaim: '2' },
      expected: 11_243,
    },
    {
      name: 'semi-monthly without an L-4: no standard deduction',
      // 2,000 x 24 = 48,000 x 3.09% = 1,483.20 / 24 = $61.80
      frequency: 'semi-monthly',
      wages: 200_000,
      expected: 6_180,
    },
    {
      name: 'monthly, claim 2, below the deduction',
      // 1,000 x 12 = 12,000 - 25,000 -> taxable 0
      frequency: 'monthly',
      wages: 100_000,
      certificate: { deductionClaim: '2' },
      expected: 0,
    },
    {
      name: 'monthly, claim 2, just above the deduction',
      // 2,200 x 12 = 26,400 - 25,000 = 1,400 x 3.09% = 43.26 / 12 = 3.605 -> $3.61
      frequency: 'monthly',
      wages: 220_000,
      certificate: { deductionClaim: '2' },
      expected: 361,
    },
    {
      name: 'an additional amount on the L-4',
      // $61.80 as above + $10.00
      frequency: 'semi-monthly',
      wages: 200_000,
      certificate: { additionalWithholding: 1_000 },
      expected: 7_180,
    },
  ])('$name', (testCase) => {
    expect(withhold(testCase)).toBe(testCase.expected);
  });

  test('a bonus is withheld with the pay it comes with', () => {
    // 1,000 x 52 = 52,000 - 12,500 = 39,500 x 3.09% = 1,220.55 / 52 = 23.4721 -> $23.47;
    // regular alone $14.20, so $9.27 on the $300 bonus.
    const trace: TraceStep[] = [];
    expect(
      withhold(
        {
          frequency: 'weekly',
          wages: 70_000,
          supplementalWages: 30_000,
          certificate: { deductionClaim: '1' },
        },
        trace,
      ),
    ).toBe(2_347);
    expect(trace.find((step) => step.step === 'state.la.supplemental')?.amount).toBe(927);
  });
});
