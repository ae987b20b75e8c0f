import { describe, expect, test } from 'vitest';

import { runStateRule } from '../state-rule';
import { DE_RULE, type DeCertificate } from './rule';

const FREQUENCIES = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

interface Case {
  name: string;
  frequency: keyof typeof FREQUENCIES;
  wages: number;
  supplementalWages?: number;
  wagesBefore?: number;
  certificate?: Partial<DeCertificate>;
  incomeTax: number;
  paidLeave: number;
}

function runCase(testCase: Case) {
  return runStateRule(DE_RULE, {
    payDate: '2025-09-05',
    payFrequency: testCase.frequency,
    periodsPerYear: FREQUENCIES[testCase.frequency],
    wages: testCase.wages,
    supplementalWages: testCase.supplementalWages ?? 0,
    wagesBefore: testCase.wagesBefore ?? 0,
    linesBefore: {},
    federalFilingStatus: 'single',
    federalAllowances: 0,
    federalIncomeTax: 0,
    ficaTax: 0,
    certificate: testCase.certificate,
  });
}

// Worked by hand: annual wages less the standard deduction, the graduated rates (tax to $25,000 is
// 66 + 195 + 480 + 260 = 1,001; to $60,000, 1,001 + 5.55% x 35,000 = 2,943.50), less $110 per
// exemption, divided per period; amounts in dollars.
const CASES: Case[] = [
  {
    // 2,000 x 26 = 52,000 - 3,250 = 48,750; 1,001 + 5.55% x 23,750 = 1,318.125 -> 2,319.13
    // - 110 = 2,209.13; / 26 = 84.966 -> 84.97; Paid Leave 0.4% x 2,000 = 8.00
    name: 'bi-weekly, single, 1 exemption',
    frequency: 'bi-weekly',
    wages: 200_000,
    certificate: { allowances: 1 },
    incomeTax: 8_497,
    paidLeave: 800,
  },
  {
    // 8,000 x 12 = 96,000 - 6,500 = 89,500; 2,943.50 + 6.6% x 29,500 = 1,947 -> 4,890.50
    // - 330 = 4,560.50; / 12 = 380.04; Paid Leave 32.00
    name: 'monthly, married filing jointly, 3 exemptions, top bracket',
    frequency: 'monthly',
    wages: 800_000,
    certificate: { filingStatus: 'married-joint', allowances: 3 },
    incomeTax: 38_004,
    paidLeave: 3_200,
  },
  {
    // 100 x 52 = 5,200 - 3,250 = 1,950 -> 0% band; Paid Leave 0.40
    name: 'weekly, inside the 0% band',
    frequency: 'weekly',
    wages: 10_000,
    certificate: { allowances: 1 },
    incomeTax: 0,
    paidLeave: 40,
  },
  {
    // 300 x 52 = 15,600 - 3,250 = 12,350; 66 + 195 + 4.8% x 2,350 = 112.80 -> 373.80
    // - 110 = 263.80; / 52 = 5.073 -> 5.07; Paid Leave 1.20
    name: 'weekly, low wages, 4.8% bracket',
    frequency: 'weekly',
    wages: 30_000,
    certificate: { allowances: 1 },
    incomeTax: 507,
    paidLeave: 120,
  },
  {
    // no Delaware W-4: single, no exemptions. 2,500 x 24 = 60,000 - 3,250 = 56,750
    // 1,001 + 5.55% x 31,750 = 1,762.125 -> 2,763.13; / 24 = 115.13; Paid Leave 10.00
    name: 'semi-monthly, no certificate',
    frequency: 'semi-monthly',
    wages: 250_000,
    incomeTax: 11_513,
    paidLeave: 1_000,
  },
  {
    // bonus with the period's wages: (2,000 + 1,000) x 26 = 78,000 - 3,250 = 74,750
    // 2,943.50 + 6.6% x 14,750 = 973.50 -> 3,917.00 - 110 = 3,807; / 26 = 146.42
    // Paid Leave 0.4% x 3,000 = 12.00
    name: 'bi-weekly with a bonus',
    frequency: 'bi-weekly',
    wages: 200_000,
    supplementalWages: 100_000,
    certificate: { allowances: 1 },
    incomeTax: 14_642,
    paidLeave: 1_200,
  },
  {
    // income tax as the first case plus 20.00 = 104.97; Paid Leave crosses $176,100:
    // 0.4% x 176,100 = 704.40 - 0.4% x 175,000 = 700.00 -> 4.40
    name: 'additional withholding, Paid Leave wage base crossed',
    frequency: 'bi-weekly',
    wages: 200_000,
    wagesBefore: 17_500_000,
    certificate: { allowances: 1, additionalWithholding: 2_000 },
    incomeTax: 10_497,
    paidLeave: 440,
  },
  {
    name: 'exempt, Paid Leave still due',
    frequency: 'bi-weekly',
    wages: 200_000,
    certificate: { isExempt: true },
    incomeTax: 0,
    paidLeave: 800,
  },
];

describe('Delaware withholding and Paid Leave, 2025', () => {
  test.each(CASES)('$name', (testCase) => {
    expect(runCase(testCase)).toEqual([
      { programId: 'de-income-tax', amount: testCase.incomeTax },
      { programId: 'de-paid-leave', amount: testCase.paidLeave },
    ]);
  });
});
