import { describe, expect, test } from 'vitest';

import type { TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { IN_COUNTY_NAMES } from './parameters';
import { IN_RULE, type InCertificate } from './rule';

const PERIODS = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

interface Case {
  name: string;
  payDate?: string;
  frequency: keyof typeof PERIODS;
  wages: number;
  certificate?: Partial<InCertificate>;
  supplementalWages?: number;
  expected: { state: number; county: number };
}

function withhold(
  {
    payDate = '2025-04-11',
    frequency,
    wages,
    certificate = {},
    supplementalWages = 0,
  }: Omit<Case, 'name' | 'expected'>,
  trace?: TraceStep[],
  warnings: string[] = [],
): { state: number; county: number } {
  const lines = runStateRule(
    IN_RULE,
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
    warnings,
  );
  expect(lines.map((line) => line.programId)).toEqual(['in-income-tax', 'in-county-tax']);
  return { state: lines[0]!.amount, county: lines[1]!.amount };
}

// Departmental Notice #1 (2025): per period, wages less each WH-4 exemption line from Tables A
// ($1,000 a year each), B ($1,500) and C ($3,000), each line count x amount / periods rounded to
// the cent; state tax 3.00% and county tax at the January 1 county's rate on that same base, each
// rounded to the cent on its own.
describe('Indiana state and county income tax withholding (Departmental Notice #1, 2025)', () => {
  test.each<Case>([
    {
      name: "the notice's example: $800 weekly, 5 + 3 + 1 + 2 exemptions, a 1% county (Harrison)",
      // Table A 5 x 1,000 / 52 = 96.15; Table B 3 x 1,500 / 52 = 86.54; line 7 1 x 1,500 / 52 = 28.85;
      // Table C 2 x 3,000 / 52 = 115.38; 800 - 326.92 = 473.08. State 473.08 x 3% = 14.1924 -> $14.19;
      // county 473.08 x 1% = 4.7308 -> $4.73
      frequency: 'weekly',
      wages: 80_000,
      certificate: {
        personalExemptions: 5,
        dependentExemptions: 3,
        additionalDependentExemptions: 1,
        adoptedDependentExemptions: 2,
        county: '31',
      },
      expected: { state: 1_419, county: 473 },
    },
    {
      name: 'bi-weekly, Marion County, one personal exemption',
      // 1,000 / 26 = 38.46; 2,000 - 38.46 = 1,961.54. State x 3% = 58.8462 -> $58.85;
      // Marion 2.02% = 39.6231 -> $39.62
      frequency: 'bi-weekly',
      wages: 200_000,
      certificate: { personalExemptions: 1, county: '49' },
      expected: { state: 5_885, county: 3_962 },
    },
    {
      name: 'the same pay after the October 1 revision',
      payDate: '2025-10-17',
      frequency: 'bi-weekly',
      wages: 200_000,
      certificate: { personalExemptions: 1, county: '49' },
      expected: { state: 5_885, county: 3_962 },
    },
    {
      name: 'semi-monthly, Hamilton County, 2 personal and 2 dependent exemptions',
      // 2 x 1,000 / 24 = 83.33; 2 x 1,500 / 24 = 125.00; 3,000 - 208.33 = 2,791.67.
      // State x 3% = 83.7501 -> $83.75; Hamilton 1.1% = 30.7084 -> $30.71
      frequency: 'semi-monthly',
      wages: 300_000,
      certificate: { personalExemptions: 2, dependentExemptions: 2, county: '29' },
      expected: { state: 8_375, county: 3_071 },
    },
    {
      name: 'monthly, Lake County, no exemptions',
      // 5,000 x 3% = $150.00; Lake 1.5% = $75.00
      frequency: 'monthly',
      wages: 500_000,
      certificate: { county: '45' },
      expected: { state: 15_000, county: 7_500 },
    },
    {
      name: 'monthly, Whitley County and its six-decimal rate',
      // 1,000 / 12 = 83.33; 4,000 - 83.33 = 3,916.67. State x 3% = 117.5001 -> $117.50;
      // Whitley 1.6829% = 65.9136 -> $65.91
      frequency: 'monthly',
      wages: 400_000,
      certificate: { personalExemptions: 1, county: '92' },
      expected: { state: 11_750, county: 6_591 },
    },
    {
      name: 'without a WH-4: no exemptions and no county',
      // 500 x 3% = $15.00; no county tax
      frequency: 'weekly',
      wages: 50_000,
      expected: { state: 1_500, county: 0 },
    },
    {
      name: 'wages below the exemptions',
      // 1,000 / 52 = 19.23 > 15.00 -> taxable 0
      frequency: 'weekly',
      wages: 1_500,
      certificate: { personalExemptions: 1, county: '49' },
      expected: { state: 0, county: 0 },
    },
    {
      name: 'additional state and county amounts on the WH-4',
      // $150.00 + $10.00 state; $75.00 + $2.50 county (Lake, monthly $5,000 as above)
      frequency: 'monthly',
      wages: 500_000,
      certificate: {
        county: '45',
        additionalStateWithholding: 1_000,
        additionalCountyWithholding: 250,
      },
      expected: { state: 16_000, county: 7_750 },
    },
  ])('$name', (testCase) => {
    expect(withhold(testCase)).toEqual(testCase.expected);
  });

  test('a bonus is added to the pay it comes with, for state and county alike', () => {
    // 3,000 - 38.46 = 2,961.54: state x 3% = 88.8462 -> $88.85 ($30.00 on the bonus);
    // Marion x 2.02% = 59.8231 -> $59.82 ($20.20 on the bonus)
    const trace: TraceStep[] = [];
    expect(
      withhold(
        {
          frequency: 'bi-weekly',
          wages: 200_000,
          supplementalWages: 100_000,
          certificate: { personalExemptions: 1, county: '49' },
        },
        trace,
      ),
    ).toEqual({ state: 8_885, county: 5_982 });
    expect(trace.find((step) => step.step === 'state.in.supplemental')?.amount).toBe(3_000);
    expect(trace.find((step) => step.step === 'state.in.county.supplemental')?.amount).toBe(2_020);
  });

  test('the WH-4 offers all 92 counties and each has a 2025 rate', () => {
    const field = IN_RULE.certificate.fields.find((candidate) => candidate.key === 'county');
    expect(field?.kind === 'select' ? field.options.length : 0).toBe(93);
    const rates = IN_RULE.parameters.countyRates.values.map((value) => value.value);
    for (const table of rates)
      expect(Object.keys(table).sort()).toEqual(Object.keys(IN_COUNTY_NAMES).sort());
  });

  test('an unknown county code withholds no county tax and says so', () => {
    const warnings: string[] = [];
    expect(
      withhold(
        { frequency: 'monthly', wages: 500_000, certificate: { county: '99' } },
        undefined,
        warnings,
      ),
    ).toEqual({ state: 15_000, county: 0 });
    expect(warnings).toHaveLength(1);
  });
});
