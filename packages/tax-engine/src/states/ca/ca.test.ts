import { describe, expect, test } from 'vitest';

import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../../types';
import { runStateRule } from '../state-rule';
import { CA_RULE, type CaCertificate } from './rule';

interface Case {
  name: string;
  frequency: PayFrequency;
  wages: number;
  supplementalWages?: number;
  wagesBefore?: number;
  certificate: Partial<CaCertificate>;
  incomeTax: number;
  sdi: number;
}

/*
 * The rule on its own, its DE 4 given as a certificate. Worked by hand from EDD Method B 2025
 * (state-2025 notes 1.3-1.6): Table 1 low income exemption, Table 2 estimated deduction, Table 3
 * standard deduction, Table 5 per-period rate table, Table 4 exemption allowance credit; tax
 * rounded half up once. Bonuses 10.23%; SDI 1.2% of all wages, no ceiling. The same figures as
 * test/cases/california.test.ts, which reaches the rule through calculatePaycheck.
 */
const CASES: Case[] = [
  {
    // 3,000 > T1 bi-weekly low 706; T2 0; T3 213 -> taxable 2,787
    // T5 bi-weekly single: over 2,716 plus 131.52 at 10.23%: 71 x 10.23% = 7.2633 -> 138.7833
    // T4 1 allowance 6.30 -> 132.4833 -> 132.48. SDI 1.2% x 3,000 = 36.00
    name: 'single, bi-weekly, 1 allowance',
    frequency: 'bi-weekly',
    wages: 300_000,
    certificate: { regularAllowances: 1 },
    incomeTax: 13_248,
    sdi: 3_600,
  },
  {
    // 700 <= T1 bi-weekly low 706: no income tax. SDI 1.2% x 700 = 8.40
    name: 'no certificate on file (single, 0): low income exemption',
    frequency: 'bi-weekly',
    wages: 70_000,
    certificate: {},
    incomeTax: 0,
    sdi: 840,
  },
  {
    // Married with 2 allowances uses the high column: 3,000 <= T1 monthly high 3,061 -> 0
    name: 'married, 2 allowances, monthly: high column exemption',
    frequency: 'monthly',
    wages: 300_000,
    certificate: { filingStatus: 'married', regularAllowances: 2 },
    incomeTax: 0,
    sdi: 3_600,
  },
  {
    // Married, 3 allowances: high column. T3 923 -> 7,077
    // T5 monthly married over 6,708 plus 181.91 at 6.6%: 369 x 6.6% = 24.354 -> 206.264; T4 3 = 40.98 -> 165.284 -> 165.28
    name: 'married, 3 allowances, monthly',
    frequency: 'monthly',
    wages: 800_000,
    certificate: { filingStatus: 'married', regularAllowances: 3 },
    incomeTax: 16_528,
    sdi: 9_600,
  },
  {
    // Head of household: high column. 1,500 > T1 weekly high 706; T3 213 -> 1,287
    // T5 weekly HoH over 1,264 plus 29.50 at 6.6%: 23 x 6.6% = 1.518 -> 31.018; T4 2 = 6.30 -> 24.718 -> 24.72
    name: 'head of household, weekly, 2 allowances',
    frequency: 'weekly',
    wages: 150_000,
    certificate: { filingStatus: 'head-of-household', regularAllowances: 2 },
    incomeTax: 2_472,
    sdi: 1_800,
  },
  {
    // T2 semi-monthly 2 estimated-deduction allowances = 83; T3 low 231 -> 4,000 - 83 - 231 = 3,686
    // T5 semi-monthly single over 2,942 plus 142.48 at 10.23%: 744 x 10.23% = 76.1112 -> 218.5912
    // T4 1 = 6.83 -> 211.7612 -> 211.76
    name: 'estimated-deduction allowances, semi-monthly',
    frequency: 'semi-monthly',
    wages: 400_000,
    certificate: { regularAllowances: 1, estimatedDeductionAllowances: 2 },
    incomeTax: 21_176,
    sdi: 4_800,
  },
  {
    // Regular wages as the first case: 132.48; bonus 1,000 x 10.23% = 102.30 -> 234.78
    // SDI 1.2% x 4,000 = 48.00
    name: 'bonus at the 10.23% supplemental rate',
    frequency: 'bi-weekly',
    wages: 300_000,
    supplementalWages: 100_000,
    certificate: { regularAllowances: 1 },
    incomeTax: 23_478,
    sdi: 4_800,
  },
  {
    // SDI has no ceiling: 1.2% x 305,000 - 1.2% x 300,000 = 3,660 - 3,600 = 60.00
    // Income tax: 5,000 bi-weekly single, 0 allowances: T3 213 -> 4,787; over 2,716 plus 131.52
    // at 10.23%: 2,071 x 10.23% = 211.8633 -> 343.3833 -> 343.38
    name: 'SDI past any ceiling, bi-weekly, top of the table',
    frequency: 'bi-weekly',
    wages: 500_000,
    wagesBefore: 30_000_000,
    certificate: {},
    incomeTax: 34_338,
    sdi: 6_000,
  },
];

describe('California rule (EDD Method B 2025, SDI), DE 4 as a certificate', () => {
  test.each(CASES)('$name', (c) => {
    const lines = runStateRule(CA_RULE, {
      payDate: '2025-06-13',
      payFrequency: c.frequency,
      periodsPerYear: PAY_PERIODS_PER_YEAR[c.frequency],
      wages: c.wages,
      supplementalWages: c.supplementalWages ?? 0,
      wagesBefore: c.wagesBefore ?? 0,
      linesBefore: {},
      federalFilingStatus: 'single',
      federalAllowances: 0,
      federalIncomeTax: 0,
      ficaTax: 0,
      certificate: c.certificate,
    });
    expect(lines).toEqual([
      { programId: 'ca-income-tax', amount: c.incomeTax },
      { programId: 'ca-sdi', amount: c.sdi },
    ]);
  });
});
