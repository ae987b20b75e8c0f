import { describe, expect, test } from 'vitest';

import { runStateRule } from '../state-rule';
import { DC_RULE, type DcCertificate } from './rule';

const FREQUENCIES = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

interface Case {
  name: string;
  frequency: keyof typeof FREQUENCIES;
  wages: number;
  supplementalWages?: number;
  certificate?: Partial<DcCertificate>;
  expected: number;
}

function runCase(testCase: Case) {
  return runStateRule(DC_RULE, {
    payDate: '2025-02-28',
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

// Worked by hand: annual wages less $4,150 per allowance, then the schedule (tax at $40,000 is
// 2,200; at $60,000, 3,500; at $250,000, 19,650; at $500,000, 42,775; at $1,000,000, 91,525);
// amounts in dollars.
const CASES: Case[] = [
  {
    // 2,000 x 26 = 52,000 - 4,150 = 47,850; 2,200 + 6.5% x 7,850 = 510.25 -> 2,710.25
    // / 26 = 104.24
    name: 'bi-weekly, 1 allowance',
    frequency: 'bi-weekly',
    wages: 200_000,
    certificate: { allowances: 1 },
    expected: 10_424,
  },
  {
    // 10,000 x 12 = 120,000 - 8,300 = 111,700; 3,500 + 8.5% x 51,700 = 4,394.50 -> 7,894.50
    // / 12 = 657.875 -> 657.88
    name: 'monthly, married filing jointly, 2 allowances',
    frequency: 'monthly',
    wages: 1_000_000,
    certificate: { filingStatus: 'married-joint', allowances: 2 },
    expected: 65_788,
  },
  {
    // no D-4: 500 x 52 = 26,000; 400 + 6% x 16,000 = 960 -> 1,360; / 52 = 26.15
    name: 'weekly, no certificate',
    frequency: 'weekly',
    wages: 50_000,
    expected: 2_615,
  },
  {
    // 25,000 x 24 = 600,000 - 4,150 = 595,850; 42,775 + 9.75% x 95,850 = 9,345.375
    // -> 52,120.38; / 24 = 2,171.68
    name: 'semi-monthly, 9.75% bracket',
    frequency: 'semi-monthly',
    wages: 2_500_000,
    certificate: { allowances: 1 },
    expected: 217_168,
  },
  {
    // 100,000 x 12 = 1,200,000; 91,525 + 10.75% x 200,000 = 21,500 -> 113,025; / 12 = 9,418.75
    name: 'monthly, top bracket',
    frequency: 'monthly',
    wages: 10_000_000,
    expected: 941_875,
  },
  {
    // 60 x 52 = 3,120 < 4,150 -> 0
    name: 'weekly, wages under one allowance',
    frequency: 'weekly',
    wages: 6_000,
    certificate: { allowances: 1 },
    expected: 0,
  },
  {
    // bonus with the period's wages: 3,000 x 26 = 78,000 - 4,150 = 73,850
    // 3,500 + 8.5% x 13,850 = 1,177.25 -> 4,677.25; / 26 = 179.89
    name: 'bi-weekly with a bonus',
    frequency: 'bi-weekly',
    wages: 200_000,
    supplementalWages: 100_000,
    certificate: { allowances: 1 },
    expected: 17_989,
  },
  {
    // first case 104.24 + 15.00 = 119.24
    name: 'additional amount on line 3',
    frequency: 'bi-weekly',
    wages: 200_000,
    certificate: { allowances: 1, additionalWithholding: 1_500 },
    expected: 11_924,
  },
  {
    name: 'exempt',
    frequency: 'bi-weekly',
    wages: 200_000,
    certificate: { isExempt: true },
    expected: 0,
  },
];

describe('District of Columbia withholding, 2025', () => {
  test.each(CASES)('$name', (testCase) => {
    expect(runCase(testCase)).toEqual([{ programId: 'dc-income-tax', amount: testCase.expected }]);
  });
});
