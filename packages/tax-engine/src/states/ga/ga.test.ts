import { describe, expect, test } from 'vitest';

import { runStateRule } from '../state-rule';
import { GA_RULE, type GaCertificate } from './rule';

const FREQUENCIES = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

interface Case {
  name: string;
  payDate: string;
  frequency: keyof typeof FREQUENCIES;
  wages: number;
  supplementalWages?: number;
  certificate?: Partial<GaCertificate>;
  expected: number;
}

function runCase(testCase: Case) {
  return runStateRule(GA_RULE, {
    payDate: testCase.payDate,
    payFrequency: testCase.frequency,
    periodsPerYear: FREQUENCIES[testCase.frequency],
    wages: testCase.wages,
    supplementalWages: testCase.supplementalWages ?? 0,
    wagesBefore: 0,
    linesBefore: {},
    federalFilingStatus: 'single',
    federalAllowances: 0,
    federalIncomeTax: 0,
    ficaTax: 0,
    certificate: testCase.certificate,
  });
}

// Worked by hand from the Employer's Tax Guide percentage method: annual wages less the standard
// deduction and $4,000 per allowance, times 5.39% (paid through 30 June) or 5.19% (from 1 July),
// divided per period; amounts in dollars.
const CASES: Case[] = [
  {
    // 2,000 x 26 = 52,000 - 12,000 = 40,000 x 5.39% = 2,156.00; / 26 = 82.923 -> 82.92
    name: 'bi-weekly, A, paid in March at 5.39%',
    payDate: '2025-03-14',
    frequency: 'bi-weekly',
    wages: 200_000,
    certificate: { maritalStatus: 'A' },
    expected: 8_292,
  },
  {
    // 40,000 x 5.19% = 2,076.00; / 26 = 79.846 -> 79.85
    name: 'bi-weekly, A, paid in July at 5.19%',
    payDate: '2025-07-11',
    frequency: 'bi-weekly',
    wages: 200_000,
    certificate: { maritalStatus: 'A' },
    expected: 7_985,
  },
  {
    // 6,000 x 12 = 72,000 - 24,000 - 2 x 4,000 = 40,000 x 5.19% = 2,076; / 12 = 173.00
    name: 'monthly, C with two dependents, after the change',
    payDate: '2025-09-30',
    frequency: 'monthly',
    wages: 600_000,
    certificate: { maritalStatus: 'C', dependents: 2 },
    expected: 17_300,
  },
  {
    // 3,000 x 24 = 72,000 - 12,000 - 4,000 - 4,000 = 52,000 x 5.39% = 2,802.80; / 24 = 116.78
    name: 'semi-monthly, B with a dependent and an additional allowance',
    payDate: '2025-03-15',
    frequency: 'semi-monthly',
    wages: 300_000,
    certificate: { maritalStatus: 'B', dependents: 1, additionalAllowances: 1 },
    expected: 11_678,
  },
  {
    // 200 x 52 = 10,400 < 12,000 -> 0
    name: 'weekly, E, wages under the standard deduction',
    payDate: '2025-08-01',
    frequency: 'weekly',
    wages: 20_000,
    certificate: { maritalStatus: 'E', dependents: 1 },
    expected: 0,
  },
  {
    // no G-4: A. 1,000 x 52 = 52,000 - 12,000 = 40,000 x 5.39% = 2,156; / 52 = 41.46
    name: 'weekly, no certificate, last pay date at 5.39%',
    payDate: '2025-06-30',
    frequency: 'weekly',
    wages: 100_000,
    expected: 4_146,
  },
  {
    // 40,000 x 5.19% = 2,076; / 52 = 39.923 -> 39.92
    name: 'weekly, D, first pay date at 5.19%',
    payDate: '2025-07-01',
    frequency: 'weekly',
    wages: 100_000,
    certificate: { maritalStatus: 'D' },
    expected: 3_992,
  },
  {
    // 82.92 + 5.39% x 1,000 = 53.90 -> 136.82
    name: 'bonus at 5.39% before July',
    payDate: '2025-03-14',
    frequency: 'bi-weekly',
    wages: 200_000,
    supplementalWages: 100_000,
    expected: 13_682,
  },
  {
    // 79.85 + 5.19% x 1,000 = 51.90 -> 131.75
    name: 'bonus at 5.19% from July',
    payDate: '2025-12-19',
    frequency: 'bi-weekly',
    wages: 200_000,
    supplementalWages: 100_000,
    expected: 13_175,
  },
  {
    // 82.92 + line 6 10.00 = 92.92
    name: 'additional withholding on line 6',
    payDate: '2025-03-14',
    frequency: 'bi-weekly',
    wages: 200_000,
    certificate: { additionalWithholding: 1_000 },
    expected: 9_292,
  },
  {
    name: 'exempt',
    payDate: '2025-03-14',
    frequency: 'bi-weekly',
    wages: 200_000,
    certificate: { isExempt: true },
    expected: 0,
  },
];

describe('Georgia withholding, 2025', () => {
  test.each(CASES)('$name', (testCase) => {
    expect(runCase(testCase)).toEqual([{ programId: 'ga-income-tax', amount: testCase.expected }]);
  });
});
