import { describe, expect, test } from 'vitest';

import type { TraceStep } from '../../types';
import { runStateRule } from '../state-rule';
import { AL_RULE, type AlCertificate } from './rule';

const FREQUENCIES = { weekly: 52, 'bi-weekly': 26, 'semi-monthly': 24, monthly: 12 } as const;

interface Case {
  name: string;
  frequency: keyof typeof FREQUENCIES;
  wages: number;
  federalIncomeTax: number;
  supplementalWages?: number;
  certificate?: Partial<AlCertificate>;
  expected: number;
}

function runCase({ frequency, wages, federalIncomeTax, supplementalWages = 0, certificate }: Case) {
  return runStateRule(AL_RULE, {
    payDate: '2025-03-14',
    payFrequency: frequency,
    periodsPerYear: FREQUENCIES[frequency],
    wages,
    supplementalWages,
    wagesBefore: 0,
    linesBefore: {},
    federalFilingStatus: 'single',
    federalAllowances: 0,
    federalIncomeTax,
    ficaTax: 0,
    certificate,
  });
}

// Worked by hand from the formula of Ala. Admin. Code r. 810-3-71-.02 and the Form 40 Standard
// Deduction Chart; amounts in dollars.
const CASES: Case[] = [
  {
    // GI 1,500 x 26 = 39,000 -> single column, 27 steps above 25,999 -> floor $2,500
    // federal 120 x 26 = 3,120; personal S 1,500; taxable 39,000 - 2,500 - 3,120 - 1,500 = 31,880
    // tax 10 + 100 + 5% x 28,880 = 1,444 -> 1,554.00; / 26 = 59.769 -> 59.77
    name: 'bi-weekly, S, top bracket',
    frequency: 'bi-weekly',
    wages: 150_000,
    federalIncomeTax: 12_000,
    certificate: { exemption: 'S' },
    expected: 5_977,
  },
  {
    // GI 2,500 x 12 = 30,000 -> joint column: ceil(4,001 / 500) = 9 steps x 175 = 1,575 -> 6,925
    // (chart row $30,000-$30,499: $6,925); federal 600; personal M 3,000; 2 dependents x 1,000
    // taxable 30,000 - 6,925 - 600 - 3,000 - 2,000 = 17,475
    // married rates: 20 + 200 + 5% x 11,475 = 573.75 -> 793.75; / 12 = 66.1458 -> 66.15
    name: 'monthly, M with two dependents, deduction stepping down',
    frequency: 'monthly',
    wages: 250_000,
    federalIncomeTax: 5_000,
    certificate: { exemption: 'M', dependents: 2 },
    expected: 6_615,
  },
  {
    // no A-4 on file: "0", single column. GI 400 x 52 = 20,800 <= 25,999 -> $3,000
    // federal 10 x 52 = 520; taxable 20,800 - 3,000 - 520 = 17,280
    // tax 10 + 100 + 5% x 14,280 = 714 -> 824; / 52 = 15.846 -> 15.85
    name: 'weekly, no certificate (zero exemptions)',
    frequency: 'weekly',
    wages: 40_000,
    federalIncomeTax: 1_000,
    expected: 1_585,
  },
  {
    // GI 5,000 x 24 = 120,000 -> head of family floor $2,500; federal 700 x 24 = 16,800
    // personal H 3,000; 1 dependent above $100,000 -> $300
    // taxable 120,000 - 2,500 - 16,800 - 3,000 - 300 = 97,400; tax 110 + 5% x 94,400 = 4,830
    // / 24 = 201.25
    name: 'semi-monthly, H, dependent worth $300 above $100,000',
    frequency: 'semi-monthly',
    wages: 500_000,
    federalIncomeTax: 70_000,
    certificate: { exemption: 'H', dependents: 1 },
    expected: 20_125,
  },
  {
    // GI 500.50 x 26 = 13,013 -> separate column: 1 step above 12,999 -> 4,250 - 88 = 4,162
    // (chart row $13,000-$13,249); personal MS 1,500; taxable 13,013 - 4,162 - 1,500 = 7,351
    // tax 110 + 5% x 4,351 = 217.55 -> 327.55; / 26 = 12.598 -> 12.60
    name: 'bi-weekly, MS, first step of the separate column',
    frequency: 'bi-weekly',
    wages: 50_050,
    federalIncomeTax: 0,
    certificate: { exemption: 'MS' },
    expected: 1_260,
  },
  {
    // low income, "0": GI 100 x 52 = 5,200; taxable 5,200 - 3,000 = 2,200
    // tax 10 + 4% x 1,700 = 68 -> 78; / 52 = 1.50
    name: 'weekly, low wages in the 4% bracket',
    frequency: 'weekly',
    wages: 10_000,
    federalIncomeTax: 0,
    expected: 150,
  },
  {
    // regular wages as the first case, 59.77; bonus 5% x 1,000 = 50.00; total 109.77
    name: 'supplemental wages at the flat 5%',
    frequency: 'bi-weekly',
    wages: 150_000,
    federalIncomeTax: 12_000,
    supplementalWages: 100_000,
    certificate: { exemption: 'S' },
    expected: 10_977,
  },
  {
    // first case 59.77 plus A-4 line 5 $10.00 = 69.77
    name: 'additional withholding from A-4 line 5',
    frequency: 'bi-weekly',
    wages: 150_000,
    federalIncomeTax: 12_000,
    certificate: { exemption: 'S', additionalWithholding: 1_000 },
    expected: 6_977,
  },
  {
    name: 'exempt certificate',
    frequency: 'bi-weekly',
    wages: 150_000,
    federalIncomeTax: 12_000,
    certificate: { exemption: 'S', isExempt: true },
    expected: 0,
  },
];

describe('Alabama withholding, 2025', () => {
  test.each(CASES)('$name', (testCase) => {
    expect(runCase(testCase)).toEqual([{ programId: 'al-income-tax', amount: testCase.expected }]);
  });

  test('traces every subtraction of the formula', () => {
    const trace: TraceStep[] = [];
    runStateRule(
      AL_RULE,
      {
        payDate: '2025-03-14',
        payFrequency: 'monthly',
        periodsPerYear: 12,
        wages: 250_000,
        supplementalWages: 0,
        wagesBefore: 0,
        linesBefore: {},
        federalFilingStatus: 'married-joint',
        federalAllowances: 0,
        federalIncomeTax: 5_000,
        ficaTax: 0,
        certificate: { exemption: 'M', dependents: 2 },
      },
      trace,
    );
    expect(trace.find((step) => step.step === 'state.al.standard-deduction')?.amount).toBe(692_500);
    expect(trace.find((step) => step.step === 'state.al.dependent-exemption')?.amount).toBe(
      200_000,
    );
  });
});
