import { describe, expect, test } from 'vitest';

import { runStateRule } from '../state-rule';
import { AZ_RULE, type AzCertificate } from './rule';

const FREQUENCIES = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

interface Case {
  name: string;
  frequency: keyof typeof FREQUENCIES;
  wages: number;
  supplementalWages?: number;
  certificate?: Partial<AzCertificate>;
  expected: number;
}

function runCase(
  { frequency, wages, supplementalWages = 0, certificate }: Case,
  warnings: string[] = [],
) {
  return runStateRule(
    AZ_RULE,
    {
      payDate: '2025-05-02',
      payFrequency: frequency,
      periodsPerYear: FREQUENCIES[frequency],
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
    undefined,
    warnings,
  );
}

// Worked by hand from Form A-4 (2025): the elected percentage of gross taxable wages.
const CASES: Case[] = [
  // 2.5% x 2,000.00 = 50.00
  {
    name: 'bi-weekly at 2.5%',
    frequency: 'bi-weekly',
    wages: 200_000,
    certificate: { percentage: '2.5' },
    expected: 5_000,
  },
  // no A-4: 2.0% x 2,000.00 = 40.00
  { name: 'no A-4 on file: 2.0%', frequency: 'bi-weekly', wages: 200_000, expected: 4_000 },
  // 3.5% x 1,234.56 = 43.2096 -> 43.21
  {
    name: 'weekly at the top 3.5%',
    frequency: 'weekly',
    wages: 123_456,
    certificate: { percentage: '3.5' },
    expected: 4_321,
  },
  // 0.5% x 801.00 = 4.005 -> 4.01 (half up)
  {
    name: 'monthly at 0.5%',
    frequency: 'monthly',
    wages: 80_100,
    certificate: { percentage: '0.5' },
    expected: 401,
  },
  // zero election: 0 + extra 25.00
  {
    name: 'zero election with an extra amount',
    frequency: 'monthly',
    wages: 500_000,
    certificate: { percentage: '0', additionalWithholding: 2_500 },
    expected: 2_500,
  },
  // supplemental wages are wages: 1.5% x (3,000 + 1,000) = 60.00
  {
    name: 'semi-monthly with a bonus at 1.5%',
    frequency: 'semi-monthly',
    wages: 300_000,
    supplementalWages: 100_000,
    certificate: { percentage: '1.5' },
    expected: 6_000,
  },
  // 1.0% x 2,500.00 = 25.00, plus 10.00 extra = 35.00
  {
    name: 'semi-monthly at 1.0% with an extra amount',
    frequency: 'semi-monthly',
    wages: 250_000,
    certificate: { percentage: '1.0', additionalWithholding: 1_000 },
    expected: 3_500,
  },
];

describe('Arizona withholding, 2025', () => {
  test.each(CASES)('$name', (testCase) => {
    expect(runCase(testCase)).toEqual([{ programId: 'az-income-tax', amount: testCase.expected }]);
  });

  test('a percentage the form does not offer falls back to 2.0% with a warning', () => {
    const warnings: string[] = [];
    // 2.0% x 2,000.00 = 40.00
    const lines = runCase(
      {
        name: '',
        frequency: 'bi-weekly',
        wages: 200_000,
        certificate: { percentage: '4.0' },
        expected: 0,
      },
      warnings,
    );
    expect(lines).toEqual([{ programId: 'az-income-tax', amount: 4_000 }]);
    expect(warnings).toHaveLength(1);
  });
});
