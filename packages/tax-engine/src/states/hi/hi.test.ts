import { describe, expect, test } from 'vitest';

import type { TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { HI_RULE, type HiCertificate } from './rule';

const PERIODS = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

interface Case {
  name: string;
  frequency: keyof typeof PERIODS;
  wages: number;
  certificate?: Partial<HiCertificate>;
  supplementalWages?: number;
  expected: { incomeTax: number; tdi: number };
}

function withhold(
  { frequency, wages, certificate = {}, supplementalWages = 0 }: Omit<Case, 'name' | 'expected'>,
  trace?: TraceStep[],
): { incomeTax: number; tdi: number } {
  const lines = runStateRule(
    HI_RULE,
    {
      payDate: '2025-08-15',
      payFrequency: frequency,
      periodsPerYear: PERIODS[frequency],
      wages,
      supplementalWages,
      wagesBefore: 0,
      linesBefore: {},
      federalFilingStatus: 'single',
      federalAllowances: 0,
      federalIncomeTax: 0,
      ficaTax: 0,
      certificate,
    },
    trace,
  );
  expect(lines.map((line) => line.programId)).toEqual(['hi-income-tax', 'hi-tdi']);
  return { incomeTax: lines[0]!.amount, tdi: lines[1]!.amount };
}

// Booklet A (Rev. 2025), Appendix 1, Part 1: wages x periods, less $1,144 per allowance and the
// $1,650 lump sum allowance, taxed by the annual table (C + D x excess over E), divided by the
// periods, rounded to the cent. TDI: 0.5% of wages up to $1,441.72 a week (x 52 / periods).
describe('Hawaii income tax and TDI withholding (Booklet A, 2025)', () => {
  test.each<Case>([
    {
      name: 'weekly, single, 3 allowances',
      // 500 x 52 = 26,000 - 3,432 - 1,650 = 20,918; single over 19,200: 552 + 6.4% x 1,718
      // = 661.95 / 52 = 12.7298 -> $12.73. TDI 0.5% x 500 = $2.50
      frequency: 'weekly',
      wages: 50_000,
      certificate: { allowances: 3 },
      expected: { incomeTax: 1_273, tdi: 250 },
    },
    {
      name: 'bi-weekly, married, 2 allowances',
      // 2,000 x 26 = 52,000 - 2,288 - 1,650 = 48,062; married over 48,000: 1,718 + 6.8% x 62
      // = 1,722.22 / 26 = 66.2392 -> $66.24. TDI 0.5% x 2,000 = $10.00
      frequency: 'bi-weekly',
      wages: 200_000,
      certificate: { filingStatus: 'married', allowances: 2 },
      expected: { incomeTax: 6_624, tdi: 1_000 },
    },
    {
      name: 'semi-monthly without an HW-4: single, no allowances',
      // 1,000 x 24 = 24,000 - 1,650 = 22,350; over 19,200: 552 + 6.4% x 3,150 = 753.60 / 24 = $31.40.
      // TDI $5.00
      frequency: 'semi-monthly',
      wages: 100_000,
      expected: { incomeTax: 3_140, tdi: 500 },
    },
    {
      name: 'monthly, married, high wages',
      // 15,000 x 12 = 180,000 - 1,650 = 178,350; married over 96,000: 5,078 + 7.6% x 82,350
      // = 11,336.60 / 12 = 944.7167 -> $944.72. TDI capped: 1,441.72 x 52 / 12 = 6,247.45 x 0.5%
      // = 31.237 -> $31.24
      frequency: 'monthly',
      wages: 1_500_000,
      certificate: { filingStatus: 'married' },
      expected: { incomeTax: 94_472, tdi: 3_124 },
    },
    {
      name: 'monthly, single, top bracket',
      // 12,000 x 12 = 144,000 - 1,144 - 1,650 = 141,206; over 125,000: 8,391 + 7.9% x 16,206
      // = 9,671.27 / 12 = 805.9392 -> $805.94. TDI capped at $31.24 as above
      frequency: 'monthly',
      wages: 1_200_000,
      certificate: { allowances: 1 },
      expected: { incomeTax: 80_594, tdi: 3_124 },
    },
    {
      name: 'married at the higher single rate uses the single table',
      // 2,000 x 26 = 52,000 - 2,288 - 1,650 = 48,062; single over 48,000: 2,539 + 7.6% x 62
      // = 2,543.71 / 26 = 97.8350 -> $97.84 (97.835 exactly: 254,371 / 26 cents). TDI $10.00
      frequency: 'bi-weekly',
      wages: 200_000,
      certificate: { filingStatus: 'married-single-rate', allowances: 2 },
      expected: { incomeTax: 9_784, tdi: 1_000 },
    },
    {
      name: 'a small wage just above the lump sum allowance',
      // 40 x 52 = 2,080 - 1,650 = 430 x 1.4% = 6.02 / 52 = 0.1158 -> $0.12. TDI 0.5% x 40 = $0.20
      frequency: 'weekly',
      wages: 4_000,
      expected: { incomeTax: 12, tdi: 20 },
    },
    {
      name: 'a wage below the lump sum allowance',
      // 30 x 52 = 1,560 - 1,650 -> 0. TDI 0.5% x 30 = $0.15
      frequency: 'weekly',
      wages: 3_000,
      expected: { incomeTax: 0, tdi: 15 },
    },
    {
      name: 'weekly wages above the TDI wage base',
      // Income tax: 2,000 x 52 = 104,000 - 1,650 = 102,350; single over 48,000: 2,539 + 7.6% x
      // 54,350 = 6,669.60 / 52 = 128.2615 -> $128.26. TDI: 0.5% x 1,441.72 = 7.2086 -> $7.21
      frequency: 'weekly',
      wages: 200_000,
      expected: { incomeTax: 12_826, tdi: 721 },
    },
    {
      name: 'bi-weekly wages above two weeks of the TDI wage base',
      // Income tax: 4,000 x 26 = 104,000 - 1,650 = 102,350 as above: 6,669.60 / 26 = 256.5231 ->
      // $256.52. TDI: 0.5% x 2,883.44 = 14.4172 -> $14.42
      frequency: 'bi-weekly',
      wages: 400_000,
      expected: { incomeTax: 25_652, tdi: 1_442 },
    },
    {
      name: 'semi-monthly wages above the TDI wage base',
      // Income tax: 5,000 x 24 = 120,000 - 1,650 = 118,350; over 48,000: 2,539 + 7.6% x 70,350
      // = 7,885.60 / 24 = 328.5667 -> $328.57. TDI: 1,441.72 x 52 / 24 = 3,123.73 x 0.5% = 15.6187 -> $15.62
      frequency: 'semi-monthly',
      wages: 500_000,
      expected: { incomeTax: 32_857, tdi: 1_562 },
    },
    {
      name: 'an additional amount agreed with the employer',
      // $12.73 as in the first case + $5.00
      frequency: 'weekly',
      wages: 50_000,
      certificate: { allowances: 3, additionalWithholding: 500 },
      expected: { incomeTax: 1_773, tdi: 250 },
    },
  ])('$name', (testCase) => {
    expect(withhold(testCase)).toEqual(testCase.expected);
  });

  test('a bonus is withheld with the pay it comes with, and is TDI wages', () => {
    // 3,000 x 26 = 78,000 - 2,288 - 1,650 = 74,062; married over 72,000: 3,350 + 7.2% x 2,062
    // = 3,498.46 / 26 = 134.5562 -> $134.56; regular alone $66.24, so $68.32 on the $1,000 bonus.
    // TDI: 0.5% x 2,883.44 (two weeks' base; wages $3,000) = $14.42
    const trace: TraceStep[] = [];
    expect(
      withhold(
        {
          frequency: 'bi-weekly',
          wages: 200_000,
          supplementalWages: 100_000,
          certificate: { filingStatus: 'married', allowances: 2 },
        },
        trace,
      ),
    ).toEqual({ incomeTax: 13_456, tdi: 1_442 });
    expect(trace.find((step) => step.step === 'state.hi.supplemental')?.amount).toBe(6_832);
  });
});
