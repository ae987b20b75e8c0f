import { describe, expect, test } from 'vitest';

import type { TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { ID_RULE, type IdCertificate } from './rule';

const PERIODS = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

interface Case {
  name: string;
  payDate: string;
  frequency: keyof typeof PERIODS;
  wages: number;
  certificate?: Partial<IdCertificate>;
  supplementalWages?: number;
  expected: number;
}

function withhold(
  {
    payDate,
    frequency,
    wages,
    certificate = {},
    supplementalWages = 0,
  }: Omit<Case, 'name' | 'expected'>,
  trace?: TraceStep[],
): number {
  const lines = runStateRule(
    ID_RULE,
    {
      payDate,
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
  expect(lines.map((line) => line.programId)).toEqual(['id-income-tax']);
  return lines[0]!.amount;
}

// EPB00006, annualized wage method: wages x periods - allowances x ICTCAT; the annual table taxes
// the excess over the zero band; divide by the periods and round to the nearest whole dollar.
// Until April 30, 2025: $3,600 per allowance, 5.695% over $14,600 (single) or $29,200 (married).
// From May 1, 2025: $3,868 per allowance, 5.3% over $15,000 or $30,000.
describe('Idaho income tax withholding (EPB00006, 2025)', () => {
  test.each<Case>([
    {
      name: 'the Tax Commission example: $1,212 bi-weekly, 4 allowances, revised tables',
      // 1,212 x 26 = 31,512 - 4 x 3,868 = 15,472 -> 16,040 - 15,000 = 1,040 x 5.3% = 55.12
      // / 26 = 2.12 -> $2
      payDate: '2025-06-13',
      frequency: 'bi-weekly',
      wages: 121_200,
      certificate: { allowances: 4 },
      expected: 200,
    },
    {
      name: 'the same pay before the revision',
      // 31,512 - 4 x 3,600 = 14,400 -> 17,112 - 14,600 = 2,512 x 5.695% = 143.06 / 26 = 5.502 -> $6
      payDate: '2025-03-14',
      frequency: 'bi-weekly',
      wages: 121_200,
      certificate: { allowances: 4 },
      expected: 600,
    },
    {
      name: 'weekly, married, before the revision',
      // 1,000 x 52 = 52,000 - 29,200 = 22,800 x 5.695% = 1,298.46 / 52 = 24.97 -> $25
      payDate: '2025-04-30',
      frequency: 'weekly',
      wages: 100_000,
      certificate: { filingStatus: 'married' },
      expected: 2_500,
    },
    {
      name: 'weekly, married, from May 1',
      // 52,000 - 30,000 = 22,000 x 5.3% = 1,166.00 / 52 = 22.42 -> $22
      payDate: '2025-05-01',
      frequency: 'weekly',
      wages: 100_000,
      certificate: { filingStatus: 'married' },
      expected: 2_200,
    },
    {
      name: 'married at the single rate uses the single table',
      // 52,000 - 15,000 = 37,000 x 5.3% = 1,961.00 / 52 = 37.71 -> $38
      payDate: '2025-05-01',
      frequency: 'weekly',
      wages: 100_000,
      certificate: { filingStatus: 'married-single-rate' },
      expected: 3_800,
    },
    {
      name: 'semi-monthly, single, 2 allowances',
      // 2,000 x 24 = 48,000 - 7,736 = 40,264 - 15,000 = 25,264 x 5.3% = 1,338.99 / 24 = 55.79 -> $56
      payDate: '2025-09-15',
      frequency: 'semi-monthly',
      wages: 200_000,
      certificate: { allowances: 2 },
      expected: 5_600,
    },
    {
      name: 'monthly, single, just above the zero band before the revision',
      // 1,300 x 12 = 15,600 - 14,600 = 1,000 x 5.695% = 56.95 / 12 = 4.746 -> $5
      payDate: '2025-01-31',
      frequency: 'monthly',
      wages: 130_000,
      expected: 500,
    },
    {
      name: 'the same pay inside the revised zero band',
      // 15,600 - 15,000 = 600 x 5.3% = 31.80 / 12 = 2.65 -> $3
      payDate: '2025-07-31',
      frequency: 'monthly',
      wages: 130_000,
      expected: 300,
    },
    {
      name: 'below the zero band',
      // 1,200 x 12 = 14,400 < 15,000 -> 0
      payDate: '2025-07-31',
      frequency: 'monthly',
      wages: 120_000,
      expected: 0,
    },
    {
      name: 'monthly, high wages',
      // 15,000 x 12 = 180,000 - 3,868 = 176,132 - 15,000 = 161,132 x 5.3% = 8,539.996 -> 8,540.00
      // / 12 = 711.67 -> $712
      payDate: '2025-12-31',
      frequency: 'monthly',
      wages: 1_500_000,
      certificate: { allowances: 1 },
      expected: 71_200,
    },
    {
      name: 'an additional amount on the ID W-4',
      // $22 (weekly married from May, above) + $7.50
      payDate: '2025-05-01',
      frequency: 'weekly',
      wages: 100_000,
      certificate: { filingStatus: 'married', additionalWithholding: 750 },
      expected: 2_950,
    },
    {
      name: 'an exempt ID W-4',
      payDate: '2025-05-01',
      frequency: 'weekly',
      wages: 100_000,
      certificate: { isExempt: true },
      expected: 0,
    },
  ])('$name', (testCase) => {
    expect(withhold(testCase)).toBe(testCase.expected);
  });

  test.each([
    // 5.695% of $1,000 = $56.95 before the revision; 5.3% = $53.00 after it
    { payDate: '2025-02-28', expected: 5_695 },
    { payDate: '2025-08-29', expected: 5_300 },
  ])('a bonus paid separately is withheld at the flat supplemental rate ($payDate)', (testCase) => {
    const trace: TraceStep[] = [];
    expect(
      withhold(
        { payDate: testCase.payDate, frequency: 'monthly', wages: 0, supplementalWages: 100_000 },
        trace,
      ),
    ).toBe(testCase.expected);
    expect(trace.find((step) => step.step === 'state.id.supplemental')?.amount).toBe(
      testCase.expected,
    );
  });
});
