import { divideRounded } from '@paylab/shared/money';
import { describe, expect, test } from 'vitest';

import { calculatePaycheck, resolveTaxYearParameters, type PaycheckInput } from '../../src/index';
import { resolveParameter } from '../../src/parameters/parameter';
import {
  INCOME_TAX_BRACKETS,
  STANDARD_DEDUCTION,
} from '../../src/parameters/us/irs/income-tax/rate-schedules';
import { EMPTY_W4, makeInput } from '../support/make-input';

const PAY_DATE_2026 = '2026-06-12';

/** A 2026 paycheck: makeInput's Texas bi-weekly single employee, paid on a 2026 date. */
function makeInput2026(overrides: Partial<PaycheckInput> = {}): PaycheckInput {
  return makeInput({ payDate: PAY_DATE_2026, ...overrides });
}

// The hand-worked 2026 paychecks (Worksheet 1A, FICA, FUTA) are federal-2026.cases.json; here is
// what a table cannot say.
describe('calculatePaycheck: federal income tax (Pub 15-T 2026 Worksheet 1A)', () => {
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

// Every 2026 table row re-derives from these amounts in test/parameters.test.ts.
describe('Rev. Proc. 2025-32 (2026) amounts', () => {
  const brackets = resolveParameter(INCOME_TAX_BRACKETS, PAY_DATE_2026).value;
  const deductions = resolveParameter(STANDARD_DEDUCTION, PAY_DATE_2026).value;

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
});
