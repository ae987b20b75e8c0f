import { describe, expect, test } from 'vitest';

import { allocateFutaWages, buildForm940, resolveFormParameters } from './index';

const parameters = resolveFormParameters(2025);

describe('Form 940 and Schedule A', () => {
  test('FUTA on the first 7,000 per employee with the 2025 California credit reduction', () => {
    /*
     * A (CA) 25,000 a quarter = 100,000; B (NY) 45,000 a quarter = 180,000; C (TX) 62,500 a quarter =
     * 250,000; D (CA) hired in Q3: 4,000 in Q3 and 5,000 in Q4 = 9,000.
     * line 3 = 539,000.00; line 5 = 93,000 + 173,000 + 243,000 + 2,000 = 511,000.00; line 6 = 511,000.00
     * line 7 = 28,000.00; line 8 = 28,000 x 0.006 = 168.00
     * Schedule A: CA FUTA wages 7,000 (A) + 7,000 (D) = 14,000 x 1.2% = 168.00; NY 7,000 x 0% = 0; TX 0
     * line 11 = 168.00; line 12 = 336.00
     * line 16: Q1 FUTA wages 21,000 x 0.006 = 126.00; Q2 0; Q3 D's 4,000: 25,000 x 0.006 - 126.00 = 24.00;
     * Q4 D's 3,000: 28,000 x 0.006 - 150.00 = 18.00, plus the credit reduction 168.00 = 186.00; line 17 = 336.00
     */
    const quarterly = (state: string, amount: number) =>
      ([1, 2, 3, 4] as const).map((quarter) => ({ quarter, state, amount }));
    const form = buildForm940(
      {
        taxYear: 2025,
        employees: [
          { payments: quarterly('CA', 2_500_000) },
          { payments: quarterly('NY', 4_500_000) },
          { payments: quarterly('TX', 6_250_000) },
          {
            payments: [
              { quarter: 3, state: 'CA', amount: 400_000 },
              { quarter: 4, state: 'CA', amount: 500_000 },
            ],
          },
        ],
        totalDeposits: 0,
      },
      parameters,
    );
    expect(form.lines).toEqual({
      line1a: null,
      line1b: true,
      line2: true,
      line3: 53_900_000,
      line4: 0,
      line5: 51_100_000,
      line6: 51_100_000,
      line7: 2_800_000,
      line8: 16_800,
      line9: 0,
      line10: 0,
      line11: 16_800,
      line12: 33_600,
      line13: 0,
      line14: 33_600,
      line15: 0,
      line16a: 12_600,
      line16b: 0,
      line16c: 2_400,
      line16d: 18_600,
      line17: 33_600,
    });
    expect(form.scheduleA).toEqual([
      { state: 'CA', futaWages: 1_400_000, reductionRate: 12_000, creditReduction: 16_800 },
      { state: 'NY', futaWages: 700_000, reductionRate: 0, creditReduction: 0 },
      { state: 'TX', futaWages: 700_000, reductionRate: 0, creditReduction: 0 },
    ]);
    expect(form.dueDate).toBe('2026-01-31');
    expect(form.isQuarterlyLiabilityRequired).toBe(false);
  });

  test('one state without a credit reduction: line 1a names it, line 2 stays unchecked', () => {
    // 5,000 in Q1 (TX): line 7 = 5,000.00, line 8 = 30.00, no line 11.
    const form = buildForm940(
      {
        taxYear: 2025,
        employees: [{ payments: [{ quarter: 1, state: 'TX', amount: 500_000 }] }],
        totalDeposits: 3_000,
      },
      parameters,
    );
    expect(form.lines).toMatchObject({
      line1a: 'TX',
      line1b: false,
      line2: false,
      line7: 500_000,
      line8: 3_000,
      line11: 0,
      line12: 3_000,
      line14: 0,
      line15: 0,
    });
  });

  test('the 7,000 is used by the earliest payments, across a move between states', () => {
    // 5,000 in CA in Q1, then 5,000 in NY in Q2: CA 5,000 and NY 2,000 are FUTA wages.
    const employee = {
      payments: [
        { quarter: 1 as const, state: 'CA', amount: 500_000 },
        { quarter: 2 as const, state: 'NY', amount: 500_000 },
      ],
    };
    expect(allocateFutaWages(employee, parameters.futaWageBase.value)).toEqual([500_000, 200_000]);
    const form = buildForm940(
      { taxYear: 2025, employees: [employee], totalDeposits: 0 },
      parameters,
    );
    // CA 5,000 x 1.2% = 60.00
    expect(form.lines.line11).toBe(6_000);
  });

  test('exempt payments come off before the wage base', () => {
    // 9,000 paid, 3,000 exempt: line 4 = 3,000; non-exempt 6,000 is all taxable, line 5 = 0, line 7 = 6,000.
    const form = buildForm940(
      {
        taxYear: 2025,
        employees: [
          { payments: [{ quarter: 1, state: 'TX', amount: 900_000 }], exemptPayments: 300_000 },
        ],
        totalDeposits: 0,
      },
      parameters,
    );
    expect(form.lines).toMatchObject({
      line3: 900_000,
      line4: 300_000,
      line5: 0,
      line6: 300_000,
      line7: 600_000,
      line8: 3_600,
    });
  });
});
