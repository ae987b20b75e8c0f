import { describe, expect, test } from 'vitest';

import { runStateRule } from '../state-rule';
import { AR_RULE, type ArCertificate } from './rule';

const FREQUENCIES = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

interface Case {
  name: string;
  frequency: keyof typeof FREQUENCIES;
  wages: number;
  supplementalWages?: number;
  certificate?: Partial<ArCertificate>;
  expected: number;
}

function runCase({ frequency, wages, supplementalWages = 0, certificate }: Case) {
  return runStateRule(AR_RULE, {
    payDate: '2025-06-30',
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
  });
}

// Worked by hand from the DFA formula steps 1-6 with the values in parameters.ts (some UNCERTAIN);
// amounts in dollars. Step 3 rounds the annual gross tax to whole dollars.
const CASES: Case[] = [
  {
    // The formula's printed example shape (monthly $2,127, 2 exemptions):
    // 2,127 x 12 = 25,524 - 2,410 = 23,114 -> midpoint 23,150
    // 3.4% x 23,150 = 787.10 - 281.37 = 505.73 -> 506; credits 2 x 29 = 58 -> 448; / 12 = 37.33
    name: 'monthly, 2 exemptions, 3.4% bracket',
    frequency: 'monthly',
    wages: 212_700,
    certificate: { exemptions: 2 },
    expected: 3_733,
  },
  {
    // 500 x 52 = 26,000 - 2,410 = 23,590 -> 23,550; 3.4% = 800.70 - 281.37 = 519.33 -> 519
    // - 29 = 490; / 52 = 9.423 -> 9.42
    name: 'weekly, 1 exemption',
    frequency: 'weekly',
    wages: 50_000,
    certificate: { exemptions: 1 },
    expected: 942,
  },
  {
    // 2,000 x 26 = 52,000 - 2,410 = 49,590 -> 49,550; 3.9% = 1,932.45 - 409.86 = 1,522.59
    // -> 1,523 - 58 = 1,465; / 26 = 56.346 -> 56.35
    name: 'bi-weekly, 2 exemptions, 3.9% bracket',
    frequency: 'bi-weekly',
    wages: 200_000,
    certificate: { exemptions: 2 },
    expected: 5_635,
  },
  {
    // 300 x 24 = 7,200 - 2,410 = 4,790 -> 4,750: 0% row -> 0
    name: 'semi-monthly, low wages in the 0% row',
    frequency: 'semi-monthly',
    wages: 30_000,
    expected: 0,
  },
  {
    // 500 x 24 = 12,000 - 2,410 = 9,590 -> 9,550; 2% = 191.00 - 109.98 = 81.02 -> 81 - 29 = 52
    // / 24 = 2.1667 -> 2.17
    name: 'semi-monthly, 2% row',
    frequency: 'semi-monthly',
    wages: 50_000,
    certificate: { exemptions: 1 },
    expected: 217,
  },
  {
    // 1,860 x 52 = 96,720 - 2,410 = 94,310 -> 94,350; phase-out row from 94,301 (21st row):
    // adjustment 397.40 - 20 x 10 = 197.40; 3.9% x 94,350 = 3,679.65 - 197.40 = 3,482.25 -> 3,482
    // / 52 = 66.9615 -> 66.96
    name: 'weekly, in the phase-out rows',
    frequency: 'weekly',
    wages: 186_000,
    expected: 6_696,
  },
  {
    // 10,000 x 12 = 120,000 - 2,410 = 117,590 (exact, above the cutoff); last row adjustment 87.40
    // 3.9% x 117,590 = 4,586.01 - 87.40 = 4,498.61 -> 4,499 - 29 = 4,470; / 12 = 372.50
    name: 'monthly, top of the table',
    frequency: 'monthly',
    wages: 1_000_000,
    certificate: { exemptions: 1 },
    expected: 37_250,
  },
  {
    // third case 56.35 plus 3.9% x 1,000 = 39.00 -> 95.35
    name: 'bonus at the 3.9% supplemental rate',
    frequency: 'bi-weekly',
    wages: 200_000,
    supplementalWages: 100_000,
    certificate: { exemptions: 2 },
    expected: 9_535,
  },
  {
    // credits exceed the tax: 9,590 -> 9,550 -> 81 - 4 x 29 = -35 -> 0; plus 5.00 additional
    name: 'credits above the tax, additional amount still withheld',
    frequency: 'semi-monthly',
    wages: 50_000,
    certificate: { exemptions: 4, additionalWithholding: 500 },
    expected: 500,
  },
  {
    name: 'exempt',
    frequency: 'weekly',
    wages: 50_000,
    certificate: { isExempt: true },
    expected: 0,
  },
];

describe('Arkansas withholding, 2025', () => {
  test.each(CASES)('$name', (testCase) => {
    expect(runCase(testCase)).toEqual([{ programId: 'ar-income-tax', amount: testCase.expected }]);
  });
});
