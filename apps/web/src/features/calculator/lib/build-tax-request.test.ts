import { describe, expect, it } from 'vitest';
import { buildTaxRequest, createDefaultValues, type CalculatorValues } from './build-tax-request';
import { parseTypedCount, parseTypedNumber } from './parse-typed-number';

const TODAY = '2025-06-13';

function values(overrides: Partial<CalculatorValues>): CalculatorValues {
  return { ...createDefaultValues(TODAY), ...overrides };
}

describe('parseTypedNumber', () => {
  it('reads typed money exactly in cents, with a dollar sign and thousands commas', () => {
    expect(parseTypedNumber('$1,234.5', 2, 1e12)).toEqual({ value: 123_450 });
    expect(parseTypedNumber('.07', 2, 1e12)).toEqual({ value: 7 });
  });

  it('rounds half up past the kept places and says so', () => {
    expect(parseTypedNumber('0.125', 2, 1e12)).toEqual({
      value: 13,
      note: 'Rounded to 2 decimals',
    });
    expect(parseTypedNumber('0.124', 2, 1e12)).toEqual({
      value: 12,
      note: 'Rounded to 2 decimals',
    });
  });

  it('counts blanks, negatives, non-numbers and oversized figures as 0', () => {
    expect(parseTypedNumber('  ', 2, 1e12)).toEqual({ value: 0 });
    expect(parseTypedNumber('-5', 2, 1e12)).toEqual({ value: 0, note: 'Negative: counted as 0' });
    expect(parseTypedNumber('abc', 2, 1e12)).toEqual({
      value: 0,
      note: 'Not a number: counted as 0',
    });
    expect(parseTypedNumber('1e3', 2, 1e12)).toEqual({
      value: 0,
      note: 'Not a number: counted as 0',
    });
    expect(parseTypedNumber('100.01', 2, 10_000)).toEqual({
      value: 0,
      note: 'Too large: counted as 0',
    });
  });

  it('takes whole counts only, capped at the maximum', () => {
    expect(parseTypedCount('3', 99)).toEqual({ value: 3 });
    expect(parseTypedCount('2.5', 99)).toEqual({
      value: 0,
      note: 'Not a whole number: counted as 0',
    });
    expect(parseTypedCount('150', 99)).toEqual({ value: 99, note: 'At most 99: counted as 99' });
  });
});

describe('buildTaxRequest', () => {
  it('pays hourly rate x hours plus overtime at 1.5 x the rate by default', () => {
    const built = buildTaxRequest(
      values({ hourlyRate: '25.00', hoursWorked: '80', overtimeHours: '2' }),
    );
    expect(built.gross).toMatchObject({
      regular: 200_000,
      overtime: 7_500,
      total: 207_500,
      overtimeRateText: '$37.50',
      isOvertimeRateDefault: true,
    });
    expect(built.request.grossPay).toBe('2075.00');
    expect(built.notes).toEqual({});
  });

  it('uses a typed overtime rate instead of the default', () => {
    const built = buildTaxRequest(
      values({
        hourlyRate: '20',
        hoursWorked: '40',
        payFrequency: 'weekly',
        overtimeHours: '1',
        overtimeRate: '45',
      }),
    );
    expect(built.gross).toMatchObject({
      regular: 80_000,
      overtime: 4_500,
      isOvertimeRateDefault: false,
    });
  });

  it('divides a salary by the periods and derives its hourly rate from the standard hours', () => {
    const built = buildTaxRequest(
      values({
        payBasis: 'salary',
        annualSalary: '52,000',
        payFrequency: 'bi-weekly',
        overtimeHours: '0',
      }),
    );
    expect(built.request).toMatchObject({ grossPay: '2000.00', annualSalary: '52000.00' });
    expect(built.gross.hourlyRateText).toBe('$25.00');
  });

  it('caps hours at 168 a period and notes every field that did not count as typed', () => {
    const built = buildTaxRequest(values({ hourlyRate: '10', hoursWorked: '200', bonus: 'lots' }));
    expect(built.request.grossPay).toBe('1680.00');
    expect(built.request.supplementalPay).toBe('0.00');
    expect(built.notes).toEqual({
      hoursWorked: 'At most 168 hours a period: counted as 168',
      bonus: 'Not a number: counted as 0',
    });
  });

  it('sends the 2020 W-4 steps or the old allowances, never both', () => {
    const modern = buildTaxRequest(
      values({
        w4Version: '2020-or-later',
        allowances: '3',
        dependentsAmount: '2000',
        step2Checkbox: true,
      }),
    );
    expect(modern.request.allowances).toBe(0);
    expect(modern.request.additionalWithholding).toBe('0.00');
    expect(modern.request.w4).toEqual({
      step2Checkbox: true,
      dependentsAmount: '2000.00',
      otherIncome: '0.00',
      deductions: '0.00',
      extraWithholding: '0.00',
    });

    const legacy = buildTaxRequest(
      values({ w4Version: '2019-or-earlier', allowances: '3', additionalWithholding: '15' }),
    );
    expect(legacy.request.allowances).toBe(3);
    expect(legacy.request.additionalWithholding).toBe('15.00');
    expect(legacy.request.w4).toBeUndefined();
  });
});
