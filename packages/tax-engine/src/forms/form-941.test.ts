import { describe, expect, test } from 'vitest';

import { buildForm941, resolveFormParameters, type Form941Input } from './index';

const parameters = resolveFormParameters(2025);

/*
 * Q3 2025, three employees (figures in dollars; the test data are cents):
 *   C (TX) paid 150,000 before Q3 and 62,500 in Q3: crosses the 176,100 SS base and the 200,000
 *     Additional Medicare threshold. SS wages 176,100 - 150,000 = 26,100; above 200,000: 212,500 - 200,000 = 12,500.
 *   B (NY) 90,000 before, 45,000 in Q3: all 45,000 taxable.
 *   A (CA) 50,000 before, 25,000 in Q3.
 * 5a col 1 = 26,100 + 45,000 + 25,000 = 96,100.00; col 2 = x 0.124 = 11,916.40
 * 5c col 1 = 62,500 + 45,000 + 25,000 = 132,500.00; col 2 = x 0.029 = 3,842.50
 * 5d col 1 = 12,500.00; col 2 = x 0.009 = 112.50
 * 5e = 11,916.40 + 3,842.50 + 112.50 = 15,871.40; line 6 = 20,000.00 + 15,871.40 = 35,871.40
 * Employee share of line 5: 6.2% x 96,100 = 5,958.20; 1.45% x 132,500 = 1,921.25; 112.50 => 7,991.95
 * Withheld: 5,958.21 + 1,921.25 + 112.50 = 7,991.96 => line 7 = +0.01
 * line 10 = 35,871.41; deposits 30,000.00 => line 14 = 5,871.41
 */
const Q3: Form941Input = {
  taxYear: 2025,
  quarter: 3,
  employeesPaidForTwelfth: 3,
  employees: [
    { wagesBeforeQuarter: 15_000_000, wagesInQuarter: 6_250_000 },
    { wagesBeforeQuarter: 9_000_000, wagesInQuarter: 4_500_000 },
    { wagesBeforeQuarter: 5_000_000, wagesInQuarter: 2_500_000 },
  ],
  federalIncomeTaxWithheld: 2_000_000,
  employeeSocialSecurityWithheld: 595_821,
  employeeMedicareWithheld: 192_125,
  employeeAdditionalMedicareWithheld: 11_250,
  totalDeposits: 3_000_000,
};

/** A 2025 quarter with one employee; what a test leaves out was neither withheld nor deposited. */
function buildOneEmployeeQuarter(
  quarter: Form941Input['quarter'],
  employee: Form941Input['employees'][number],
  amounts: Partial<Form941Input> = {},
): Form941Input {
  return {
    taxYear: 2025,
    quarter,
    employeesPaidForTwelfth: 1,
    employees: [employee],
    federalIncomeTaxWithheld: 0,
    employeeSocialSecurityWithheld: 0,
    employeeMedicareWithheld: 0,
    employeeAdditionalMedicareWithheld: 0,
    totalDeposits: 0,
    ...amounts,
  };
}

