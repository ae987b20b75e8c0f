import { divideRounded, multiplyRate } from '@paylab/shared/money';
import { describe, expect, test } from 'vitest';

import { calculatePaycheck, resolveTaxYearParameters, type PaycheckInput } from '../../src/index';
import { resolveParameter } from '../../src/parameters/parameter';
import type { MarginalBracket } from '../../src/parameters/schedules';
import {
  CHECKBOX_WITHHOLDING_TABLES,
  LINE_1G_AMOUNT,
  STANDARD_WITHHOLDING_TABLES,
  type FederalTableStatus,
} from '../../src/parameters/us/irs/income-tax/percentage-method';
import {
  INCOME_TAX_BRACKETS,
  STANDARD_DEDUCTION,
  type RateScheduleStatus,
} from '../../src/parameters/us/irs/income-tax/rate-schedules';
import { EMPTY_W4, makeInput, type KnownAnswerCase } from '../support/make-input';

const PAY_DATE_2026 = '2026-06-12';

/** A 2026 paycheck: makeInput's Texas bi-weekly single employee, paid on a 2026 date. */
function makeInput2026(overrides: Partial<PaycheckInput> = {}): PaycheckInput {
  return makeInput({ payDate: PAY_DATE_2026, ...overrides });
}

/*
 * Worked by hand from IRS Pub 15-T (2026) Worksheet 1A and the 2026 annual percentage method tables
 * (STANDARD and Form W-4 Step 2 checkbox schedules). Line 1g is $12,900 married filing jointly and
 * $8,600 otherwise; line 1k is $4,300 an allowance. Amounts in cents; lines are carried exactly and
 * line 3c is rounded half up once. Texas work state, so no state tax interferes.
 *
 * 2026 rows used (A at least, C tentative amount, D rate):
 *   STANDARD single   19,900 / 1,240 / 12%; 57,900 / 5,800 / 22%; 648,100 / 192,979.25 / 37%; 7,500 / 0 / 10%
 *   STANDARD MFJ      44,100 / 2,480 / 12%
 *   STANDARD HoH      33,250 / 1,770 / 12%
 *   CHECKBOX single   60,900 / 8,983 / 24%
 *   CHECKBOX MFJ      66,500 / 5,800 / 22%
 *   CHECKBOX HoH      45,800 / 3,870 / 22%; 112,950 / 19,603.50 / 32%
 */
