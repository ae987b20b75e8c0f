import { describe, expect, test } from 'vitest';

import type { TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { IL_RULE, type IlCertificate } from './rule';

type Certificate = Partial<IlCertificate>;

interface Case {
  name: string;
  frequency: keyof typeof PERIODS;
  wages: number;
  certificate: Certificate;
  expected: number;
}

const PERIODS = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

function withhold(
  payFrequency: keyof typeof PERIODS,
  wages: number,
  certificate: Certificate = {},
  supplementalWages = 0,
  trace?: TraceStep[],
): number {
  const lines = runStateRule(
    IL_RULE,
    {
      payDate: '2025-03-14',
      payFrequency,
      periodsPerYear: PERIODS[payFrequency],
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
  expect(lines.map((line) => line.programId)).toEqual(['il-income-tax']);
  return lines[0]!.amount;
}

// Booklet IL-700-T (R-12/24), page 4, "Automated payroll method":
// tax = 4.95% x (wages - (Line 1 x $2,850 + Line 2 x $1,000) / pay periods in the year).
// Worked here on the year: 4.95% x (wages x periods - allowances) / periods, rounded to the cent.
describe('Illinois income tax withholding (IL-700-T, 2025)', () => {
  test.each<Case>([
    {
      name: 'the booklet example: $800 weekly, 2 Line 1 and 2 Line 2 allowances',
      // 800 x 52 = 41,600 - (2 x 2,850 + 2 x 1,000 = 7,700) = 33,900 x 4.95% = 1,678.05 / 52 = 32.270 -> $32.27
      frequency: 'weekly',
      wages: 80_000,
      certificate: { basicAllowances: 2, additionalAllowances: 2 },
      expected: 3_227,
    },
    {
      name: 'bi-weekly, one basic allowance',
      // 2,000 x 26 = 52,000 - 2,850 = 49,150 x 4.95% = 2,432.925 / 26 = 93.574 -> $93.57
      frequency: 'bi-weekly',
      wages: 200_000,
      certificate: { basicAllowances: 1 },
      expected: 9_357,
    },
    {
      name: 'semi-monthly without a certificate: no allowances',
      // 3,000 x 24 = 72,000 x 4.95% = 3,564.00 / 24 = $148.50
      frequency: 'semi-monthly',
      wages: 300_000,
      certificate: {},
      expected: 14_850,
    },
    {
      name: 'monthly, 3 basic and 1 additional allowance',
      // 5,000 x 12 = 60,000 - 8,550 - 1,000 = 50,450 x 4.95% = 2,497.275 / 12 = 208.106 -> $208.11
      frequency: 'monthly',
      wages: 500_000,
      certificate: { basicAllowances: 3, additionalAllowances: 1 },
      expected: 20_811,
    },
    {
      name: 'wages below the allowances withhold nothing',
      // 50 x 52 = 2,600 - 2,850 -> taxable 0
      frequency: 'weekly',
      wages: 5_000,
      certificate: { basicAllowances: 1 },
      expected: 0,
    },
    {
      name: 'a high earner with no allowances',
      // 25,000 x 12 = 300,000 x 4.95% = 14,850.00 / 12 = $1,237.50
      frequency: 'monthly',
      wages: 2_500_000,
      certificate: {},
      expected: 123_750,
    },
    {
      name: 'Line 3 adds its amount after the rate',
      // $148.50 as above + $10.00
      frequency: 'semi-monthly',
      wages: 300_000,
      certificate: { additionalWithholding: 1_000 },
      expected: 15_850,
    },
    {
      name: 'an exempt certificate withholds nothing',
      frequency: 'weekly',
      wages: 80_000,
      certificate: { isExempt: true },
      expected: 0,
    },
  ])('$name', ({ frequency, wages, certificate, expected }) => {
    expect(withhold(frequency, wages, certificate)).toBe(expected);
  });

  test('a bonus is withheld with the pay it comes with', () => {
    // Regular: $93.57 as above. With the $1,000 bonus: 3,000 x 26 = 78,000 - 2,850 = 75,150
    // x 4.95% = 3,719.925 / 26 = 143.074 -> $143.07, of which $49.50 on the bonus.
    const trace: TraceStep[] = [];
    expect(withhold('bi-weekly', 200_000, { basicAllowances: 1 }, 100_000, trace)).toBe(14_307);
    expect(trace.find((step) => step.step === 'state.il.supplemental')?.amount).toBe(4_950);
  });
});
