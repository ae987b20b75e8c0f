import { describe, expect, test } from 'vitest';

import { calculatePaycheck, type PaycheckInput } from '../../src/index';
import { EMPTY_W4, makeInput } from '../support/make-input';

/*
 * The same employee paid on 2025-12-31 and on 2026-01-02: each pay date takes its own year's
 * tables, and a year to date that starts again at 0 (the caller sums it by pay date). Bi-weekly
 * 3,000.00, single, a 2020-or-later W-4 with nothing in Steps 2 to 4, one state allowance.
 *
 * Federal, Pub 15-T Worksheet 1A: 1c 3,000 x 26 = 78,000; 1g 8,600; 1i 69,400.
 *   2025 STANDARD single row at least 54,875: 5,578.50 + 22% x 14,525 = 8,774.00 / 26 = 337.4615
 *   -> 337.46. 2026 row at least 57,900: 5,800 + 22% x 11,500 = 8,330.00 / 26 = 320.3846 -> 320.38.
 * FICA: 2025, 174,000 paid before: social security to the 176,100 base, rounded on the year,
 *   176,100 x 6.2% - 174,000 x 6.2% = 10,918.20 - 10,788.00 = 130.20; Medicare 177,000 x 1.45%
 *   - 174,000 x 1.45% = 2,566.50 - 2,523.00 = 43.50. 2026, nothing paid before (base 184,500):
 *   3,000 x 6.2% = 186.00; 3,000 x 1.45% = 43.50.
 */
const FEDERAL_2025 = 33_746;
const FEDERAL_2026 = 32_038;
const DECEMBER: Partial<PaycheckInput> = {
  payDate: '2025-12-31',
  ytd: { grossPay: 17_400_000, supplementalPay: 0 },
};
const JANUARY: Partial<PaycheckInput> = {
  payDate: '2026-01-02',
  ytd: { grossPay: 0, supplementalPay: 0 },
};

function pay(state: string, date: Partial<PaycheckInput>) {
  return calculatePaycheck(
    makeInput({ grossPay: 300_000, w4: EMPTY_W4, stateAllowances: 1, state, ...date }),
  );
}

describe('the year boundary: 2025-12-31 and 2026-01-02', () => {
  test('California: EDD Method B 2025, then 26methb.pdf and SDI 1.3%', () => {
    // 2025: 3,000 > T1 706; T3 213 -> 2,787; bi-weekly single over 2,716: 131.52 + 71 x 10.23%
    //   = 138.7833; T4 1 = 6.30 -> 132.48. SDI 1.2%: 177,000 x 1.2% - 174,000 x 1.2% = 36.00.
    // 2026: 3,000 > T1 727; T3 219 -> 2,781; bi-weekly single over 2,214: 84.16 + 567 x 8.8%
    //   = 134.056; T4 1 = 6.47 -> 127.59. SDI 1.3% x 3,000 = 39.00.
    expect(pay('CA', DECEMBER)).toMatchObject({
      federalIncomeTax: FEDERAL_2025,
      socialSecurityTax: 13_020,
      medicareTax: 4_350,
      stateIncomeTax: 13_248,
      stateDisabilityTax: 3_600,
      warnings: [],
    });
    expect(pay('CA', JANUARY)).toMatchObject({
      federalIncomeTax: FEDERAL_2026,
      socialSecurityTax: 18_600,
      medicareTax: 4_350,
      stateIncomeTax: 12_759,
      stateDisabilityTax: 3_900,
      warnings: [],
    });
  });

  test('New York: NYS-50-T-NYS (1/23), then (1/26) and the 2026 PFL rate', () => {
    // 2025: net 78,000 - 7,400 - 1,000 = 69,600; over 13,900: 600 + 55,700 x 5.5% = 3,663.50 / 26
    //   = 140.90. DBL cap 1.20. PFL 0.388% x 3,000 = 11.64 (174,000 x 0.388% = 675.12 estimated
    //   before would pass the 354.53 maximum, so nothing is left: 0).
    // 2026: at least 13,900: 586 + 55,700 x 5.40% = 3,593.80 / 26 = 138.22. DBL 1.20. PFL 0.432%
    //   x 3,000 = 12.96.
    expect(pay('NY', DECEMBER)).toMatchObject({
      federalIncomeTax: FEDERAL_2025,
      stateIncomeTax: 14_090,
      stateDisabilityTax: 120,
      statePaidFamilyLeave: 0,
      warnings: [],
    });
    expect(pay('NY', JANUARY)).toMatchObject({
      federalIncomeTax: FEDERAL_2026,
      stateIncomeTax: 13_822,
      stateDisabilityTax: 120,
      statePaidFamilyLeave: 1_296,
      warnings: [],
    });
  });

  test('Minnesota: no Paid Leave in 2025; from 2026-01-02 the employee pays 0.44% (ADR 0051)', () => {
    // Income tax, 2025 computer formula (no W-4MN: single, no allowances), both years: 3,000 x 26
    //   = 78,000; over 37,120: 1,742.50 + 6.80% x 40,880 = 4,522.34 / 26 = 173.936 -> 173.94. The
    //   2026 pay date applies those 2025 values and says so.
    // Paid Leave (DEED, 2026 contribution rates): none before 1 January 2026, with no warning for
    //   it; then 0.44% x 3,000 = 13.20, nothing paid before in 2026 (base $184,500).
    const december = pay('MN', DECEMBER);
    expect(december).toMatchObject({
      federalIncomeTax: FEDERAL_2025,
      stateIncomeTax: 17_394,
      statePaidFamilyLeave: 0,
      warnings: [],
    });
    expect(december.stateLines.find((line) => line.programId === 'mn-paid-leave')?.amount).toBe(0);
    expect(pay('MN', JANUARY)).toMatchObject({
      federalIncomeTax: FEDERAL_2026,
      stateIncomeTax: 17_394,
      statePaidFamilyLeave: 1_320,
      warnings: ['Minnesota: 2025 values applied to a 2026 pay date'],
    });
  });

  test('a state without 2026 values keeps its 2025 ones and says so, naming the state', () => {
    // Ohio holds only 2025 values (the optional computer formula in force from October 2025).
    expect(pay('OH', DECEMBER).warnings).toEqual([]);
    expect(pay('OH', JANUARY)).toMatchObject({
      federalIncomeTax: FEDERAL_2026,
      warnings: ['Ohio: 2025 values applied to a 2026 pay date'],
    });
  });

  test("the spec-simplified rule set stays the spec's 2025 model and says so in 2026", () => {
    const spec = { ruleSet: 'spec-simplified-2025' } as const;
    expect(pay('CA', { ...DECEMBER, ...spec }).warnings).toEqual([]);
    expect(pay('CA', { ...JANUARY, ...spec }).warnings).toEqual([
      "Spec-simplified rule set (the product spec's model): 2025 values applied to a 2026 pay date",
    ]);
  });
});