const CASES: KnownAnswerCase[] = [
  {
    // 1a 3,000.00; 1b 26; 1c 78,000; 1d 0; 1e 78,000; 1f 0; 1g 8,600 (not MFJ); 1h 8,600; 1i 69,400
    // STANDARD single row A 57,900, C 5,800, D 22%; 2e 11,500; 2f 2,530; 2g 8,330
    // 2h 8,330 / 26 = 320.3846; 3a 0; 3c 320.38; 4a 0; 4b 320.38
    name: 'W-4 2020+, single, bi-weekly, no Step 2-4 entries',
    input: { grossPay: 300_000, w4: EMPTY_W4 },
    expected: { federalIncomeTax: 32_038, additionalWithholding: 0 },
  },
  {
    // 1c 1,500 x 52 = 78,000; 1g 12,900 (MFJ); 1i 65,100
    // STANDARD MFJ row A 44,100, C 2,480, D 12%; 2e 21,000; 2f 2,520; 2g 5,000; 2h 5,000 / 52 = 96.1538 -> 96.15
    name: 'W-4 2020+, married filing jointly, weekly',
    input: {
      payFrequency: 'weekly',
      grossPay: 150_000,
      filingStatus: 'married-joint',
      w4: EMPTY_W4,
    },
    expected: { federalIncomeTax: 9_615 },
  },
  {
    // Married filing separately uses the single table. 1c 4,000 x 24 = 96,000; 1g 8,600; 1i 87,400
    // Single row 57,900 / 5,800 / 22%; 2e 29,500; 2f 6,490; 2g 12,290; 2h / 24 = 512.0833 -> 512.08
    name: 'W-4 2020+, married filing separately, semi-monthly (single table)',
    input: {
      payFrequency: 'semi-monthly',
      grossPay: 400_000,
      filingStatus: 'married-separate',
      w4: EMPTY_W4,
    },
    expected: { federalIncomeTax: 51_208 },
  },
  {
    // 1c 6,000 x 12 = 72,000; 1g 8,600; 1i 63,400
    // STANDARD HoH row A 33,250, C 1,770, D 12%; 2e 30,150; 2f 3,618; 2g 5,388; 2h / 12 = 449.00
    name: 'W-4 2020+, head of household, monthly',
    input: {
      payFrequency: 'monthly',
      grossPay: 600_000,
      filingStatus: 'head-of-household',
      w4: EMPTY_W4,
    },
    expected: { federalIncomeTax: 44_900 },
  },
  {
    // Step 2 checked: 1g 0. 1c 2,500 x 26 = 65,000; 1i 65,000
    // CHECKBOX single row A 60,900, C 8,983, D 24%; 2e 4,100; 2f 984; 2g 9,967; / 26 = 383.3462 -> 383.35
    name: 'W-4 2020+, Step 2 checkbox, single, bi-weekly',
    input: { grossPay: 250_000, w4: { ...EMPTY_W4, step2Checkbox: true } },
    expected: { federalIncomeTax: 38_335 },
  },
  {
    // Step 2 checked: 1g 0. 1c 5,000 x 24 = 120,000; 1i 120,000 (below the 121,800 row)
    // CHECKBOX MFJ row A 66,500, C 5,800, D 22%; 2e 53,500; 2f 11,770; 2g 17,570; / 24 = 732.0833 -> 732.08
    name: 'W-4 2020+, Step 2 checkbox, married filing jointly, semi-monthly',
    input: {
      payFrequency: 'semi-monthly',
      grossPay: 500_000,
      filingStatus: 'married-joint',
      w4: { ...EMPTY_W4, step2Checkbox: true },
    },
    expected: { federalIncomeTax: 73_208 },
  },
  {
    // Step 2 checked: 1c 900 x 52 = 46,800; 1i 46,800
    // CHECKBOX HoH row A 45,800, C 3,870, D 22%; 2e 1,000; 2f 220; 2g 4,090; / 52 = 78.6538 -> 78.65
    name: 'W-4 2020+, Step 2 checkbox, head of household, weekly',
    input: {
      payFrequency: 'weekly',
      grossPay: 90_000,
      filingStatus: 'head-of-household',
      w4: { ...EMPTY_W4, step2Checkbox: true },
    },
    expected: { federalIncomeTax: 7_865 },
  },
  {
    // Step 2 checked, wages exactly at a row: 1c 9,412.50 x 12 = 112,950 = CHECKBOX HoH column A
    // ("at least"): C 19,603.50, 2e 0; 2h 19,603.50 / 12 = 1,633.625 -> 1,633.63 (half up)
    name: 'W-4 2020+, Step 2 checkbox, head of household, monthly, exactly at a row, half-up rounding',
    input: {
      payFrequency: 'monthly',
      grossPay: 941_250,
      filingStatus: 'head-of-household',
      w4: { ...EMPTY_W4, step2Checkbox: true },
    },
    expected: { federalIncomeTax: 163_363 },
  },
  {
    // One child on the 2026 W-4 Step 3(a) (1 x $2,200). 1c 52,000; 1i 43,400
    // Single row 19,900 / 1,240 / 12%; 2e 23,500; 2f 2,820; 2g 4,060; 2h 156.1538
    // 3a 2,200; 3b 84.6154; 3c = (4,060 - 2,200) / 26 = 71.5385 -> 71.54
    name: 'W-4 2020+, Step 3 credits smaller than the tax',
    input: { grossPay: 200_000, w4: { ...EMPTY_W4, dependentsAmount: 220_000 } },
    expected: { federalIncomeTax: 7_154 },
  },
  {
    // 1c 26,000; 1i 17,400; single row 7,500 / 0 / 10%; 2e 9,900; 2g 990
    // 3a 4,400 > 2g: 3c = 0 (floored before Step 4). 4a Step 4(c) 25.00 stays whole.
    // Totals: 25.00 + SS 62.00 + Medicare 14.50 = 101.50
    name: 'W-4 2020+, Step 3 credits larger than the tax, Step 4(c) still withheld',
    input: {
      grossPay: 100_000,
      w4: { ...EMPTY_W4, dependentsAmount: 440_000, extraWithholding: 2_500 },
    },
    expected: {
      federalIncomeTax: 0,
      additionalWithholding: 2_500,
      totalDeductions: 2_500 + 6_200 + 1_450,
    },
  },
  {
    // 1c 5,000 x 12 = 60,000; 1d 12,000; 1e 72,000; 1h 8,600; 1i 63,400
    // Single row 57,900 / 5,800 / 22%; 2e 5,500; 2f 1,210; 2g 7,010; / 12 = 584.1667 -> 584.17
    name: 'W-4 2020+, Step 4(a) other income',
    input: {
      payFrequency: 'monthly',
      grossPay: 500_000,
      w4: { ...EMPTY_W4, otherIncome: 1_200_000 },
    },
    expected: { federalIncomeTax: 58_417 },
  },
  {
    // 1c 4,000 x 26 = 104,000; 1f 10,000; 1g 12,900; 1h 22,900; 1i 81,100
    // MFJ row 44,100 / 2,480 / 12%; 2e 37,000; 2f 4,440; 2g 6,920; / 26 = 266.1538 -> 266.15
    name: 'W-4 2020+, Step 4(b) deductions, married filing jointly',
    input: {
      grossPay: 400_000,
      filingStatus: 'married-joint',
      w4: { ...EMPTY_W4, deductions: 1_000_000 },
    },
    expected: { federalIncomeTax: 26_615 },
  },
  {
    // The 2026 W-4 Step 4(b) Deductions Worksheet: line 1a qualified tips 8,000 + 1b qualified
    // overtime 4,000 (line 2 12,000) + line 3a seniors 6,000 (line 4 6,000); line 15 = 18,000, the
    // only amount the employer uses. 1c 1,200 x 52 = 62,400; 1f 18,000; 1g 8,600; 1h 26,600; 1i 35,800
    // Single row 19,900 / 1,240 / 12%; 2e 15,900; 2f 1,908; 2g 3,148; / 52 = 60.5385 -> 60.54
    name: 'W-4 2026, Step 4(b) from the new deductions worksheet (tips, overtime, seniors), weekly',
    input: {
      payFrequency: 'weekly',
      grossPay: 120_000,
      w4: { ...EMPTY_W4, deductions: 1_800_000 },
    },
    expected: { federalIncomeTax: 6_054 },
  },
  {
    // 1c 1,000 x 52 = 52,000; 1i 43,400; single row 19,900 / 1,240 / 12%; 2g 4,060; / 52 = 78.0769 -> 78.08
    // 4a Step 4(c) 50.00. Totals: 78.08 + 50.00 + SS 62.00 + Medicare 14.50 = 204.58; net 1,000 - 204.58 = 795.42
    name: 'W-4 2020+, Step 4(c) extra withholding, full stub',
    input: {
      payFrequency: 'weekly',
      grossPay: 100_000,
      w4: { ...EMPTY_W4, extraWithholding: 5_000 },
    },
    expected: {
      federalIncomeTax: 7_808,
      additionalWithholding: 5_000,
      socialSecurityTax: 6_200,
      medicareTax: 1_450,
      totalDeductions: 20_458,
      netPay: 79_542,
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
    // 1c 60,000 x 12 = 720,000; 1i 711,400; single row A 648,100, C 192,979.25, D 37%
    // 2e 63,300; 2f 23,421; 2g 216,400.25; / 12 = 18,033.3542 -> 18,033.35
    name: 'W-4 2020+, top bracket, monthly',
    input: { payFrequency: 'monthly', grossPay: 6_000_000, w4: EMPTY_W4 },
    expected: { federalIncomeTax: 1_803_335 },
  },
  {
    // 1c 200 x 26 = 5,200; 1i 0 after 1g 8,600: tax 0
    name: 'W-4 2020+, wages below the zero bracket',
    input: { grossPay: 20_000, w4: EMPTY_W4 },
    expected: { federalIncomeTax: 0 },
  },
  {
    // 1c 52,000; 1j 2; 1k 2 x 4,300 = 8,600; 1l 43,400; STANDARD single row 19,900 / 1,240 / 12%
    // 2e 23,500; 2f 2,820; 2g 4,060; / 26 = 156.1538 -> 156.15
    name: 'W-4 2019-or-earlier, single, 2 allowances, bi-weekly',
    input: { grossPay: 200_000, allowances: 2 },
    expected: { federalIncomeTax: 15_615, additionalWithholding: 0 },
  },
  {
    // 1c 8,000 x 12 = 96,000; 1k 3 x 4,300 = 12,900; 1l 83,100; STANDARD MFJ row 44,100 / 2,480 / 12%
    // 2e 39,000; 2f 4,680; 2g 7,160; / 12 = 596.6667 -> 596.67. Line 4a (old W-4 line 6) 40.00.
    name: 'W-4 2019-or-earlier, married, 3 allowances, monthly, additional amount',
    input: {
      payFrequency: 'monthly',
      grossPay: 800_000,
      filingStatus: 'married-joint',
      allowances: 3,
      additionalWithholding: 4_000,
    },
    expected: { federalIncomeTax: 59_667, additionalWithholding: 4_000 },
  },
  {
    // An old W-4 has no head of household: single table. 1c 3,000 x 24 = 72,000; 1k 4,300; 1l 67,700
    // Single row 57,900 / 5,800 / 22%; 2e 9,800; 2f 2,156; 2g 7,956; / 24 = 331.50
    name: 'W-4 2019-or-earlier, head of household uses the single table',
    input: {
      payFrequency: 'semi-monthly',
      grossPay: 300_000,
      filingStatus: 'head-of-household',
      allowances: 1,
    },
    expected: { federalIncomeTax: 33_150 },
  },
  {
    // 1c 1,200 x 52 = 62,400; 1k 0; 1l 62,400 (no line 1g on an old W-4); single row 57,900 / 5,800 / 22%
    // 2e 4,500; 2f 990; 2g 6,790; / 52 = 130.5769 -> 130.58
    name: 'W-4 2019-or-earlier, married filing separately uses the single table, weekly',
    input: { payFrequency: 'weekly', grossPay: 120_000, filingStatus: 'married-separate' },
    expected: { federalIncomeTax: 13_058 },
  },
  {
    // Regular 320.38 (first case) plus 22% of the 5,000.00 bonus = 1,100.00 -> 1,420.38
    name: 'Supplemental wages at the flat 22%',
    input: { grossPay: 300_000, supplementalPay: 500_000, w4: EMPTY_W4 },
    expected: { federalIncomeTax: 142_038 },
  },
  {
    // YTD supplemental 800,000; this bonus 300,000 crosses 1,000,000 by 100,000:
    // 22% x 200,000 = 44,000 plus 37% x 100,000 = 37,000 -> 81,000.00
    // FICA: YTD wages 800,000 are past the 2026 base of 184,500, so SS 0;
    // Medicare 1.45% x 1,100,000 - 1.45% x 800,000 = 15,950 - 11,600 = 4,350.00
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
];

describe('calculatePaycheck: federal income tax (Pub 15-T 2026 Worksheet 1A)', () => {
  test.each(CASES)('$name', ({ input, expected }) => {
    expect(calculatePaycheck(makeInput2026(input))).toMatchObject(expected);
  });

  test('a 2019-or-earlier W-4 with head of household still warns that the single table is used', () => {
    const result = calculatePaycheck(
      makeInput2026({
        payFrequency: 'semi-monthly',
        grossPay: 300_000,
        filingStatus: 'head-of-household',
        allowances: 1,
      }),
    );
    expect(result.warnings).toContain(
      'Head of household has no table for a 2019-or-earlier Form W-4: federal withholding uses the single table',
    );
  });

  test('"Show the math" cites the 2026 edition of Worksheet 1A and its tables', () => {
    const { trace } = calculatePaycheck(makeInput2026({ grossPay: 300_000, w4: EMPTY_W4 }), {
      trace: true,
    });
    const citationOf = (step: string): string =>
      trace.find((entry) => entry.step === step)?.citation ?? '';
    expect(citationOf('federal.worksheet-1a.1c')).toContain('IRS Pub 15-T (2026), section 1');
    expect(citationOf('federal.worksheet-1a.1g')).toContain('IRS Pub 15-T (2026)');
    expect(citationOf('federal.worksheet-1a.2b')).toContain('IRS Pub 15-T (2026)');
    expect(citationOf('federal.worksheet-1a.3c')).toContain('IRS Pub 15-T (2026)');
    expect(trace.every((entry) => !entry.citation.includes('Pub 15-T (2025)'))).toBe(true);
  });
});

describe('printed examples', () => {
  test('Pub 15-T (2026) nonresident alien example: weekly $300 plus the Table 1 $226.90, old W-4 single, 1 allowance', () => {
    // PayLab has no nonresident alien input: the Table 1 amount is added to line 1a for income tax
    // only, so line 1a is fed directly and only federal income tax is compared.
    // 1a 300.00 + 226.90 = 526.90; 1c x 52 = 27,398.80; 1k 4,300; 1l 23,098.80
    // STANDARD single row 19,900 / 1,240 / 12%; 2e 3,198.80; 2f 383.856; 2g 1,623.856
    // 2h / 52 = 31.2280 -> 31.23; the publication's wage bracket answer is $31 (whole dollars).
    const result = calculatePaycheck(
      makeInput2026({ payFrequency: 'weekly', grossPay: 52_690, allowances: 1 }),
    );
    expect(result.federalIncomeTax).toBe(3_123);
    expect(divideRounded(result.federalIncomeTax, 100)).toBe(31);
  });

  test('Pub 15 (2026) section 7: a $1,000 bonus paid separately at the flat 22% is $220', () => {
    // Regular monthly 2,000 on a 2026 W-4, single: 1c 24,000; 1i 15,400; single row 7,500 / 0 / 10%
    // 2e 7,900; 2g 790; / 12 = 65.8333 -> 65.83. Bonus 22% x 1,000 = 220.00. Total 285.83.
    const result = calculatePaycheck(
      makeInput2026({
        payFrequency: 'monthly',
        grossPay: 200_000,
        supplementalPay: 100_000,
        w4: EMPTY_W4,
      }),
    );
    expect(result.federalIncomeTax).toBe(6_583 + 22_000);
  });
});

describe('FICA and FUTA in 2026', () => {
  test('social security stops at the 2026 wage base of $184,500', () => {
    // YTD 184,000; this paycheck 1,000: only 500 is below the base.
    // Rounded year-to-date: 6.2% x 184,500 = 11,439.00 less 6.2% x 184,000 = 11,408.00 -> 31.00
    // Medicare 1.45% x 185,000 = 2,682.50 less 1.45% x 184,000 = 2,668.00 -> 14.50; no Additional Medicare
    const result = calculatePaycheck(
      makeInput2026({
        grossPay: 100_000,
        ytd: { grossPay: 18_400_000, supplementalPay: 0 },
        w4: EMPTY_W4,
      }),
    );
    expect(result).toMatchObject({
      socialSecurityTax: 3_100,
      medicareTax: 1_450,
      additionalMedicareTax: 0,
      employer: { socialSecurityTax: 3_100, medicareTax: 1_450, futaTax: 0 },
    });
  });

  test('the same paycheck in 2025 is already past the $176,100 base', () => {
    const result = calculatePaycheck(
      makeInput({
        payDate: '2025-12-19',
        grossPay: 100_000,
        ytd: { grossPay: 18_400_000, supplementalPay: 0 },
        w4: EMPTY_W4,
      }),
    );
    expect(result).toMatchObject({ socialSecurityTax: 0, medicareTax: 1_450 });
  });

  test('one paycheck over the whole 2026 base withholds the year maximum, $11,439.00', () => {
    // Monthly 200,000 from a YTD of 0: 6.2% x 184,500 = 11,439.00; Medicare 1.45% x 200,000 = 2,900.00;
    // Additional Medicare 0 (wages reach 200,000 but do not exceed it)
    const result = calculatePaycheck(
      makeInput2026({ payFrequency: 'monthly', grossPay: 20_000_000, w4: EMPTY_W4 }),
    );
    expect(result).toMatchObject({
      socialSecurityTax: 1_143_900,
      medicareTax: 290_000,
      additionalMedicareTax: 0,
      employer: { socialSecurityTax: 1_143_900, medicareTax: 290_000 },
    });
  });

  test('Additional Medicare starts in the period wages pass $200,000 (unchanged for 2026)', () => {
    // YTD 195,000; this paycheck 10,000: SS 0 (YTD already past 184,500)
    // Medicare 1.45% x 205,000 = 2,972.50 less 1.45% x 195,000 = 2,827.50 -> 145.00 (employer the same)
    // Additional 0.9% x (205,000 - 200,000) = 45.00, employee only
    const result = calculatePaycheck(
      makeInput2026({
        payFrequency: 'semi-monthly',
        grossPay: 1_000_000,
        ytd: { grossPay: 19_500_000, supplementalPay: 0 },
        w4: EMPTY_W4,
      }),
    );
    expect(result).toMatchObject({
      socialSecurityTax: 0,
      medicareTax: 14_500,
      additionalMedicareTax: 4_500,
      employer: { socialSecurityTax: 0, medicareTax: 14_500 },
    });
  });

  test('FUTA stops at the first $7,000 of 2026 wages at 0.6%', () => {
    // YTD 4,000; this paycheck 5,000: 3,000 below the base. 0.6% x 7,000 = 42.00 less 0.6% x 4,000 = 24.00 -> 18.00
    const result = calculatePaycheck(
      makeInput2026({
        grossPay: 500_000,
        ytd: { grossPay: 400_000, supplementalPay: 0 },
        w4: EMPTY_W4,
      }),
    );
    expect(result.employer.futaTax).toBe(1_800);
  });
});

describe('year boundary: the same employee paid on 2025-12-31 and on 2026-01-02', () => {
  test.each([
    {
      // 2025: 1i 69,400; 2025 single row 54,875 / 5,578.50 / 22%; 2g 8,774; / 26 = 337.46
      // 2026: 1i 69,400; 2026 single row 57,900 / 5,800 / 22%; 2g 8,330; / 26 = 320.38
      name: 'W-4 2020+, single, bi-weekly 3,000',
      input: { grossPay: 300_000, w4: EMPTY_W4 },
      federal2025: 33_746,
      federal2026: 32_038,
    },
    {
      // 2025: 1l 43,400; 2025 single row 18,325 / 1,192.50 / 12%; 2g 4,201.50; / 26 = 161.60
      // 2026: 1l 43,400; 2026 single row 19,900 / 1,240 / 12%; 2g 4,060; / 26 = 156.15
      name: 'W-4 2019-or-earlier, single, 2 allowances, bi-weekly 2,000',
      input: { grossPay: 200_000, allowances: 2 },
      federal2025: 16_160,
      federal2026: 15_615,
    },
    {
      // Step 2, MFJ, semi-monthly 5,000: 1i 120,000
      // 2025: CHECKBOX MFJ row 118,350 / 17,651 / 24%; 2g 18,047; / 24 = 751.96
      // 2026: CHECKBOX MFJ row 66,500 / 5,800 / 22%; 2g 17,570; / 24 = 732.08
      name: 'W-4 2020+, Step 2 checkbox, married filing jointly, semi-monthly 5,000',
      input: {
        payFrequency: 'semi-monthly' as const,
        grossPay: 500_000,
        filingStatus: 'married-joint' as const,
        w4: { ...EMPTY_W4, step2Checkbox: true },
      },
      federal2025: 75_196,
      federal2026: 73_208,
    },
  ])('$name: each date picks its year', ({ input, federal2025, federal2026 }) => {
    expect(calculatePaycheck(makeInput({ ...input, payDate: '2025-12-31' })).federalIncomeTax).toBe(
      federal2025,
    );
    expect(calculatePaycheck(makeInput({ ...input, payDate: '2026-01-02' })).federalIncomeTax).toBe(
      federal2026,
    );
  });

  test('a high earner past the 2025 base owes social security again from the first 2026 paycheck', () => {
    // 2025-12-31: YTD 180,000 is past 176,100, so SS 0; FUTA 0 (past 7,000); Medicare 1.45% x 3,000 = 43.50
    const lastOf2025 = calculatePaycheck(
      makeInput({
        payDate: '2025-12-31',
        grossPay: 300_000,
        ytd: { grossPay: 18_000_000, supplementalPay: 0 },
        w4: EMPTY_W4,
      }),
    );
    expect(lastOf2025).toMatchObject({
      socialSecurityTax: 0,
      medicareTax: 4_350,
      employer: { socialSecurityTax: 0, futaTax: 0 },
    });
    // 2026-01-02, a fresh year to date: SS 6.2% x 3,000 = 186.00; FUTA 0.6% x 3,000 = 18.00
    const firstOf2026 = calculatePaycheck(
      makeInput({ payDate: '2026-01-02', grossPay: 300_000, w4: EMPTY_W4 }),
    );
    expect(firstOf2026).toMatchObject({
      socialSecurityTax: 18_600,
      medicareTax: 4_350,
      employer: { socialSecurityTax: 18_600, futaTax: 1_800 },
    });
  });

  test('the parameters resolved for each date come from their own year', () => {
    const last2025 = resolveTaxYearParameters('2025-12-31');
    const first2026 = resolveTaxYearParameters('2026-01-01');
    expect(last2025.fica.socialSecurityWageBase.value).toBe(17_610_000);
    expect(first2026.fica.socialSecurityWageBase.value).toBe(18_450_000);
    expect(first2026.federal.line1gAmount.citation).toContain('Pub 15-T (2026)');
    expect(first2026.federal.line1kAllowance.value).toBe(430_000);
    for (const group of [first2026.federal, first2026.fica]) {
      for (const value of Object.values(group)) expect(value.effectiveFrom).toBe('2026-01-01');
    }
    for (const key of ['futaGrossRate', 'futaMaximumCreditRate', 'futaWageBase'] as const) {
      expect(first2026.unemployment[key].effectiveFrom).toBe('2026-01-01');
    }
  });
});

/*
 * The second pass on the transcribed 2026 tables: every row re-derives from the Rev. Proc. 2025-32
 * brackets and standard deductions (also printed on the 2026 Form W-4 Deductions Worksheet, lines
 * 9 and 11) and Worksheet 1A line 1g. A STANDARD row starts at a bracket floor shifted by
 * (standard deduction - line 1g) and carries the tax below that floor; a Step 2 checkbox row is the
 * bracket floor plus the standard deduction, halved to the dollar, carrying half the tax to the cent.
 */
describe('Pub 15-T (2026) tables re-derive from Rev. Proc. 2025-32', () => {
  const STATUS_OF: Record<FederalTableStatus, RateScheduleStatus> = {
    'single-or-married-separate': 'single',
    'married-joint': 'married-joint',
    'head-of-household': 'head-of-household',
  };
  const STATUSES = Object.keys(STATUS_OF) as FederalTableStatus[];
  const brackets = resolveParameter(INCOME_TAX_BRACKETS, PAY_DATE_2026).value;
  const deductions = resolveParameter(STANDARD_DEDUCTION, PAY_DATE_2026).value;
  const line1g = resolveParameter(LINE_1G_AMOUNT, PAY_DATE_2026).value;

  function taxAtLowerEdges(
    schedule: readonly MarginalBracket[],
  ): { lower: number; rate: number; taxBelow: number }[] {
    let lower = 0;
    let taxBelow = 0;
    return schedule.map(({ rate, upTo }) => {
      const row = { lower, rate, taxBelow };
      if (upTo !== null) {
        taxBelow += multiplyRate(upTo - lower, rate);
        lower = upTo;
      }
      return row;
    });
  }

  test('the 2026 standard deductions and top bracket edges are the 2026 Form W-4 amounts', () => {
    expect(deductions).toEqual({
      single: 1_610_000,
      'married-joint': 3_220_000,
      'head-of-household': 2_415_000,
    });
    expect(brackets.single.at(-2)?.upTo).toBe(64_060_000);
    expect(brackets['head-of-household'].at(-2)?.upTo).toBe(64_060_000);
    expect(brackets['married-joint'].at(-2)?.upTo).toBe(76_870_000);
  });

  test.each(STATUSES)('STANDARD %s', (status) => {
    const offset = deductions[STATUS_OF[status]] - line1g[status];
    const expected = [
      { atLeast: 0, baseTax: 0, rate: 0, excessOver: 0 },
      ...taxAtLowerEdges(brackets[STATUS_OF[status]]).map(({ lower, rate, taxBelow }) => ({
        atLeast: lower + offset,
        baseTax: taxBelow,
        rate,
        excessOver: lower + offset,
      })),
    ];
    expect(resolveParameter(STANDARD_WITHHOLDING_TABLES, PAY_DATE_2026).value[status].rows).toEqual(
      expected,
    );
  });

  test.each(STATUSES)('CHECKBOX %s', (status) => {
    const deduction = deductions[STATUS_OF[status]];
    const expected = [
      { atLeast: 0, baseTax: 0, rate: 0, excessOver: 0 },
      ...taxAtLowerEdges(brackets[STATUS_OF[status]]).map(({ lower, rate, taxBelow }) => {
        const atLeast = divideRounded(lower + deduction, 200) * 100;
        return { atLeast, baseTax: divideRounded(taxBelow, 2), rate, excessOver: atLeast };
      }),
    ];
    expect(resolveParameter(CHECKBOX_WITHHOLDING_TABLES, PAY_DATE_2026).value[status].rows).toEqual(
      expected,
    );
  });
});