describe('Form 941 lines', () => {
  test('every line of a quarter where one employee crosses both annual caps', () => {
    const form = buildForm941(Q3, parameters);
    expect(form.dueDate).toBe('2025-10-31');
    expect(form.lines).toEqual({
      line1: 3,
      line2: 13_250_000,
      line3: 2_000_000,
      line4: false,
      line5a: { column1: 9_610_000, column2: 1_191_640 },
      line5b: { column1: 0, column2: 0 },
      line5c: { column1: 13_250_000, column2: 384_250 },
      line5d: { column1: 1_250_000, column2: 11_250 },
      line5e: 1_587_140,
      line5f: 0,
      line6: 3_587_140,
      line7: 1,
      line8: 0,
      line9: 0,
      line10: 3_587_141,
      line11: 0,
      line12: 3_587_141,
      line13: 3_000_000,
      line14: 587_141,
      line15: 0,
    });
    expect(form.employeeShareOfLine5).toBe(799_195);
  });

  test('line 7 takes the employee share implied by line 5 rounded once, not part by part', () => {
    // One employee: 104,812.50 before the quarter, 93,187.50 in it (198,000: no Additional Medicare).
    // 5a col 1 = 176,100 - 104,812.50 = 71,287.50; col 2 x 0.124 = 8,839.65. 5c col 1 = 93,187.50;
    // col 2 x 0.029 = 2,702.4375 -> 2,702.44. 5e = 11,542.09.
    // Implied employee share 0.062 x 71,287.50 + 0.0145 x 93,187.50 = 4,419.825 + 1,351.21875 =
    // 5,771.04375 -> 5,771.04 (part by part it would be 4,419.83 + 1,351.22 = 5,771.05).
    // Withheld 4,419.83 + 1,351.22 = 5,771.05 => line 7 = +0.01; line 10 = 11,542.10, what the paychecks recorded.
    const form = buildForm941(
      buildOneEmployeeQuarter(
        3,
        { wagesBeforeQuarter: 10_481_250, wagesInQuarter: 9_318_750 },
        { employeeSocialSecurityWithheld: 441_983, employeeMedicareWithheld: 135_122 },
      ),
      parameters,
    );
    expect(form.lines.line5e).toBe(1_154_209);
    expect(form.employeeShareOfLine5).toBe(577_104);
    expect(form.lines.line7).toBe(1);
    expect(form.lines.line10).toBe(1_154_210);
  });

  test('column 2 rounds half up to the cent', () => {
    // 1,234.57 x 0.124 = 153.08668 -> 153.09; x 0.029 = 35.80253 -> 35.80;
    // employee share 1,234.57 x 0.062 = 76.54334 -> 76.54 and x 0.0145 = 17.901265 -> 17.90: 94.44.
    // Withheld 76.54 + 17.90 = 94.44 => line 7 = 0. Line 6 = 100.00 + 153.09 + 35.80 = 288.89.
    const form = buildForm941(
      buildOneEmployeeQuarter(
        1,
        { wagesBeforeQuarter: 0, wagesInQuarter: 123_457 },
        {
          federalIncomeTaxWithheld: 10_000,
          employeeSocialSecurityWithheld: 7_654,
          employeeMedicareWithheld: 1_790,
          totalDeposits: 30_000,
        },
      ),
      parameters,
    );
    expect(form.lines.line5a.column2).toBe(15_309);
    expect(form.lines.line5c.column2).toBe(3_580);
    expect(form.lines.line7).toBe(0);
    expect(form.lines.line6).toBe(28_889);
    // Deposits 300.00 exceed line 12 288.89: overpayment 11.11, no balance due.
    expect(form.lines.line14).toBe(0);
    expect(form.lines.line15).toBe(1_111);
    expect(form.dueDate).toBe('2025-04-30');
  });

  test('line 7 is negative when less was withheld than the columns imply', () => {
    const form = buildForm941({ ...Q3, employeeSocialSecurityWithheld: 595_819 }, parameters);
    expect(form.lines.line7).toBe(-1);
    expect(form.lines.line10).toBe(3_587_139);
  });

  test('an employee already past both caps adds Medicare wages only; Q4 is due January 31 of the next year', () => {
    // 210,000 before Q4, 10,000 in Q4: 5a 0; 5c 10,000; 5d 10,000 (all above 200,000).
    const form = buildForm941(
      buildOneEmployeeQuarter(
        4,
        { wagesBeforeQuarter: 21_000_000, wagesInQuarter: 1_000_000 },
        { employeeMedicareWithheld: 14_500, employeeAdditionalMedicareWithheld: 9_000 },
      ),
      parameters,
    );
    expect(form.lines.line5a.column1).toBe(0);
    expect(form.lines.line5c).toEqual({ column1: 1_000_000, column2: 29_000 });
    expect(form.lines.line5d).toEqual({ column1: 1_000_000, column2: 9_000 });
    expect(form.lines.line4).toBe(false);
    expect(form.dueDate).toBe('2026-01-31');
  });

  test('refuses negative withholding with the field named', () => {
    expect(() => buildForm941({ ...Q3, federalIncomeTaxWithheld: -5 }, parameters)).toThrow(
      expect.objectContaining({ field: 'federalIncomeTaxWithheld' }),
    );
  });
});
