import { describe, expect, test } from 'vitest';

import type { TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { KS_RULE, type KsCertificate } from './rule';

const PERIODS = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

interface Case {
  name: string;
  frequency: keyof typeof PERIODS;
  wages: number;
  certificate?: Partial<KsCertificate>;
  supplementalWages?: number;
  expected: number;
}

function withhold(
  { frequency, wages, certificate = {}, supplementalWages = 0 }: Omit<Case, 'name' | 'expected'>,
  trace?: TraceStep[],
): number {
  const lines = runStateRule(
    KS_RULE,
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
  expect(lines.map((line) => line.programId)).toEqual(['ks-income-tax']);
  return lines[0]!.amount;
}

// KW-100 (Rev. 10-24), percentage formula worked on the year: wages x periods, less the allowance
// amount ($9,160 for the first allowance, or $18,320 for the first two if joint, then $2,320 each),
// taxed by the annual table, divided by the periods and rounded to the cent.
// Single: 0 to $3,605 nothing; 5.2% over $3,605; $1,196 + 5.58% over $26,605.
// Joint: 0 to $8,240 nothing; 5.2% over $8,240; $2,392 + 5.58% over $54,240.
describe('Kansas income tax withholding (KW-100, 2025)', () => {
  test.each<Case>([
    {
      name: "KW-100's example: $2,000 semi-monthly, joint, one dependent (3 allowances)",
      // 2,000 x 24 = 48,000 - (18,320 + 2,320 = 20,640) = 27,360 - 8,240 = 19,120 x 5.2% = 994.24
      // / 24 = 41.4267 -> $41.43 (the booklet's semi-monthly table, rounded to $343, gives $41.44)
      frequency: 'semi-monthly',
      wages: 200_000,
      certificate: { status: 'joint', allowances: 3 },
      expected: 4_143,
    },
    {
      name: 'weekly, single, one allowance, top bracket',
      // 800 x 52 = 41,600 - 9,160 = 32,440 - 26,605 = 5,835 x 5.58% = 325.59 + 1,196 = 1,521.59
      // / 52 = 29.2614 -> $29.26
      frequency: 'weekly',
      wages: 80_000,
      certificate: { allowances: 1 },
      expected: 2_926,
    },
    {
      name: 'bi-weekly without a K-4: single, no allowances',
      // 1,500 x 26 = 39,000 - 26,605 = 12,395 x 5.58% = 691.64 + 1,196 = 1,887.64 / 26 = 72.6015 -> $72.60
      frequency: 'bi-weekly',
      wages: 150_000,
      expected: 7_260,
    },
    {
      name: 'monthly, head of household with one further allowance',
      // 3,000 x 12 = 36,000 - (9,160 + 2,320 = 11,480) = 24,520 - 3,605 = 20,915 x 5.2% = 1,087.58
      // / 12 = 90.6317 -> $90.63
      frequency: 'monthly',
      wages: 300_000,
      certificate: { allowances: 2 },
      expected: 9_063,
    },
    {
      name: 'monthly, joint, 4 allowances, top bracket',
      // 10,000 x 12 = 120,000 - (18,320 + 2 x 2,320 = 22,960) = 97,040 - 54,240 = 42,800 x 5.58%
      // = 2,388.24 + 2,392 = 4,780.24 / 12 = 398.3533 -> $398.35
      frequency: 'monthly',
      wages: 1_000_000,
      certificate: { status: 'joint', allowances: 4 },
      expected: 39_835,
    },
    {
      name: 'joint with a single allowance',
      // 2,000 x 26 = 52,000 - 9,160 = 42,840 - 8,240 = 34,600 x 5.2% = 1,799.20 / 26 = $69.20
      frequency: 'bi-weekly',
      wages: 200_000,
      certificate: { status: 'joint', allowances: 1 },
      expected: 6_920,
    },
    {
      name: 'below the zero bracket',
      // 200 x 52 = 10,400 - 9,160 = 1,240 < 3,605 -> 0
      frequency: 'weekly',
      wages: 20_000,
      certificate: { allowances: 1 },
      expected: 0,
    },
    {
      name: 'an additional amount on the K-4',
      // $72.60 as above + $20.00
      frequency: 'bi-weekly',
      wages: 150_000,
      certificate: { additionalWithholding: 2_000 },
      expected: 9_260,
    },
    {
      name: 'an exempt K-4',
      frequency: 'bi-weekly',
      wages: 150_000,
      certificate: { isExempt: true },
      expected: 0,
    },
  ])('$name', (testCase) => {
    expect(withhold(testCase)).toBe(testCase.expected);
  });

  test('a bonus is withheld at the 5% supplemental rate', () => {
    // Regular $72.60 as above; 5% of the $1,000 bonus = $50.00
    const trace: TraceStep[] = [];
    expect(
      withhold({ frequency: 'bi-weekly', wages: 150_000, supplementalWages: 100_000 }, trace),
    ).toBe(12_260);
    expect(trace.find((step) => step.step === 'state.ks.supplemental')?.amount).toBe(5_000);
  });
});
