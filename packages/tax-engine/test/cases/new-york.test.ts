import { describe, expect, test } from 'vitest';

import { calculatePaycheck } from '../../src/index';
import { EMPTY_W4, makeInput, type KnownAnswerCase } from '../support/make-input';

/*
 * Worked by hand from NYS-50-T-NYS (1/23) Method II (state-2025 notes 2.3-2.4): annual wages less
 * the Table A deduction allowance (7,400 single/HoH, 7,950 married) and 1,000 per IT-2104
 * allowance, annual Table II ("over X: base + rate x (net - X)"), divided by the periods and rounded
 * half up once; bonuses at 11.70%. DBL 0.5% capped per period (12 NYCRR 362.2: weekly 0.60,
 * bi-weekly 1.20, semi-monthly 1.30, monthly 2.60). PFL 0.388% up to 354.53 a year. Amounts in cents.
 */
const CASES: KnownAnswerCase[] = [
  {
    // 3,000 x 26 = 78,000; net 78,000 - 7,400 - 1,000 = 69,600; single over 13,900: 600 + 55,700 x 5.5% = 3,663.50
    // / 26 = 140.9038 -> 140.90. DBL 0.5% x 3,000 = 15.00 > bi-weekly cap 1.20 -> 1.20. PFL 0.388% x 3,000 = 11.64
    // Full stub: federal 337.46, SS 186.00, Medicare 43.50; total 337.46 + 186 + 43.50 + 140.90 + 1.20 + 11.64 = 720.70
    name: 'single, bi-weekly, 1 allowance, DBL cap binds, full stub',
    input: { grossPay: 300_000, stateAllowances: 1, w4: EMPTY_W4 },
    expected: {
      federalIncomeTax: 33_746,
      stateIncomeTax: 14_090,
      stateDisabilityTax: 120,
      statePaidFamilyLeave: 1_164,
      totalDeductions: 72_070,
      netPay: 227_930,
    },
  },
  {
    // 10,000 x 12 = 120,000; net 120,000 - 7,950 - 2,000 = 110,050; married over 107,650: 5,963 + 2,400 x 7.17% = 6,135.08
    // / 12 = 511.2567 -> 511.26. DBL monthly cap 2.60. PFL 0.388% x 10,000 = 38.80
    name: 'married, monthly, 2 allowances',
    input: {
      payFrequency: 'monthly',
      grossPay: 1_000_000,
      filingStatus: 'married-joint',
      stateAllowances: 2,
    },
    expected: { stateIncomeTax: 51_126, stateDisabilityTax: 260, statePaidFamilyLeave: 3_880 },
  },
  {
    // 100 x 52 = 5,200 < 7,400 deduction allowance: 0. DBL 0.5% x 100 = 0.50 < 0.60 cap. PFL 0.388% x 100 = 0.388 -> 0.39
    name: 'low weekly wages: DBL below the cap',
    input: { payFrequency: 'weekly', grossPay: 10_000 },
    expected: { stateIncomeTax: 0, stateDisabilityTax: 50, statePaidFamilyLeave: 39 },
  },
  {
    // Head of household uses the single table. 2,000 x 24 = 48,000; net 40,600; 600 + 26,700 x 5.5% = 2,068.50
    // / 24 = 86.1875 -> 86.19. DBL 10.00 > semi-monthly cap 1.30. PFL 7.76
    name: 'head of household, semi-monthly: single table, DBL semi-monthly cap',
    input: {
      payFrequency: 'semi-monthly',
      grossPay: 200_000,
      filingStatus: 'head-of-household',
      w4: EMPTY_W4,
    },
    expected: { stateIncomeTax: 8_619, stateDisabilityTax: 130, statePaidFamilyLeave: 776 },
  },
  {
    // DBL weekly: 0.5% x 1,000 = 5.00 > 0.60
    name: 'DBL weekly cap',
    input: { payFrequency: 'weekly', grossPay: 100_000 },
    expected: { stateDisabilityTax: 60 },
  },
  {
    // PFL: before min(354.53, 0.388% x 90,000 = 349.20) = 349.20; after min(354.53, 0.388% x 95,000 = 368.60) = 354.53 -> 5.33
    name: 'PFL annual cap crossed inside the period',
    input: { grossPay: 500_000, ytd: { grossPay: 9_000_000, supplementalPay: 0 } },
    expected: { statePaidFamilyLeave: 533 },
  },
  {
    // YTD 100,000: 0.388% x 100,000 = 388.00 > 354.53 already: 0
    name: 'PFL annual cap already reached',
    input: { grossPay: 500_000, ytd: { grossPay: 10_000_000, supplementalPay: 0 } },
    expected: { statePaidFamilyLeave: 0, stateDisabilityTax: 120 },
  },
  {
    // PFL is capped on contributions withheld (354.53), not on wages: 110,000 earned earlier in
    // Texas withheld no PFL, so 0.388% x 22,000 = 85.36 is withheld in full.
    name: 'PFL after a move from Texas: wages earned elsewhere do not use up the cap',
    input: {
      payFrequency: 'monthly',
      grossPay: 2_200_000,
      ytd: { grossPay: 11_000_000, supplementalPay: 0, paidFamilyLeave: 0 },
    },
    expected: { statePaidFamilyLeave: 8_536 },
  },
  {
    // 350.00 withheld earlier: 0.388% x 5,000 = 19.40 is limited to 354.53 - 350.00 = 4.53
    name: 'PFL limited by the contributions withheld earlier',
    input: {
      grossPay: 500_000,
      ytd: { grossPay: 9_000_000, supplementalPay: 0, paidFamilyLeave: 35_000 },
    },
    expected: { statePaidFamilyLeave: 453 },
  },
  {
    // The IT-2104 says single though the federal W-4 says married filing jointly: the single table,
    // as in the first case (3,000 bi-weekly, 1 allowance): 140.90
    name: 'state status from the IT-2104, not the federal W-4',
    input: {
      grossPay: 300_000,
      filingStatus: 'married-joint',
      stateFilingStatus: 'single',
      stateAllowances: 1,
      w4: EMPTY_W4,
    },
    expected: { stateIncomeTax: 14_090 },
  },
  {
    // Regular 140.90 (first case) + 11.70% x 2,000 = 234.00 -> 374.90. DBL 1.20. PFL 0.388% x 5,000 = 19.40
    name: 'bonus at the 11.70% supplemental rate',
    input: { grossPay: 300_000, supplementalPay: 200_000, stateAllowances: 1 },
    expected: { stateIncomeTax: 37_490, stateDisabilityTax: 120, statePaidFamilyLeave: 1_940 },
  },
  {
    // 100,000 x 12 = 1,200,000; net 1,192,600 is over 1,077,550: 10.45% of the entire net wages = 124,626.70
    // / 12 = 10,385.5583 -> 10,385.56
    name: 'top rows tax the entire net wages',
    input: { payFrequency: 'monthly', grossPay: 10_000_000 },
    expected: { stateIncomeTax: 1_038_556 },
  },
];

describe('calculatePaycheck: New York (NYS-50-T-NYS Method II, DBL, PFL)', () => {
  test.each(CASES)('$name', ({ input, expected }) => {
    expect(calculatePaycheck(makeInput({ state: 'NY', ...input }))).toMatchObject({
      warnings: [],
      ...expected,
    });
  });
});
