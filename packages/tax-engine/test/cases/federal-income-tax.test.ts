import { describe, expect, test } from 'vitest';

import { calculatePaycheck } from '../../src/index';
import { EMPTY_W4, makeInput, type KnownAnswerCase } from '../support/make-input';

/*
 * Worked by hand from IRS Pub 15-T (2025) Worksheet 1A and the 2025 annual percentage method
 * tables (PayLab federal-2025 notes section 3). Amounts in cents. Lines are carried exactly and
 * line 3c is rounded half up once. Texas work state, so no state tax interferes.
 */
const CASES: KnownAnswerCase[] = [
  {
    // 1a 3,000.00; 1b 26; 1c 78,000; 1d 0; 1e 78,000; 1f 0; 1g 8,600 (not MFJ); 1h 8,600; 1i 69,400
    // STANDARD single row A 54,875, C 5,578.50, D 22%; 2e 14,525; 2f 3,195.50; 2g 8,774.00
    // 2h 8,774.00 / 26 = 337.4615; 3c 337.46
    name: 'W-4 2020+, single, bi-weekly, no Step 2-4 entries',
    input: { grossPay: 300_000, w4: EMPTY_W4 },
    expected: { federalIncomeTax: 33_746, additionalWithholding: 0 },
  },
  {
    // 1c 1,500 x 52 = 78,000; 1g 12,900 (MFJ); 1i 65,100
    // STANDARD MFJ row A 40,950, C 2,385, D 12%; 2e 24,150; 2f 2,898; 2g 5,283; 2h 5,283 / 52 = 101.596 -> 101.60
    name: 'W-4 2020+, married filing jointly, weekly',
    input: {
      payFrequency: 'weekly',
      grossPay: 150_000,
      filingStatus: 'married-joint',
      w4: EMPTY_W4,
    },
    expected: { federalIncomeTax: 10_160 },
  },
  {
    // Married filing separately uses the single table. 1c 4,000 x 24 = 96,000; 1g 8,600; 1i 87,400
    // Single row 54,875 / 5,578.50 / 22%; 2e 32,525; 2f 7,155.50; 2g 12,734.00; 2h / 24 = 530.5833 -> 530.58
    name: 'W-4 2020+, married filing separately, semi-monthly (single table)',
    input: {
      payFrequency: 'semi-monthly',
      grossPay: 400_000,
      filingStatus: 'married-separate',
      w4: EMPTY_W4,
    },
    expected: { federalIncomeTax: 53_058 },
  },
  {
    // 1c 6,000 x 12 = 72,000; 1g 8,600; 1i 63,400
    // STANDARD HoH row A 30,900, C 1,700, D 12%; 2e 32,500; 2f 3,900; 2g 5,600; 2h / 12 = 466.6667 -> 466.67
    name: 'W-4 2020+, head of household, monthly',
    input: {
      payFrequency: 'monthly',
      grossPay: 600_000,
      filingStatus: 'head-of-household',
      w4: EMPTY_W4,
    },
    expected: { federalIncomeTax: 46_667 },
  },
  {
    // Step 2 checked: 1g 0. 1c 2,500 x 26 = 65,000; 1i 65,000
    // CHECKBOX single row A 59,175, C 8,825.50, D 24%; 2e 5,825; 2f 1,398; 2g 10,223.50; / 26 = 393.2115 -> 393.21
    name: 'W-4 2020+, Step 2 checkbox, single, bi-weekly',
    input: { grossPay: 250_000, w4: { ...EMPTY_W4, step2Checkbox: true } },
    expected: { federalIncomeTax: 39_321 },
  },
  {
    // Step 2 checked: 1g 0. 1c 5,000 x 24 = 120,000; 1i 120,000
    // CHECKBOX MFJ row A 118,350, C 17,651, D 24%; 2e 1,650; 2f 396; 2g 18,047; / 24 = 751.9583 -> 751.96
    name: 'W-4 2020+, Step 2 checkbox, married filing jointly, semi-monthly',
    input: {
      payFrequency: 'semi-monthly',
      grossPay: 500_000,
      filingStatus: 'married-joint',
      w4: { ...EMPTY_W4, step2Checkbox: true },
    },
    expected: { federalIncomeTax: 75_196 },
  },
  {
    // Step 2 checked: 1c 900 x 52 = 46,800; 1i 46,800
    // CHECKBOX HoH row A 43,675, C 3,721, D 22%; 2e 3,125; 2f 687.50; 2g 4,408.50; / 52 = 84.7788 -> 84.78
    name: 'W-4 2020+, Step 2 checkbox, head of household, weekly',
    input: {
      payFrequency: 'weekly',
      grossPay: 90_000,
      filingStatus: 'head-of-household',
      w4: { ...EMPTY_W4, step2Checkbox: true },
    },
    expected: { federalIncomeTax: 8_478 },
  },
  {
    // 1c 52,000; 1i 43,400; single row A 18,325, C 1,192.50, D 12%; 2e 25,075; 2f 3,009; 2g 4,201.50
    // 3a 2,000; 3c = (4,201.50 - 2,000) / 26 = 84.6731 -> 84.67
    name: 'W-4 2020+, Step 3 credits smaller than the tax',
    input: { grossPay: 200_000, w4: { ...EMPTY_W4, dependentsAmount: 200_000 } },
    expected: { federalIncomeTax: 8_467 },
  },
  {
    // 1c 26,000; 1i 17,400; single row A 6,400, C 0, D 10%; 2e 11,000; 2g 1,100
    // 3a 4,000 > 2g: 3c = 0 (floored before Step 4). 4a Step 4(c) 25.00 stays whole.
    name: 'W-4 2020+, Step 3 credits larger than the tax, Step 4(c) still withheld',
    input: {
      grossPay: 100_000,
      w4: { ...EMPTY_W4, dependentsAmount: 400_000, extraWithholding: 2_500 },
    },
    expected: {
      federalIncomeTax: 0,
      additionalWithholding: 2_500,
      totalDeductions: 2_500 + 6_200 + 1_450,
    },
  },
  {
    // 1c 5,000 x 12 = 60,000; 1d 12,000; 1e 72,000; 1h 8,600; 1i 63,400
    // Single row 54,875 / 5,578.50 / 22%; 2e 8,525; 2f 1,875.50; 2g 7,454; / 12 = 621.1667 -> 621.17
    name: 'W-4 2020+, Step 4(a) other income',
    input: {
      payFrequency: 'monthly',
      grossPay: 500_000,
      w4: { ...EMPTY_W4, otherIncome: 1_200_000 },
    },
    expected: { federalIncomeTax: 62_117 },
  },
  {
    // 1c 4,000 x 26 = 104,000; 1f 10,000; 1g 12,900; 1h 22,900; 1i 81,100
    // MFJ row 40,950 / 2,385 / 12%; 2e 40,150; 2f 4,818; 2g 7,203; / 26 = 277.0385 -> 277.04
    name: 'W-4 2020+, Step 4(b) deductions, married filing jointly',
    input: {
      grossPay: 400_000,
      filingStatus: 'married-joint',
      w4: { ...EMPTY_W4, deductions: 1_000_000 },
    },
    expected: { federalIncomeTax: 27_704 },
  },
  {
    // 1c 1,000 x 52 = 52,000; 1i 43,400; single row 18,325 / 1,192.50 / 12%; 2g 4,201.50; / 52 = 80.7981 -> 80.80
    // 4a Step 4(c) 50.00. Totals: 80.80 + 50.00 + SS 62.00 + Medicare 14.50 = 207.30; net 1,000 - 207.30 = 792.70
    name: 'W-4 2020+, Step 4(c) extra withholding, full stub',
    input: {
      payFrequency: 'weekly',
      grossPay: 100_000,
      w4: { ...EMPTY_W4, extraWithholding: 5_000 },
    },
    expected: {
      federalIncomeTax: 8_080,
      additionalWithholding: 5_000,
      socialSecurityTax: 6_200,
      medicareTax: 1_450,
      totalDeductions: 20_730,
      netPay: 79_270,
    },
  },
  {
    // 1c 300 x 52 = 15,600; 1h 20,000 + 8,600 = 28,600 > 1e, so 1i = 0 and the tax is 0
    name: 'W-4 2020+, Step 4(b) deductions larger than wages',
    input: {
      payFrequency: 'weekly',
      grossPay: 30_000,
      filingStatus: 'head-of-household',
      w4: { ...EMPTY_W4, deductions: 2_000_000 },
    },
    expected: { federalIncomeTax: 0 },
  },
  {
    // With a 2020+ W-4 the extra amount is Step 4(c); the employee field additionalWithholding is ignored.
    // Tax as in the first case: 337.46
    name: 'W-4 2020+ present: additionalWithholding input ignored',
    input: { grossPay: 300_000, additionalWithholding: 10_000, w4: EMPTY_W4 },
    expected: { federalIncomeTax: 33_746, additionalWithholding: 0 },
  },
  {
    // 1c 60,000 x 12 = 720,000; 1i 711,400; single row A 632,750, C 188,769.75, D 37%
    // 2e 78,650; 2f 29,100.50; 2g 217,870.25; / 12 = 18,155.8542 -> 18,155.85
    name: 'W-4 2020+, top bracket, monthly',
    input: { payFrequency: 'monthly', grossPay: 6_000_000, w4: EMPTY_W4 },
    expected: { federalIncomeTax: 1_815_585 },
  },
  {
    // 1c 2,243.75 x 12 = 26,925; 1i 18,325 = column A exactly ("at least"): C 1,192.50, 2e 0
    // 2h 1,192.50 / 12 = 99.375 -> 99.38 (half up)
    name: 'W-4 2020+, wages exactly at a row boundary, half-up rounding',
    input: { payFrequency: 'monthly', grossPay: 224_375, w4: EMPTY_W4 },
    expected: { federalIncomeTax: 9_938 },
  },
  {
    // 1c 200 x 26 = 5,200; 1i 0 after 1g 8,600: tax 0
    name: 'W-4 2020+, wages below the zero bracket',
    input: { grossPay: 20_000, w4: EMPTY_W4 },
    expected: { federalIncomeTax: 0 },
  },
  {
    // 1c 52,000; 1j 2; 1k 2 x 4,300 = 8,600; 1l 43,400; STANDARD single row 18,325 / 1,192.50 / 12%
    // 2g 4,201.50; / 26 = 161.5962 -> 161.60
    name: 'W-4 2019-or-earlier, single, 2 allowances, bi-weekly',
    input: { grossPay: 200_000, allowances: 2 },
    expected: { federalIncomeTax: 16_160, additionalWithholding: 0 },
  },
  {
    // 1c 8,000 x 12 = 96,000; 1k 3 x 4,300 = 12,900; 1l 83,100; STANDARD MFJ row 40,950 / 2,385 / 12%
    // 2e 42,150; 2f 5,058; 2g 7,443; / 12 = 620.25. Line 4a (old W-4 line 6) 40.00.
    name: 'W-4 2019-or-earlier, married, 3 allowances, monthly, additional amount',
    input: {
      payFrequency: 'monthly',
      grossPay: 800_000,
      filingStatus: 'married-joint',
      allowances: 3,
      additionalWithholding: 4_000,
    },
    expected: { federalIncomeTax: 62_025, additionalWithholding: 4_000 },
  },
  {
    // An old W-4 has no head of household: single table. 1c 3,000 x 24 = 72,000; 1k 4,300; 1l 67,700
    // Single row 54,875 / 5,578.50 / 22%; 2e 12,825; 2f 2,821.50; 2g 8,400; / 24 = 350.00
    name: 'W-4 2019-or-earlier, head of household uses the single table with a warning',
    input: {
      payFrequency: 'semi-monthly',
      grossPay: 300_000,
      filingStatus: 'head-of-household',
      allowances: 1,
    },
    expected: {
      federalIncomeTax: 35_000,
      warnings: [
        'Head of household has no table for a 2019-or-earlier Form W-4: federal withholding uses the single table',
      ],
    },
  },
  {
    // 1c 1,200 x 52 = 62,400; 1k 0; 1l 62,400 (no line 1g on an old W-4); single row 54,875 / 5,578.50 / 22%
    // 2e 7,525; 2f 1,655.50; 2g 7,234; / 52 = 139.1154 -> 139.12
    name: 'W-4 2019-or-earlier, married filing separately uses the single table with a warning',
    input: { payFrequency: 'weekly', grossPay: 120_000, filingStatus: 'married-separate' },
    expected: {
      federalIncomeTax: 13_912,
      warnings: [
        'Married filing separately has no table for a 2019-or-earlier Form W-4: federal withholding uses the single table',
      ],
    },
  },
  {
    // Regular 337.46 (first case) plus 22% of the 5,000.00 bonus = 1,100.00 -> 1,437.46
    name: 'Supplemental wages at the flat 22%',
    input: { grossPay: 300_000, supplementalPay: 500_000, w4: EMPTY_W4 },
    expected: { federalIncomeTax: 143_746 },
  },
  {
    // 22% x 1,234.57 = 271.6054 -> 271.61 (no regular wages)
    name: 'Supplemental wages only, rounded half up',
    input: { supplementalPay: 123_457, w4: EMPTY_W4 },
    expected: { federalIncomeTax: 27_161 },
  },
  {
    // YTD supplemental 800,000; this bonus 300,000 crosses 1,000,000 by 100,000:
    // 22% x 200,000 = 44,000 plus 37% x 100,000 = 37,000 -> 81,000.00
    // FICA: YTD wages 800,000 are past the SS base, so SS 0; Medicare 1.45% x 1,100,000 - 1.45% x 800,000 = 15,950 - 11,600 = 4,350.00
    // Additional Medicare 0.9% x (1,100,000 - 200,000) - 0.9% x (800,000 - 200,000) = 8,100 - 5,400 = 2,700.00
    name: 'Bonus crossing $1M of supplemental wages: 37% on the excess',
    input: {
      supplementalPay: 30_000_000,
      ytd: { grossPay: 0, supplementalPay: 80_000_000 },
      w4: EMPTY_W4,
    },
    expected: {
      federalIncomeTax: 8_100_000,
      socialSecurityTax: 0,
      medicareTax: 435_000,
      additionalMedicareTax: 270_000,
    },
  },
  {
    // YTD supplemental already 1,200,000: all 10,000 at 37% = 3,700.00
    name: 'Bonus after $1M of supplemental wages: all at 37%',
    input: {
      supplementalPay: 1_000_000,
      ytd: { grossPay: 0, supplementalPay: 120_000_000 },
      w4: EMPTY_W4,
    },
    expected: { federalIncomeTax: 370_000 },
  },
  {
    // 1c 100 x 52 = 5,200; 1d 500,000; 1e 505,200; 1h 8,600; 1i 496,600; single row 256,925 / 57,231 / 35%
    // 2e 239,675; 2f 83,886.25; 2g 141,117.25; / 52 = 2,713.79, but the wages are only 100.00.
    // SS 6.20 + Medicare 1.45 = 7.65 kept whole; the 10.00 extra goes first, then income tax is cut to 92.35.
    name: 'Withholding limited to the wages paid',
    input: {
      payFrequency: 'weekly',
      grossPay: 10_000,
      w4: { ...EMPTY_W4, otherIncome: 50_000_000, extraWithholding: 1_000 },
    },
    expected: {
      federalIncomeTax: 9_235,
      additionalWithholding: 0,
      socialSecurityTax: 620,
      medicareTax: 145,
      totalDeductions: 10_000,
      netPay: 0,
    },
  },
  {
    // California, weekly, single, Step 4(a) 100,000: at 353.00 CA's low-income exemption still applies.
    // 1c 353.00 x 52 = 18,356.00; 1e 118,356.00; 1h 8,600; 1i 109,756.00; single row 109,750 / 17,651 / 24%
    // 2g 17,651 + 24% x 6.00 = 17,652.44; / 52 = 339.47. Kept whole: SS 21.886 -> 21.89, Medicare
    // 5.1185 -> 5.12, SDI 1.2% 4.236 -> 4.24 = 31.25, so income tax is cut to 353.00 - 31.25 = 321.75.
    name: 'Withholding limited to the wages, California below its low-income exemption',
    input: {
      payFrequency: 'weekly',
      grossPay: 35_300,
      state: 'CA',
      w4: { ...EMPTY_W4, otherIncome: 10_000_000 },
    },
    expected: {
      federalIncomeTax: 32_175,
      stateIncomeTax: 0,
      socialSecurityTax: 2_189,
      medicareTax: 512,
      stateDisabilityTax: 424,
      netPay: 0,
    },
  },
  {
    // One cent more: 2g 17,651 + 24% x 6.52 = 17,652.5648; / 52 = 339.47. CA tax now starts, but state
    // income tax is cut before federal: kept whole SS 21.88662 -> 21.89, Medicare 5.118645 -> 5.12,
    // SDI 4.23612 -> 4.24 = 31.25; state 0; federal 353.01 - 31.25 = 321.76 (not below the 321.75 above).
    name: 'Withholding limited to the wages, California one cent above its low-income exemption',
    input: {
      payFrequency: 'weekly',
      grossPay: 35_301,
      state: 'CA',
      w4: { ...EMPTY_W4, otherIncome: 10_000_000 },
    },
    expected: {
      federalIncomeTax: 32_176,
      stateIncomeTax: 0,
      socialSecurityTax: 2_189,
      medicareTax: 512,
      stateDisabilityTax: 424,
      netPay: 0,
    },
  },
  {
    // A one-cent paycheck after 5,683.79 of wages. Rounded once over the year: SS 6.2% x 5,683.80 =
    // 352.3956 -> 352.40 less 6.2% x 5,683.79 = 352.39498 -> 352.39 = 0.01; Medicare 1.45% x 5,683.80
    // = 82.4151 -> 82.42 less 82.414955 -> 82.41 = 0.01. 0.02 > the 0.01 paid: Medicare's cent gives way.
    name: 'FICA rounding cents never exceed a one-cent paycheck',
    input: {
      payFrequency: 'weekly',
      grossPay: 1,
      ytd: { grossPay: 568_379, supplementalPay: 0 },
      w4: EMPTY_W4,
    },
    expected: {
      socialSecurityTax: 1,
      medicareTax: 0,
      federalIncomeTax: 0,
      totalDeductions: 1,
      netPay: 0,
    },
  },
];

describe('calculatePaycheck: federal income tax (Pub 15-T 2025 Worksheet 1A)', () => {
  test.each(CASES)('$name', ({ input, expected }) => {
    expect(calculatePaycheck(makeInput(input))).toMatchObject(expected);
  });

  test('warns when withholding is limited to the wages', () => {
    const result = calculatePaycheck(
      makeInput(
        CASES.find((known) => known.name === 'Withholding limited to the wages paid')!.input,
      ),
    );
    expect(
      result.warnings.some((warning) =>
        warning.startsWith('Withholding limited to the wages paid'),
      ),
    ).toBe(true);
  });
});
