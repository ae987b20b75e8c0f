import { describe, expect, test } from 'vitest';

import {
  calculatePaycheck,
  calculatePaycheckWith,
  resolveTaxYearParameters,
  TaxEngineInputError,
  type PaycheckInput,
} from '../../src/index';
import { EMPTY_W4, makeInput } from '../support/make-input';

function captureError(run: () => unknown): TaxEngineInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof TaxEngineInputError) return error;
    throw error;
  }
  throw new Error('expected a TaxEngineInputError');
}

describe('calculatePaycheck: pay dates and tax years', () => {
  test('a 2026 pay date in Texas uses the 2026 tables and warns of nothing', () => {
    // 1c 78,000; 1i 69,400; STANDARD single (2026) row 57,900 / 5,800 / 22%: 2e 11,500;
    // 2g 8,330.00; 2h / 26 = 320.3846 -> 320.38.
    const result = calculatePaycheck(
      makeInput({ payDate: '2026-01-09', grossPay: 300_000, w4: EMPTY_W4 }),
    );
    expect(result.federalIncomeTax).toBe(32_038);
    expect(result.warnings).toEqual([]);
  });

  // 29 February 2028 also shows a leap day is a calendar date.
  test.each([
    ['2027-03-01', 2027],
    ['2028-02-29', 2028],
  ])('applies the latest (2026) values to %s and names each jurisdiction', (payDate, year) => {
    // The 2026 tables, as above: 320.38.
    const result = calculatePaycheck(makeInput({ payDate, grossPay: 300_000, w4: EMPTY_W4 }), {
      trace: true,
    });
    const warnings = [
      `Federal income tax withholding: 2026 values applied to a ${year} pay date`,
      `Social security, Medicare and unemployment taxes: 2026 values applied to a ${year} pay date`,
    ];
    expect(result.federalIncomeTax).toBe(32_038);
    expect(result.warnings).toEqual(warnings);
    const notes = result.trace.filter((step) => step.step === 'parameters.coverage');
    expect(notes.map((step) => step.label)).toEqual(warnings);
  });

  test.each(['2025-01-01', '2025-12-31'])('has no warning on %s', (payDate) => {
    expect(
      calculatePaycheck(makeInput({ payDate, grossPay: 300_000, w4: EMPTY_W4 })).warnings,
    ).toEqual([]);
  });

  test('refuses a pay date before 2025 with a field error on payDate', () => {
    const error = captureError(() =>
      calculatePaycheck(makeInput({ payDate: '2024-12-31', grossPay: 300_000 })),
    );
    expect(error.field).toBe('payDate');
  });

  test.each(['2025-02-29', '2025-13-01', '20250101', '2025-6-1', ''])(
    'refuses the malformed pay date %j',
    (payDate) => {
      expect(captureError(() => calculatePaycheck(makeInput({ payDate }))).field).toBe('payDate');
    },
  );

  test('calculatePaycheckWith refuses parameters resolved for another pay date', () => {
    const params = resolveTaxYearParameters('2025-06-13');
    expect(
      captureError(() => calculatePaycheckWith(params, makeInput({ payDate: '2025-06-27' }))).field,
    ).toBe('payDate');
  });

  test('calculatePaycheckWith gives the same answer as calculatePaycheck', () => {
    const input = makeInput({
      grossPay: 412_345,
      supplementalPay: 10_000,
      state: 'CA',
      stateAllowances: 2,
      w4: { ...EMPTY_W4, dependentsAmount: 200_000 },
    });
    expect(calculatePaycheckWith(resolveTaxYearParameters(input.payDate), input)).toEqual(
      calculatePaycheck(input),
    );
  });
});

describe('calculatePaycheck: work states', () => {
  test('flags a state that is not modelled and withholds 0 state tax', () => {
    // Federal and FICA still apply: 337.46, SS 186.00, Medicare 43.50. PR has no rule (nor will
    // it: PayLab's work states are the 50 states and DC), so it stays an example of "not modelled".
    const result = calculatePaycheck(makeInput({ state: 'PR', grossPay: 300_000, w4: EMPTY_W4 }), {
      trace: true,
    });
    expect(result).toMatchObject({
      federalIncomeTax: 33_746,
      socialSecurityTax: 18_600,
      stateIncomeTax: 0,
      stateDisabilityTax: 0,
      statePaidFamilyLeave: 0,
    });
    expect(result.warnings).toEqual([
      'State PR is not modelled: state income tax and disability withholding are set to 0',
    ]);
    expect(result.trace.find((step) => step.step === 'state.not-modelled')?.label).toBe(
      result.warnings[0],
    );
  });

  test.each(['TX', 'FL'])('%s has no state income tax and no warning', (state) => {
    expect(calculatePaycheck(makeInput({ state, grossPay: 300_000 }))).toMatchObject({
      stateIncomeTax: 0,
      stateDisabilityTax: 0,
      statePaidFamilyLeave: 0,
      warnings: [],
    });
  });

  test('WA has no income tax and withholds its two employee programs', () => {
    // Paid Leave: 0.92% x 71.52% of 3,000 = 19.7395 -> 19.74; WA Cares 0.58% of 3,000 = 17.40
    const result = calculatePaycheck(makeInput({ state: 'WA', grossPay: 300_000 }));
    expect(result).toMatchObject({
      stateIncomeTax: 0,
      statePaidFamilyLeave: 1_974,
      stateOtherTaxes: 1_740,
    });
    expect(result.warnings).toEqual([]);
  });

  test('reads a lower-case state code', () => {
    // Same as the California single case with 1 allowance: 132.48
    expect(
      calculatePaycheck(makeInput({ state: 'ca', grossPay: 300_000, stateAllowances: 1 }))
        .stateIncomeTax,
    ).toBe(13_248);
  });
});

describe('calculatePaycheck: input refusals name the field', () => {
  test.each<[string, Partial<PaycheckInput> | Record<string, unknown>]>([
    ['grossPay', { grossPay: -1 }],
    ['grossPay', { grossPay: 100.5 }],
    ['supplementalPay', { supplementalPay: Number.NaN }],
    ['payFrequency', { payFrequency: 'daily' }],
    ['filingStatus', { filingStatus: 'married' }],
    ['ruleSet', { ruleSet: 'official-2024' }],
    ['allowances', { allowances: -2 }],
    ['stateAllowances', { stateAllowances: 1.5 }],
    ['state', { state: 'California' }],
    ['sutaRate', { sutaRate: 2_000_000 }],
    ['ytd.grossPay', { ytd: { grossPay: -5, supplementalPay: 0 } }],
    ['w4.dependentsAmount', { w4: { ...EMPTY_W4, dependentsAmount: -100 } }],
    ['w4.step2Checkbox', { w4: { ...EMPTY_W4, step2Checkbox: 'yes' } }],
    ['annualSalary', { annualSalary: 10_000_000_000 }],
    ['grossPay', { payFrequency: 'weekly', grossPay: 200_000_000 }],
  ])('refuses bad %s', (field, overrides) => {
    expect(
      captureError(() => calculatePaycheck(makeInput(overrides as Partial<PaycheckInput>))).field,
    ).toBe(field);
  });
});
