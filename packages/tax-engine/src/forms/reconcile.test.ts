import { describe, expect, test } from 'vitest';

import {
  buildForm941,
  buildW2,
  buildW3,
  reconcileAnnualForms,
  resolveFormParameters,
  type Form941Input,
} from './index';

const parameters = resolveFormParameters(2025);

/*
 * One Texas employee paid 50,000 a quarter (200,000 in the year), withheld exactly at the rates:
 * SS 6.2% x 50,000 = 3,100.00 a quarter until the base: Q1-Q3 3,100.00 each, Q4 6.2% x 26,100 = 1,618.20
 * (year 10,918.20); Medicare 725.00 a quarter (year 2,900.00); FIT 8,000.00 a quarter.
 */
function quarter(quarterNumber: 1 | 2 | 3 | 4, socialSecurity: number): Form941Input {
  return {
    taxYear: 2025,
    quarter: quarterNumber,
    employeesPaidForTwelfth: 1,
    employees: [{ wagesBeforeQuarter: (quarterNumber - 1) * 5_000_000, wagesInQuarter: 5_000_000 }],
    federalIncomeTaxWithheld: 800_000,
    employeeSocialSecurityWithheld: socialSecurity,
    employeeMedicareWithheld: 72_500,
    employeeAdditionalMedicareWithheld: 0,
    totalDeposits: 0,
  };
}
const QUARTERS = [
  quarter(1, 310_000),
  quarter(2, 310_000),
  quarter(3, 310_000),
  quarter(4, 161_820),
].map((input) => buildForm941(input, parameters).lines);
const W2 = buildW2(
  {
    taxYear: 2025,
    controlNumber: '2025-EMP-009',
    grossCompensation: 20_000_000,
    federalIncomeTaxWithheld: 3_200_000,
    additionalWithholding: 0,
    socialSecurityTaxWithheld: 1_091_820,
    medicareTaxWithheld: 290_000,
    additionalMedicareTaxWithheld: 0,
    states: [{ state: 'TX', wages: 20_000_000, incomeTax: 0, lines: [] }],
  },
  parameters,
);
const W2_ROW = {
  reference: '2025-EMP-009 Pat Doe',
  box3SocialSecurityWages: W2.box3SocialSecurityWages,
  box4SocialSecurityTaxWithheld: W2.box4SocialSecurityTaxWithheld,
  box7SocialSecurityTips: 0,
  paycheckCount: 26,
};

describe('annual reconciliation', () => {
  test('consistent W-2, W-3 and four 941s match on every check', () => {
    const checks = reconcileAnnualForms(
      { w3: buildW3(2025, [W2]), w2s: [W2_ROW], quarters: QUARTERS },
      parameters,
    );
    expect(checks.map((check) => [check.id, check.isMatch])).toEqual([
      ['w3-box1-941-line2', true],
      ['w3-box2-941-line3', true],
      ['w3-box3-941-line5a', true],
      ['w3-box5-941-line5c', true],
      ['w3-box4-6-941-employee-share', true],
      ['w2-box3-wage-base', true],
      ['w2-box4-rate', true],
    ]);
    // W-3 box 3 = 176,100.00 = 941 5a: 50,000 + 50,000 + 50,000 + 26,100
    expect(checks[2]).toMatchObject({
      leftAmount: 17_610_000,
      rightAmount: 17_610_000,
      difference: 0,
    });
  });

  test('a missing quarter and a W-2 over the wage base are reported, not hidden', () => {
    const overBase = {
      ...W2_ROW,
      reference: '2025-EMP-010 Lee Roe',
      box3SocialSecurityWages: 17_700_000,
      box4SocialSecurityTaxWithheld: 1_097_400,
    };
    const checks = reconcileAnnualForms(
      { w3: buildW3(2025, [W2]), w2s: [W2_ROW, overBase], quarters: QUARTERS.slice(0, 3) },
      parameters,
    );
    const wages = checks.find((check) => check.id === 'w3-box1-941-line2')!;
    // W-3 200,000.00 against three quarters' 150,000.00
    expect(wages).toMatchObject({
      isMatch: false,
      leftAmount: 20_000_000,
      rightAmount: 15_000_000,
      difference: 5_000_000,
    });
    const base = checks.find((check) => check.id === 'w2-box3-wage-base')!;
    expect(base.isMatch).toBe(false);
    expect(base.formsChecked).toBe(2);
    expect(base.exceptions).toEqual([
      {
        reference: '2025-EMP-010 Lee Roe',
        description: 'Boxes 3 + 7 $177,000.00 exceed the wage base $176,100.00',
      },
    ]);
  });

  test('box 4 may differ from 6.2% of box 3 by half a cent per paycheck, and no more', () => {
    // 6.2% x 1,230.77 = 76.30774 on each of 3 weekly checks: rounded each time 76.31 x 3 = 228.93;
    // 6.2% x 3,692.31 = 228.92322 -> 228.92. One cent over 3 checks is within floor(3 / 2) = 1.
    const roundedEachCheck = {
      reference: '2025-EMP-011 Kim Poe',
      box3SocialSecurityWages: 369_231,
      box4SocialSecurityTaxWithheld: 22_893,
      box7SocialSecurityTips: 0,
      paycheckCount: 3,
    };
    // The same cent on a single check (floor(1 / 2) = 0) cannot come from rounding.
    const oneCheck = { ...roundedEachCheck, reference: '2025-EMP-012 Ash Loe', paycheckCount: 1 };
    const checks = reconcileAnnualForms(
      { w3: null, w2s: [roundedEachCheck, oneCheck], quarters: QUARTERS },
      parameters,
    );
    const rate = checks.find((check) => check.id === 'w2-box4-rate')!;
    expect(rate.isMatch).toBe(false);
    expect(rate.exceptions).toEqual([
      {
        reference: '2025-EMP-012 Ash Loe',
        description: 'Box 4 $228.93; 6.20% of $3,692.31 is $228.92',
      },
    ]);
  });

  test('941s without W-2s yet: every W-3 comparison is a mismatch with the W-3 side missing', () => {
    const checks = reconcileAnnualForms({ w3: null, w2s: [], quarters: QUARTERS }, parameters);
    expect(checks[0]).toMatchObject({
      leftAmount: null,
      rightAmount: 20_000_000,
      difference: null,
      isMatch: false,
    });
  });

  test('nothing at all: nothing to reconcile', () => {
    expect(reconcileAnnualForms({ w3: null, w2s: [], quarters: [] }, parameters)).toEqual([]);
  });
});
