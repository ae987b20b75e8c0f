import { describe, expect, it } from 'vitest';
import { buildTaxRequest, createDefaultValues, type CalculatorValues } from './build-tax-request';
import { calculateBothRuleSets } from './calculate-both-rule-sets';
import { parseTypedCount, parseTypedNumber } from './parse-typed-number';

const TODAY = '2025-06-13';

function values(overrides: Partial<CalculatorValues>): CalculatorValues {
  return { ...createDefaultValues(TODAY), ...overrides };
}

describe('parseTypedNumber', () => {
  it.each([
    // Typed money is read exactly in cents, with a dollar sign and thousands commas.
    ['$1,234.5', 1e12, { value: 123_450 }],
    ['.07', 1e12, { value: 7 }],
    // Past the kept places it rounds half up and says so.
    ['0.125', 1e12, { value: 13, note: 'Rounded to 2 decimals' }],
    ['0.124', 1e12, { value: 12, note: 'Rounded to 2 decimals' }],
    // Blanks, negatives, non-numbers and oversized figures count as 0.
    ['  ', 1e12, { value: 0 }],
    ['-5', 1e12, { value: 0, note: 'Negative: counted as 0' }],
    ['abc', 1e12, { value: 0, note: 'Not a number: counted as 0' }],
    ['1e3', 1e12, { value: 0, note: 'Not a number: counted as 0' }],
    ['100.01', 10_000, { value: 0, note: 'Too large: counted as 0' }],
  ])('reads %j with 2 places, at most %d, as %j', (typed, max, expected) => {
    expect(parseTypedNumber(typed, 2, max)).toEqual(expected);
  });

  it.each([
    ['3', { value: 3 }],
    ['2.5', { value: 0, note: 'Not a whole number: counted as 0' }],
    ['150', { value: 99, note: 'At most 99: counted as 99' }],
  ])('takes whole counts only, capped at 99: %j gives %j', (typed, expected) => {
    expect(parseTypedCount(typed, 99)).toEqual(expected);
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

  it('pays a salary whatever the hours, with overtime at salary / 2,080 x 1.5 (29 CFR 778.113)', () => {
    // Semi-monthly 72,000: 72,000 / 24 = 3,000.00; regular rate 72,000 / 2,080 = 34.615385 → $34.6154;
    // 5 overtime hours = 72,000 x 5 x 1.5 / 2,080 = 259.615 → 259.62; gross 3,259.62.
    const built = buildTaxRequest(
      values({
        payBasis: 'salary',
        annualSalary: '72000',
        payFrequency: 'semi-monthly',
        hoursWorked: '30',
        overtimeHours: '5',
      }),
    );
    expect(built.gross.hourlyRateText).toBe('$34.6154');
    expect(built.gross).toMatchObject({ regular: 300_000, overtime: 25_962 });
    expect(built.request.grossPay).toBe('3259.62');
  });

  it('moves hours over 40 a workweek to overtime unless the employee is exempt', () => {
    // Weekly, 46 h at 20.00: 40 x 20.00 = 800.00 + 6 x 30.00 = 180.00 = 980.00.
    const weekly = values({ hourlyRate: '20', hoursWorked: '46', payFrequency: 'weekly' });
    expect(buildTaxRequest(weekly).gross).toMatchObject({
      regular: 80_000,
      overtime: 18_000,
      overtimeHundredths: 600,
      movedHundredths: 600,
    });
    // Exempt: 46 x 20.00 = 920.00; typed overtime is not paid and says so.
    const exempt = buildTaxRequest({ ...weekly, overtimeExempt: true, overtimeHours: '2' });
    expect(exempt.request.grossPay).toBe('920.00');
    expect(exempt.notes.overtimeHours).toBe('Exempt from overtime: not paid');
  });

  it('caps hours at 168 a period and notes every field that did not count as typed', () => {
    const built = buildTaxRequest(values({ hourlyRate: '10', hoursWorked: '200', bonus: 'lots' }));
    // 168 bi-weekly hours: 80 x 10.00 = 800.00 plus the 88 over 40 a week x 15.00 = 1,320.00.
    expect(built.request.grossPay).toBe('2120.00');
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

describe('buildTaxRequest: the state certificate', () => {
  it('sends no certificate while none is on file', () => {
    expect(buildTaxRequest(values({ state: 'IL' })).request.stateCertificate).toBeUndefined();
  });

  it("sends the state's fields as the API takes them: whole counts, money with 2 decimals", () => {
    const built = buildTaxRequest(
      values({
        state: 'IL',
        stateCertificate: {
          basicAllowances: '2',
          additionalAllowances: '1',
          additionalWithholding: '12.5',
          isExempt: false,
        },
      }),
    );
    expect(built.request.stateCertificate).toEqual({
      basicAllowances: 2,
      additionalAllowances: 1,
      additionalWithholding: '12.50',
      isExempt: false,
    });
    expect(built.certificateNotes).toEqual({});
  });

  it('counts what is not a number as 0 with a note, and keeps a select as chosen', () => {
    const built = buildTaxRequest(
      values({
        state: 'MD',
        stateCertificate: { filingStatus: 'married', exemptions: 'two', county: 'montgomery' },
      }),
    );
    expect(built.request.stateCertificate).toEqual({
      filingStatus: 'married',
      exemptions: 0,
      county: 'montgomery',
    });
    expect(built.certificateNotes).toEqual({ exemptions: 'Not a whole number: counted as 0' });
  });

  it('leaves out a value for a field the state does not have', () => {
    const built = buildTaxRequest(
      values({ state: 'IL', stateCertificate: { basicAllowances: '1', allowances: '3' } }),
    );
    expect(built.request.stateCertificate).toEqual({ basicAllowances: 1 });
  });

  it('is the certificate the engine withholds by, line for line', () => {
    const built = buildTaxRequest(
      values({
        state: 'IL',
        payDate: TODAY,
        stateCertificate: { basicAllowances: '2', additionalWithholding: '12.50' },
      }),
    );
    const outcome = calculateBothRuleSets(built.request, '0.0340');
    if (!outcome.isOk) throw new Error(outcome.message);
    // 25.00 x 80 = 2,000.00 bi-weekly. Booklet IL-700-T (R-12/24), page 4, worked on the year:
    // 2,000 x 26 = 52,000 - 2 x 2,850 = 46,300 x 4.95% = 2,291.85 / 26 = 88.148 -> 88.15,
    // plus Line 3's 12.50 = 100.65.
    expect(outcome.results['official-2025'].stateLines).toEqual([
      expect.objectContaining({ programId: 'il-income-tax', amount: '100.65' }),
    ]);
  });

  it("names the certificate's field the engine refuses, as the API would", () => {
    const built = buildTaxRequest(values({ state: 'IL', stateCertificate: { isExempt: 'yes' } }));
    expect(calculateBothRuleSets(built.request, '0.0340')).toMatchObject({
      isOk: false,
      field: 'stateCertificate.isExempt',
    });
  });
});
