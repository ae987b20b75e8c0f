import { describe, expect, test } from 'vitest';

import { calculatePaycheck } from '../../src/index';
import { EMPTY_W4, makeInput, type KnownAnswerCase } from '../support/make-input';

/*
 * Worked by hand from EDD Method B 2025 (state-2025 notes 1.3-1.6): Table 1 low income exemption,
 * Table 2 estimated deduction, Table 3 standard deduction, Table 5 per-period rate table ("over X:
 * plus + rate x (income - X)"), Table 4 exemption allowance credit; tax rounded half up once.
 * Bonuses at the 10.23% supplemental rate; SDI 1.2% of all wages, no ceiling. Amounts in cents.
 */
const CASES: KnownAnswerCase[] = [
  {
    // Single, low column. 3,000 > T1 706; T2 0; T3 213 -> taxable 2,787
    // T5 bi-weekly single: over 2,716 plus 131.52 at 10.23%: 71 x 10.23% = 7.2633 -> 138.7833
    // T4 1 allowance 6.30 -> 132.4833 -> 132.48. SDI 1.2% x 3,000 = 36.00
    // Full stub: federal (W-4 2020+ single, see federal cases) 337.46, SS 186.00, Medicare 43.50
    // total 337.46 + 186.00 + 43.50 + 132.48 + 36.00 = 735.44; net 3,000 - 735.44 = 2,264.56
    name: 'single, bi-weekly, 1 allowance, full stub',
    input: { grossPay: 300_000, stateAllowances: 1, w4: EMPTY_W4 },
    expected: {
      federalIncomeTax: 33_746,
      socialSecurityTax: 18_600,
      medicareTax: 4_350,
      stateIncomeTax: 13_248,
      stateDisabilityTax: 3_600,
      statePaidFamilyLeave: 0,
      totalDeductions: 73_544,
      netPay: 226_456,
      employer: { socialSecurityTax: 18_600, medicareTax: 4_350, futaTax: 1_800, sutaTax: 10_200 },
    },
  },
  {
    // 700 <= T1 bi-weekly low 706: low income exemption, no income tax. SDI 1.2% x 700 = 8.40
    name: 'low income exemption',
    input: { grossPay: 70_000 },
    expected: { stateIncomeTax: 0, stateDisabilityTax: 840 },
  },
  {
    // 710 > 706. T3 213 -> 497; T5 bi-weekly single over 414 plus 4.55 at 2.2%: 83 x 2.2% = 1.826 -> 6.376 -> 6.38
    // SDI 1.2% x 710 = 8.52
    name: 'just above the low income exemption',
    input: { grossPay: 71_000 },
    expected: { stateIncomeTax: 638, stateDisabilityTax: 852 },
  },
  {
    // Married with 2 allowances uses the high column: 3,000 <= T1 monthly high 3,061 -> 0
    name: 'married, 2 allowances: low income exemption high column',
    input: {
      payFrequency: 'monthly',
      grossPay: 300_000,
      filingStatus: 'married-joint',
      stateAllowances: 2,
    },
    expected: { stateIncomeTax: 0, stateDisabilityTax: 3_600 },
  },
  {
    // Married with 1 allowance: low column. 3,000 > T1 1,531; T3 462 -> 2,538
    // T5 monthly married over 1,793 plus 19.72 at 2.2%: 745 x 2.2% = 16.39 -> 36.11; T4 1 = 13.66 -> 22.45
    name: 'married, 1 allowance: low column',
    input: {
      payFrequency: 'monthly',
      grossPay: 300_000,
      filingStatus: 'married-joint',
      stateAllowances: 1,
    },
    expected: { stateIncomeTax: 2_245 },
  },
  {
    // Married, 3 allowances: high column. T3 923 -> 7,077
    // T5 monthly married over 6,708 plus 181.91 at 6.6%: 369 x 6.6% = 24.354 -> 206.264; T4 3 = 40.98 -> 165.284 -> 165.28
    name: 'married, 3 allowances, monthly',
    input: {
      payFrequency: 'monthly',
      grossPay: 800_000,
      filingStatus: 'married-joint',
      stateAllowances: 3,
    },
    expected: { stateIncomeTax: 16_528 },
  },
  {
    // Head of household: high column. 1,500 > T1 weekly high 706; T3 213 -> 1,287
    // T5 weekly HoH over 1,264 plus 29.50 at 6.6%: 23 x 6.6% = 1.518 -> 31.018; T4 2 = 6.30 -> 24.718 -> 24.72
    name: 'head of household, weekly, 2 allowances',
    input: {
      payFrequency: 'weekly',
      grossPay: 150_000,
      filingStatus: 'head-of-household',
      stateAllowances: 2,
      w4: EMPTY_W4,
    },
    expected: { stateIncomeTax: 2_472 },
  },
  {
    // T2 semi-monthly 2 estimated-deduction allowances = 83; T3 low 231 -> 4,000 - 83 - 231 = 3,686
    // T5 semi-monthly single over 2,942 plus 142.48 at 10.23%: 744 x 10.23% = 76.1112 -> 218.5912
    // T4 1 = 6.83 -> 211.7612 -> 211.76
    name: 'estimated-deduction allowances (Table 2)',
    input: {
      payFrequency: 'semi-monthly',
      grossPay: 400_000,
      stateAllowances: 1,
      stateEstimatedDeductionAllowances: 2,
    },
    expected: { stateIncomeTax: 21_176 },
  },
  {
    // 400 > T1 weekly 353; T3 107 -> 293; T5 weekly single over 207 plus 2.28 at 2.2%: 86 x 2.2% = 1.892 -> 4.172
    // T4 10 allowances 31.52 > 4.172 -> 0
    name: 'exemption allowance credit larger than the tax',
    input: { payFrequency: 'weekly', grossPay: 40_000, stateAllowances: 10 },
    expected: { stateIncomeTax: 0 },
  },
  {
    // More than 10 allowances: one-allowance credit x 12 = 13.66 x 12 = 163.92
    // T3 462 -> 9,538; T5 monthly single over 5,884 plus 284.97 at 10.23%: 3,654 x 10.23% = 373.8042 -> 658.7742
    // 658.7742 - 163.92 = 494.8542 -> 494.85
    name: 'more than 10 allowances',
    input: { payFrequency: 'monthly', grossPay: 1_000_000, stateAllowances: 12 },
    expected: { stateIncomeTax: 49_485 },
  },
  {
    // Married filing separately withholds as DE 4 single. T3 weekly low 107 -> 1,893
    // T5 weekly single over 1,358 plus 65.76 at 10.23%: 535 x 10.23% = 54.7305 -> 120.4905 -> 120.49
    name: 'married filing separately uses the single table',
    // A 2020+ W-4 keeps federal on its own married-separate table, so no federal warning interferes.
    input: {
      payFrequency: 'weekly',
      grossPay: 200_000,
      filingStatus: 'married-separate',
      w4: EMPTY_W4,
    },
    expected: { stateIncomeTax: 12_049 },
  },
  {
    // Regular wages as the first case: 132.48; bonus 1,000 x 10.23% = 102.30 -> 234.78
    // SDI 1.2% x 4,000 = 48.00; federal 337.46 + 22% x 1,000 = 557.46
    name: 'bonus at the 10.23% supplemental rate',
    input: { grossPay: 300_000, supplementalPay: 100_000, stateAllowances: 1, w4: EMPTY_W4 },
    expected: { stateIncomeTax: 23_478, stateDisabilityTax: 4_800, federalIncomeTax: 55_746 },
  },
  {
    // YTD 300,000 (far above the SS base): SDI has no ceiling: 1.2% x 305,000 - 1.2% x 300,000 = 3,660 - 3,600 = 60.00
    name: 'SDI has no wage ceiling',
    input: { grossPay: 500_000, ytd: { grossPay: 30_000_000, supplementalPay: 0 } },
    expected: { stateDisabilityTax: 6_000 },
  },
];

describe('calculatePaycheck: California (EDD Method B 2025, SDI)', () => {
  test.each(CASES)('$name', ({ input, expected }) => {
    expect(calculatePaycheck(makeInput({ state: 'CA', ...input }))).toMatchObject({
      warnings: [],
      ...expected,
    });
  });
});
