import { describe, expect, test } from 'vitest';

import { calculatePaycheck } from '../../src/index';
import { EMPTY_W4, makeInput, type KnownAnswerCase } from '../support/make-input';

/*
 * Worked by hand from the product spec section 9 only: federal tax on max(0, annual salary - 15,000
 * (30,000 married-joint) - 5,000 per allowance) from the spec's brackets (married-joint table for
 * married-joint, single otherwise), / periods, rounded half up once; bonuses 22% / 37% over $1M;
 * CA brackets 1%..12.3% on annual salary less 3,000 per state allowance, / periods, 0.9% disability;
 * NY 8% and 0.5% of gross pay; TX, FL and other states 0. "Gross pay" is the period's wages,
 * regular plus supplemental. Amounts in cents.
 */
const CASES: KnownAnswerCase[] = [
  {
    // Annual 3,000 x 26 = 78,000; taxable 78,000 - 15,000 = 63,000
    // 10% x 11,925 = 1,192.50; 12% x 36,550 = 4,386.00; 22% x 14,525 = 3,195.50; total 8,774.00; / 26 = 337.4615 -> 337.46
    name: 'single, bi-weekly, annual salary from gross x periods',
    input: { grossPay: 300_000 },
    expected: { federalIncomeTax: 33_746, stateIncomeTax: 0 },
  },
  {
    // Taxable 120,000 - 30,000 - 2 x 5,000 = 80,000; 10% x 23,850 = 2,385; 12% x 56,150 = 6,738; 9,123 / 12 = 760.25
    name: 'married-joint, monthly, 2 allowances',
    input: {
      payFrequency: 'monthly',
      grossPay: 1_000_000,
      annualSalary: 12_000_000,
      filingStatus: 'married-joint',
      allowances: 2,
    },
    expected: { federalIncomeTax: 76_025 },
  },
  {
    // Head of household: single table and 15,000. Annual 52,000; taxable 52,000 - 15,000 - 5,000 = 32,000
    // 1,192.50 + 12% x 20,075 = 2,409.00 -> 3,601.50; / 52 = 69.2596 -> 69.26
    name: 'head of household uses the single table and 15,000',
    input: {
      payFrequency: 'weekly',
      grossPay: 100_000,
      filingStatus: 'head-of-household',
      allowances: 1,
    },
    expected: { federalIncomeTax: 6_926 },
  },
  {
    // annualSalary 150,000 given (not 5,000 x 24): taxable 135,000
    // 1,192.50 + 4,386.00 + 22% x 54,875 = 12,072.50 + 24% x 31,650 = 7,596.00 -> 25,247.00; / 24 = 1,051.9583 -> 1,051.96
    name: 'annual salary given explicitly',
    input: { payFrequency: 'semi-monthly', grossPay: 500_000, annualSalary: 15_000_000 },
    expected: { federalIncomeTax: 105_196 },
  },
  {
    // The spec's married-joint 32% bracket ends at 487,450. Taxable 600,000 - 30,000 = 570,000:
    // 2,385 + 12% x 73,100 = 8,772 + 22% x 109,750 = 24,145 + 24% x 187,900 = 45,096 + 32% x 92,850 = 29,712
    // + 35% x 82,550 = 28,892.50 -> 139,002.50; / 12 = 11,583.5417 -> 11,583.54
    name: "married-joint high earner on the spec's own brackets",
    input: {
      payFrequency: 'monthly',
      grossPay: 5_000_000,
      annualSalary: 60_000_000,
      filingStatus: 'married-joint',
    },
    expected: { federalIncomeTax: 1_158_354 },
  },
  {
    // CA: annual 78,000 - 2 x 3,000 = 72,000: 1% x 10,099 = 100.99; 2% x 13,843 = 276.86; 4% x 13,846 = 553.84;
    // 6% x 14,667 = 880.02; 8% x 13,840 = 1,107.20; 9.3% x 5,705 = 530.565; total 3,449.475; / 26 = 132.6721 -> 132.67
    // Disability 0.9% x 3,000 = 27.00
    name: 'California brackets and 0.9% disability',
    input: { grossPay: 300_000, state: 'CA', stateAllowances: 2 },
    expected: { stateIncomeTax: 13_267, stateDisabilityTax: 2_700, statePaidFamilyLeave: 0 },
  },
  {
    // NY: 8% x (3,000 + 1,000 bonus) = 320.00; disability 0.5% x 4,000 = 20.00 (no cap in the spec)
    // Federal 337.46 + 22% x 1,000 = 557.46
    name: 'New York flat 8% and 0.5% disability on gross pay including a bonus',
    input: { grossPay: 300_000, supplementalPay: 100_000, state: 'NY' },
    expected: {
      federalIncomeTax: 55_746,
      stateIncomeTax: 32_000,
      stateDisabilityTax: 2_000,
      statePaidFamilyLeave: 0,
    },
  },
  {
    // Bonus 300,000 with 800,000 already paid: 22% x 200,000 + 37% x 100,000 = 81,000.00; no regular wages (annual salary 0)
    name: 'bonus crossing $1M',
    input: { supplementalPay: 30_000_000, ytd: { grossPay: 0, supplementalPay: 80_000_000 } },
    expected: { federalIncomeTax: 8_100_000 },
  },
  {
    // With a W-4 on file the extra amount is Step 4(c): 20.00, not the field's 50.00. Tax as the first case.
    name: 'W-4 Step 4(c) is the extra withholding',
    input: {
      grossPay: 300_000,
      additionalWithholding: 5_000,
      w4: { ...EMPTY_W4, extraWithholding: 2_000 },
    },
    expected: { federalIncomeTax: 33_746, additionalWithholding: 2_000 },
  },
  {
    // No W-4: the employee's additional withholding 50.00
    name: "employee's additional withholding without a W-4",
    input: { grossPay: 300_000, additionalWithholding: 5_000 },
    expected: {
      additionalWithholding: 5_000,
      totalDeductions: 33_746 + 5_000 + 18_600 + 4_350,
      netPay: 300_000 - 61_696,
    },
  },
  {
    // Florida 0%, no warning
    name: 'Florida is 0%',
    input: { grossPay: 300_000, state: 'FL' },
    expected: { stateIncomeTax: 0, stateDisabilityTax: 0, warnings: [] },
  },
  {
    // Other states 0, flagged as not modelled
    name: 'other states are 0 with a warning',
    input: { grossPay: 300_000, state: 'WA' },
    expected: {
      stateIncomeTax: 0,
      stateDisabilityTax: 0,
      warnings: [
        'State WA is not modelled: state income tax and disability withholding are set to 0',
      ],
    },
  },
  {
    // "Per-period Social Security and Medicare are computed on gross pay": each check on its own.
    // Third weekly check of 1,230.77 after 2,461.54: 6.2% x 1,230.77 = 76.30774 -> 76.31;
    // 1.45% x 1,230.77 = 17.846165 -> 17.85 (year-to-date rounding would give 76.30, see below)
    name: "FICA rounded on each paycheck's own gross pay",
    input: {
      payFrequency: 'weekly',
      grossPay: 123_077,
      annualSalary: 6_400_000,
      ytd: { grossPay: 246_154, supplementalPay: 0 },
    },
    expected: {
      socialSecurityTax: 7_631,
      medicareTax: 1_785,
      employer: { socialSecurityTax: 7_631, medicareTax: 1_785 },
    },
  },
  {
    // Second monthly check of 20,833.33: 6.2% x 20,833.33 = 1,291.66646 -> 1,291.67; 1.45% = 302.083285 -> 302.08
    name: 'FICA on each paycheck, monthly',
    input: {
      payFrequency: 'monthly',
      grossPay: 2_083_333,
      annualSalary: 25_000_000,
      ytd: { grossPay: 2_083_333, supplementalPay: 0 },
    },
    expected: { socialSecurityTax: 129_167, medicareTax: 30_208 },
  },
  {
    // Wage base 176,100 with 175,000 paid: 6.2% x 1,100 of this 3,000 check = 68.20; Medicare on all 3,000 = 43.50
    name: 'wage base reached within a paycheck',
    input: {
      grossPay: 300_000,
      annualSalary: 7_800_000,
      ytd: { grossPay: 17_500_000, supplementalPay: 0 },
    },
    expected: { socialSecurityTax: 6_820, medicareTax: 4_350, additionalMedicareTax: 0 },
  },
  {
    // 199,000 paid: no social security (base passed); Additional Medicare 0.9% x (202,000 - 200,000) = 18.00
    name: 'Additional Medicare threshold crossed within a paycheck',
    input: {
      grossPay: 300_000,
      annualSalary: 7_800_000,
      ytd: { grossPay: 19_900_000, supplementalPay: 0 },
    },
    expected: { socialSecurityTax: 0, medicareTax: 4_350, additionalMedicareTax: 1_800 },
  },
];

describe('calculatePaycheck: spec-simplified-2025 (product spec section 9)', () => {
  test.each(CASES)('$name', ({ input, expected }) => {
    const result = calculatePaycheck(makeInput({ ruleSet: 'spec-simplified-2025', ...input }));
    expect(result).toMatchObject({ ruleSet: 'spec-simplified-2025', ...expected });
  });
});

describe('FICA rounding: the official set rounds year-to-date instead', () => {
  test('the same third weekly check withholds 76.30 and 17.85 under official-2025', () => {
    // 6.2% x 3,692.31 = 228.92322 -> 228.92, less 6.2% x 2,461.54 = 152.61548 -> 152.62: 76.30
    // 1.45% x 3,692.31 = 53.538495 -> 53.54, less 1.45% x 2,461.54 = 35.69233 -> 35.69: 17.85
    const result = calculatePaycheck(
      makeInput({
        payFrequency: 'weekly',
        grossPay: 123_077,
        annualSalary: 6_400_000,
        ytd: { grossPay: 246_154, supplementalPay: 0 },
      }),
    );
    expect(result).toMatchObject({ socialSecurityTax: 7_630, medicareTax: 1_785 });
  });
});
