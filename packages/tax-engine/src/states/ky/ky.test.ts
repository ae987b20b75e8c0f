import { describe, expect, test } from 'vitest';

import type { TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { KY_RULE, type KyCertificate } from './rule';

const PERIODS = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

interface Case {
  name: string;
  frequency: keyof typeof PERIODS;
  wages: number;
  certificate?: Partial<KyCertificate>;
  supplementalWages?: number;
  expected: number;
}

function withhold(
  { frequency, wages, certificate = {}, supplementalWages = 0 }: Omit<Case, 'name' | 'expected'>,
  trace?: TraceStep[],
): number {
  const lines = runStateRule(
    KY_RULE,
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
  expect(lines.map((line) => line.programId)).toEqual(['ky-income-tax']);
  return lines[0]!.amount;
}

// Kentucky Withholding Tax Formula 2025, 42A003(TCF): wages x periods, less $3,270, x 4%, divided
// by the periods and rounded to the cent. Filing status plays no part.
describe('Kentucky income tax withholding (42A003(TCF), 2025)', () => {
  test.each<Case>([
    {
      name: 'weekly',
      // 1,000 x 52 = 52,000 - 3,270 = 48,730 x 4% = 1,949.20 / 52 = 37.4846 -> $37.48
      frequency: 'weekly',
      wages: 100_000,
      expected: 3_748,
    },
    {
      name: 'bi-weekly',
      // 1,500 x 26 = 39,000 - 3,270 = 35,730 x 4% = 1,429.20 / 26 = 54.9692 -> $54.97
      frequency: 'bi-weekly',
      wages: 150_000,
      expected: 5_497,
    },
    {
      name: 'semi-monthly',
      // 2,500 x 24 = 60,000 - 3,270 = 56,730 x 4% = 2,269.20 / 24 = $94.55
      frequency: 'semi-monthly',
      wages: 250_000,
      expected: 9_455,
    },
    {
      name: 'monthly, high wages',
      // 10,000 x 12 = 120,000 - 3,270 = 116,730 x 4% = 4,669.20 / 12 = $389.10
      frequency: 'monthly',
      wages: 1_000_000,
      expected: 38_910,
    },
    {
      name: 'just above the standard deduction',
      // 300 x 12 = 3,600 - 3,270 = 330 x 4% = 13.20 / 12 = $1.10
      frequency: 'monthly',
      wages: 30_000,
      expected: 110,
    },
    {
      name: 'below the standard deduction',
      // 60 x 52 = 3,120 - 3,270 -> taxable 0
      frequency: 'weekly',
      wages: 6_000,
      expected: 0,
    },
    {
      name: 'an additional amount on the K-4',
      // $37.48 as above + $5.00
      frequency: 'weekly',
      wages: 100_000,
      certificate: { additionalWithholding: 500 },
      expected: 4_248,
    },
    {
      name: 'an exempt K-4',
      frequency: 'weekly',
      wages: 100_000,
      certificate: { isExempt: true },
      expected: 0,
    },
  ])('$name', (testCase) => {
    expect(withhold(testCase)).toBe(testCase.expected);
  });

  test('a bonus is added to the regular wages of the period (103 KAR 18:070)', () => {
    // 2,000 x 26 = 52,000 - 3,270 = 48,730 x 4% = 1,949.20 / 26 = 74.9692 -> $74.97;
    // regular alone $54.97, so $20.00 on the $500 bonus.
    const trace: TraceStep[] = [];
    expect(
      withhold({ frequency: 'bi-weekly', wages: 150_000, supplementalWages: 50_000 }, trace),
    ).toBe(7_497);
    expect(trace.find((step) => step.step === 'state.ky.supplemental')?.amount).toBe(2_000);
  });
});
