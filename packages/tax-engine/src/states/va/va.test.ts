import { describe, expect, test } from 'vitest';

import type { TraceStep } from '../../types';
import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { VA_RULE } from './rule';

interface VaCase {
  name: string;
  payDate?: string;
  payFrequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  certificate?: Partial<typeof VA_RULE.certificate.defaults>;
  expected: number;
}

/*
 * Worked by hand from the Virginia Employer Withholding Instructions formula:
 * T = (G)P - [SD + (E1 x $930) + (E2 x $800)]; W from the brackets (2% / $60 + 3% over $3,000 /
 * $120 + 5% over $5,000 / $720 + 5.75% over $17,000), rounded to the cent; W / P to the cent.
 * SD $8,500 for wages paid before 1 July 2025, $8,750 from then. Amounts in cents.
 */
const CASES: VaCase[] = [
  {
    // The Department's own worked example (John: semimonthly $2,500, E1 5, E2 1), with the 2025 SD:
    // 60,000 - (8,500 + 4,650 + 800) = 46,050; W = 720 + 5.75% x 29,050 = 2,390.375 -> 2,390.38
    // 2,390.38 / 24 = 99.599 -> 99.60
    name: "the Department's example (semimonthly, 5 + 1 exemptions), before July",
    payDate: '2025-06-30',
    payFrequency: 'semi-monthly',
    wages: 250_000,
    certificate: { personalExemptions: 5, ageBlindExemptions: 1 },
    expected: 9_960,
  },
  {
    // Same, wages paid 1 July: 60,000 - (8,750 + 4,650 + 800) = 45,800
    // W = 720 + 5.75% x 28,800 = 2,376.00; / 24 = 99.00
    name: "the Department's example on 1 July 2025 (SD $8,750)",
    payDate: '2025-07-01',
    payFrequency: 'semi-monthly',
    wages: 250_000,
    certificate: { personalExemptions: 5, ageBlindExemptions: 1 },
    expected: 9_900,
  },
  {
    // 500 x 52 = 26,000 - 8,500 - 930 = 16,570; W = 120 + 5% x 11,570 = 698.50; / 52 = 13.4326 -> 13.43
    name: 'weekly, 1 exemption',
    payFrequency: 'weekly',
    wages: 50_000,
    certificate: { personalExemptions: 1 },
    expected: 1_343,
  },
  {
    // 300 x 26 = 7,800 - 8,500 -> T = 0 -> no withholding
    name: 'bi-weekly below the standard deduction',
    payFrequency: 'bi-weekly',
    wages: 30_000,
    expected: 0,
  },
  {
    // August: 400 x 26 = 10,400 - 8,750 = 1,650; W = 2% x 1,650 = 33.00; / 26 = 1.269 -> 1.27
    name: 'bi-weekly just above the standard deduction, after July',
    payDate: '2025-08-08',
    payFrequency: 'bi-weekly',
    wages: 40_000,
    expected: 127,
  },
  {
    // August: 10,000 x 12 = 120,000 - 8,750 - 1,860 = 109,390
    // W = 720 + 5.75% x 92,390 = 6,032.425 -> 6,032.43; / 12 = 502.7025 -> 502.70
    name: 'monthly, 2 exemptions, top bracket, after July',
    payDate: '2025-08-29',
    payFrequency: 'monthly',
    wages: 1_000_000,
    certificate: { personalExemptions: 2 },
    expected: 50_270,
  },
  {
    // 2,000 x 26 = 52,000 - 8,500 - 930 = 42,570; W = 720 + 5.75% x 25,570 = 2,190.275 -> 2,190.28
    // / 26 = 84.2415 -> 84.24; bonus 5.75% x 1,000 = 57.50; total 141.74
    name: 'bi-weekly with a bonus at the flat 5.75%',
    payFrequency: 'bi-weekly',
    wages: 200_000,
    supplementalWages: 100_000,
    certificate: { personalExemptions: 1 },
    expected: 14_174,
  },
  {
    // 13.43 (weekly case above) + 10.00 additional from the VA-4
    name: 'additional withholding is added',
    payFrequency: 'weekly',
    wages: 50_000,
    certificate: { personalExemptions: 1, additionalWithholding: 1_000 },
    expected: 2_343,
  },
  {
    name: 'exempt on the VA-4',
    payFrequency: 'weekly',
    wages: 50_000,
    certificate: { isExempt: true },
    expected: 0,
  },
];

function runCase(testCase: VaCase, trace?: TraceStep[]) {
  return runStateRule(
    VA_RULE,
    {
      payDate: testCase.payDate ?? '2025-03-14',
      payFrequency: testCase.payFrequency,
      periodsPerYear: PAY_PERIODS_PER_YEAR[testCase.payFrequency],
      wages: testCase.wages,
      supplementalWages: testCase.supplementalWages ?? 0,
      wagesBefore: 0,
      linesBefore: {},
      federalFilingStatus: 'single',
      federalAllowances: 0,
      federalIncomeTax: 0,
      ficaTax: 0,
      certificate: testCase.certificate,
    },
    trace,
  );
}

describe('Virginia withholding', () => {
  test.each(CASES)('$name', (testCase) => {
    expect(runCase(testCase)).toEqual([{ programId: 'va-income-tax', amount: testCase.expected }]);
  });

  test('the trace names every formula line', () => {
    const trace: TraceStep[] = [];
    runCase(CASES[0]!, trace);
    expect(trace.map((step) => step.step)).toEqual([
      'state.va.wages',
      'state.va.standard-deduction',
      'state.va.personal-exemptions',
      'state.va.age-blind-exemptions',
      'state.va.taxable',
      'state.va.tax',
      'state.va.withheld',
    ]);
  });
});
