import { describe, expect, test } from 'vitest';

import { calculatePaycheck, TaxEngineInputError } from '../../src/index';
import { EMPTY_W4, makeInput } from '../support/make-input';

/*
 * The state lines a paycheck carries and the inputs that feed them: a stored certificate, and what
 * earlier paychecks withheld per program. Amounts are those worked in california.test.ts and
 * new-york.test.ts (same wages, same certificate), reached by other inputs.
 */

describe('calculatePaycheck: state lines', () => {
  test('lists each program of the work state with its kind and label; the sums keep their names', () => {
    // NY single, bi-weekly, 1 allowance: income tax 140.90, DBL 1.20, PFL 11.64 (new-york case 1);
    // neither a New York City nor a Yonkers resident, so those lines are 0
    const result = calculatePaycheck(
      makeInput({ state: 'NY', grossPay: 300_000, stateAllowances: 1, w4: EMPTY_W4 }),
    );
    expect(result.stateLines).toEqual([
      {
        programId: 'ny-income-tax',
        kind: 'income-tax',
        label: 'New York State income tax',
        amount: 14_090,
      },
      {
        programId: 'ny-nyc-income-tax',
        kind: 'local-income-tax',
        label: 'New York City resident income tax',
        amount: 0,
      },
      {
        programId: 'ny-yonkers-income-tax',
        kind: 'local-income-tax',
        label: 'Yonkers resident income tax surcharge',
        amount: 0,
      },
      {
        programId: 'ny-dbl',
        kind: 'disability',
        label: 'NY Disability Benefits (DBL)',
        amount: 120,
      },
      {
        programId: 'ny-pfl',
        kind: 'family-leave',
        label: 'NY Paid Family Leave (PFL)',
        amount: 1_164,
      },
    ]);
    expect(result).toMatchObject({
      stateIncomeTax: 14_090,
      stateDisabilityTax: 120,
      statePaidFamilyLeave: 1_164,
    });
  });

  test("a New York City resident's city tax is its own line and joins stateIncomeTax", () => {
    // IT-2104 single, 1 allowance, New York City resident with 1 line 2 allowance, weekly 1,500
    // (ny/cases.json "New York City resident, single, weekly, 1 allowance each"): state 70.45; city
    // 78,000 - 5,000 - 1,000 = 72,000; 2,236 + 12,000 x 4.25% = 2,746 / 52 = 52.81
    const result = calculatePaycheck(
      makeInput({
        state: 'NY',
        payFrequency: 'weekly',
        grossPay: 150_000,
        w4: EMPTY_W4,
        stateCertificate: { allowances: 1, locality: 'new-york-city', nycAllowances: 1 },
      }),
    );
    expect(result.stateLines.slice(0, 3)).toEqual([
      {
        programId: 'ny-income-tax',
        kind: 'income-tax',
        label: 'New York State income tax',
        amount: 7_045,
      },
      {
        programId: 'ny-nyc-income-tax',
        kind: 'local-income-tax',
        label: 'New York City resident income tax',
        amount: 5_281,
      },
      {
        programId: 'ny-yonkers-income-tax',
        kind: 'local-income-tax',
        label: 'Yonkers resident income tax surcharge',
        amount: 0,
      },
    ]);
    // 70.45 + 52.81
    expect(result.stateIncomeTax).toBe(12_326);
  });

  test('a state without wage income tax has no lines', () => {
    expect(calculatePaycheck(makeInput({ state: 'TX', grossPay: 300_000 })).stateLines).toEqual([]);
  });

  test('a stored certificate replaces the state fields of the employee record', () => {
    // Married, 3 allowances, monthly 8,000: 165.28 (california case 'married, 3 allowances, monthly'),
    // although the employee record says single with no state allowances.
    const result = calculatePaycheck(
      makeInput({
        state: 'CA',
        payFrequency: 'monthly',
        grossPay: 800_000,
        stateCertificate: { filingStatus: 'married', regularAllowances: 3 },
      }),
    );
    expect(result.stateIncomeTax).toBe(16_528);
  });

  test('a certificate field left out takes the state default', () => {
    // DE 4 given with allowances only: status single by default. Single, bi-weekly, 1 allowance: 132.48
    expect(
      calculatePaycheck(
        makeInput({
          state: 'CA',
          grossPay: 300_000,
          filingStatus: 'married-joint',
          stateCertificate: { regularAllowances: 1 },
        }),
      ).stateIncomeTax,
    ).toBe(13_248);
  });

  test.each([
    ['stateCertificate.allowances', { allowances: 1.5 }],
    ['stateCertificate.filingStatus', { filingStatus: 'head-of-household' }],
    ['stateCertificate.regularAllowances', { regularAllowances: 1 }],
    ['stateCertificate.locality', { locality: 'brooklyn' }],
    ['stateCertificate.nycAllowances', { nycAllowances: -1 }],
  ])('refuses a bad New York certificate on %s', (field, stateCertificate) => {
    let error: unknown;
    try {
      calculatePaycheck(makeInput({ state: 'NY', grossPay: 300_000, stateCertificate }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TaxEngineInputError);
    expect((error as TaxEngineInputError).field).toBe(field);
  });

  test('PFL withheld earlier is read from ytd.stateLines', () => {
    // 350.00 withheld earlier: 0.388% x 5,000 = 19.40 is limited to 354.53 - 350.00 = 4.53
    const result = calculatePaycheck(
      makeInput({
        state: 'NY',
        grossPay: 500_000,
        ytd: { grossPay: 9_000_000, supplementalPay: 0, stateLines: { 'ny-pfl': 35_000 } },
      }),
    );
    expect(result.statePaidFamilyLeave).toBe(453);
  });

  test('ytd.stateLines without a PFL line means none was withheld, not an estimate', () => {
    // 90,000 earned earlier withheld no PFL (another state): 0.388% x 5,000 = 19.40 in full
    const result = calculatePaycheck(
      makeInput({
        state: 'NY',
        grossPay: 500_000,
        ytd: { grossPay: 9_000_000, supplementalPay: 0, stateLines: {} },
      }),
    );
    expect(result.statePaidFamilyLeave).toBe(1_940);
  });

  test('the spec-simplified rule set puts its amounts on the same program lines', () => {
    // Spec NY: 8% x 2,500 = 200.00; 0.5% x 2,500 = 12.50; no PFL in the spec's model
    const result = calculatePaycheck(
      makeInput({ ruleSet: 'spec-simplified-2025', state: 'NY', grossPay: 250_000 }),
    );
    expect(result.stateLines.map((line) => [line.programId, line.amount])).toEqual([
      ['ny-income-tax', 20_000],
      ['ny-nyc-income-tax', 0],
      ['ny-yonkers-income-tax', 0],
      ['ny-dbl', 1_250],
      ['ny-pfl', 0],
    ]);
  });
});
