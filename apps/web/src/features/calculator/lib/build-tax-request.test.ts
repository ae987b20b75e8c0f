import { describe, expect, it } from 'vitest';
import { parseMoney } from '@paylab/shared/money';
import {
  buildTaxRequest,
  createDefaultValues,
  type CalculatorValues,
  type DeductionRow,
} from './build-tax-request';
import { calculateBothRuleSets } from './calculate-both-rule-sets';
import { parseTypedCount, parseTypedNumber } from './parse-typed-number';

const TODAY = '2025-06-13';

function values(overrides: Partial<CalculatorValues>): CalculatorValues {
  return { ...createDefaultValues(TODAY), ...overrides };
}

/** The request built from the calculator's defaults with `overrides` typed over them. */
function build(overrides: Partial<CalculatorValues> = {}) {
  return buildTaxRequest(values(overrides));
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
    const built = build({ hourlyRate: '25.00', hoursWorked: '80', overtimeHours: '2' });
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
    const built = build({
      hourlyRate: '20',
      hoursWorked: '40',
      payFrequency: 'weekly',
      overtimeHours: '1',
      overtimeRate: '45',
    });
    expect(built.gross).toMatchObject({
      regular: 80_000,
      overtime: 4_500,
      isOvertimeRateDefault: false,
    });
  });

  it('divides a salary by the periods and derives its hourly rate from the standard hours', () => {
    const built = build({
      payBasis: 'salary',
      annualSalary: '52,000',
      payFrequency: 'bi-weekly',
      overtimeHours: '0',
    });
    expect(built.request).toMatchObject({ grossPay: '2000.00', annualSalary: '52000.00' });
    expect(built.gross.hourlyRateText).toBe('$25.00');
  });

  it('pays a salary whatever the hours, with overtime at salary / 2,080 x 1.5 (29 CFR 778.113)', () => {
    // Semi-monthly 72,000: 72,000 / 24 = 3,000.00; regular rate 72,000 / 2,080 = 34.615385 → $34.6154;
    // 5 overtime hours = 72,000 x 5 x 1.5 / 2,080 = 259.615 → 259.62; gross 3,259.62.
    const built = build({
      payBasis: 'salary',
      annualSalary: '72000',
      payFrequency: 'semi-monthly',
      hoursWorked: '30',
      overtimeHours: '5',
    });
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
    const built = build({ hourlyRate: '10', hoursWorked: '200', bonus: 'lots' });
    // 168 bi-weekly hours: 80 x 10.00 = 800.00 plus the 88 over 40 a week x 15.00 = 1,320.00.
    expect(built.request.grossPay).toBe('2120.00');
    expect(built.request.supplementalPay).toBe('0.00');
    expect(built.notes).toEqual({
      hoursWorked: 'At most 168 hours a period: counted as 168',
      bonus: 'Not a number: counted as 0',
    });
  });

  it('sends the 2020 W-4 steps or the old allowances, never both', () => {
    const modern = build({
      w4Version: '2020-or-later',
      allowances: '3',
      dependentsAmount: '2000',
      step2Checkbox: true,
    });
    expect(modern.request.allowances).toBe(0);
    expect(modern.request.additionalWithholding).toBe('0.00');
    expect(modern.request.w4).toEqual({
      step2Checkbox: true,
      dependentsAmount: '2000.00',
      otherIncome: '0.00',
      deductions: '0.00',
      extraWithholding: '0.00',
    });

    const legacy = build({
      w4Version: '2019-or-earlier',
      allowances: '3',
      additionalWithholding: '15',
    });
    expect(legacy.request.allowances).toBe(3);
    expect(legacy.request.additionalWithholding).toBe('15.00');
    expect(legacy.request.w4).toBeUndefined();
  });
});

describe('buildTaxRequest: the state certificate', () => {
  it('sends no certificate while none is on file', () => {
    expect(build({ state: 'IL' }).request.stateCertificate).toBeUndefined();
  });

  it("sends the state's fields as the API takes them: whole counts, money with 2 decimals", () => {
    const built = build({
      state: 'IL',
      stateCertificate: {
        basicAllowances: '2',
        additionalAllowances: '1',
        additionalWithholding: '12.5',
        isExempt: false,
      },
    });
    expect(built.request.stateCertificate).toEqual({
      basicAllowances: 2,
      additionalAllowances: 1,
      additionalWithholding: '12.50',
      isExempt: false,
    });
    expect(built.certificateNotes).toEqual({});
  });

  it('counts what is not a number as 0 with a note, and keeps a select as chosen', () => {
    const built = build({
      state: 'MD',
      stateCertificate: { filingStatus: 'married', exemptions: 'two', county: 'montgomery' },
    });
    expect(built.request.stateCertificate).toEqual({
      filingStatus: 'married',
      exemptions: 0,
      county: 'montgomery',
    });
    expect(built.certificateNotes).toEqual({ exemptions: 'Not a whole number: counted as 0' });
  });

  it('leaves out a value for a field the state does not have', () => {
    const built = build({
      state: 'IL',
      stateCertificate: { basicAllowances: '1', allowances: '3' },
    });
    expect(built.request.stateCertificate).toEqual({ basicAllowances: 1 });
  });

  it('is the certificate the engine withholds by, line for line', () => {
    const built = build({
      state: 'IL',
      payDate: TODAY,
      stateCertificate: { basicAllowances: '2', additionalWithholding: '12.50' },
    });
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
    const built = build({ state: 'IL', stateCertificate: { isExempt: 'yes' } });
    expect(calculateBothRuleSets(built.request, '0.0340')).toMatchObject({
      isOk: false,
      field: 'stateCertificate.isExempt',
    });
  });
});

describe('buildTaxRequest: deductions', () => {
  const row = (id: number, type: DeductionRow['type'], amount: string): DeductionRow => ({
    id,
    type,
    amount,
  });

  it('sends nothing of deductions without a row with an amount, so the request is unchanged', () => {
    const plain = build();
    expect(plain.request).not.toHaveProperty('deductions');
    expect(plain.request.ytd).toEqual({ grossPay: '0.00', supplementalPay: '0.00' });
    const blankRows = build({
      deductionRows: [row(1, 'hsa', ''), row(2, 'traditional-401k', '  ')],
      dateOfBirth: '1970-01-01',
      ytdDeductions: { hsa: '100' },
    });
    expect(blankRows.request).toEqual(plain.request);
    expect(blankRows.deductionRowIndexes).toEqual([]);
  });

  it('reads amounts without a dollar sign or commas and leaves blank rows out, keeping their rows', () => {
    const built = build({
      deductionRows: [
        row(1, 'traditional-401k', ' $1,234.5 '),
        row(2, 'after-tax', ''),
        row(3, 'section-125-medical', '50'),
      ],
    });
    expect(built.request.deductions).toEqual([
      { type: 'traditional-401k', amount: '1234.5' },
      { type: 'section-125-medical', amount: '50' },
    ]);
    // The request's second election is the third row.
    expect(built.deductionRowIndexes).toEqual([0, 2]);
    expect(built.request).not.toHaveProperty('hsaCoverage');
    expect(built.request).not.toHaveProperty('dateOfBirth');
  });

  it.each([
    ['abc', 'Enter a non-negative amount with at most 2 decimals'],
    ['-5', 'Amount cannot be negative'],
    ['10.005', 'Enter a non-negative amount with at most 2 decimals'],
    ['100000000', 'At most $99,999,999.99'],
  ])(
    'refuses the amount %j through the request schema, naming its election as the API does',
    (typed, message) => {
      const built = build({
        deductionRows: [row(1, 'after-tax', ''), row(2, 'after-tax', '5'), row(3, 'hsa', typed)],
      });
      expect(calculateBothRuleSets(built.request, '0.0340')).toEqual({
        isOk: false,
        field: 'deductions.1.amount',
        message,
      });
      expect(built.deductionRowIndexes[1]).toBe(2);
    },
  );

  it('sends the HSA coverage with an HSA election only, and the date of birth when typed', () => {
    const withHsa = build({
      deductionRows: [row(1, 'hsa', '100')],
      hsaCoverage: 'family',
      dateOfBirth: ' 1970-02-14 ',
    });
    expect(withHsa.request).toMatchObject({ hsaCoverage: 'family', dateOfBirth: '1970-02-14' });
    const without = build({ deductionRows: [row(1, 'roth-401k', '100')], hsaCoverage: 'family' });
    expect(without.request).not.toHaveProperty('hsaCoverage');
    expect(without.request).not.toHaveProperty('dateOfBirth');
  });

  it('names a date of birth the schema refuses', () => {
    const built = build({
      deductionRows: [row(1, 'traditional-401k', '100')],
      dateOfBirth: '1970-02-30',
    });
    expect(calculateBothRuleSets(built.request, '0.0340')).toEqual({
      isOk: false,
      field: 'dateOfBirth',
      message: 'Enter a real calendar date',
    });
  });

  it('sends last year’s social security wages when typed, and the engine cuts a pre-tax catch-up', () => {
    // 2026, 56 at year end, 24,000 deferred pre-tax: over 150,000 of 2025 wages the 24,500 402(g)
    // limit leaves 500 pre-tax (26 U.S.C. 414(v)(7)); without the wages, 1,000 of the catch-up.
    const typed = (priorYearSocialSecurityWages: string) =>
      build({
        payDate: '2026-11-20',
        deductionRows: [row(1, 'traditional-401k', '1000')],
        dateOfBirth: '1970-03-01',
        ytdDeductions: { 'traditional-401k': '24000' },
        priorYearSocialSecurityWages,
      });
    const over = typed(' $160,000 ');
    expect(over.request).toMatchObject({ priorYearSocialSecurityWages: '160000' });
    const firstDeduction = (request: typeof over.request) => {
      const outcome = calculateBothRuleSets(request, '0.0340');
      return outcome.isOk ? outcome.results['official-2025'].deductions[0] : outcome;
    };
    expect(firstDeduction(over.request)).toMatchObject({
      amount: '500.00',
      limitedFrom: '1000.00',
    });
    const blank = typed('');
    expect(blank.request).not.toHaveProperty('priorYearSocialSecurityWages');
    expect(firstDeduction(blank.request)).toMatchObject({ amount: '1000.00' });
    expect(calculateBothRuleSets(typed('-1').request, '0.0340')).toMatchObject({
      isOk: false,
      field: 'priorYearSocialSecurityWages',
    });
  });

  it("sends year-to-date amounts for the rows' types only, blanks left out", () => {
    const built = build({
      deductionRows: [row(1, 'hsa', '100'), row(2, 'traditional-401k', '')],
      ytdDeductions: { hsa: '1,200', 'traditional-401k': '3000', 'health-fsa': '500' },
    });
    // The 401(k) row has no amount yet but is on screen with its year-to-date field.
    expect(built.request.ytd).toEqual({
      grossPay: '0.00',
      supplementalPay: '0.00',
      deductions: { hsa: '1200', 'traditional-401k': '3000' },
    });
    const refused = build({ deductionRows: [row(1, 'hsa', '100')], ytdDeductions: { hsa: 'x' } });
    expect(calculateBothRuleSets(refused.request, '0.0340')).toMatchObject({
      isOk: false,
      field: 'ytd.deductions.hsa',
    });
  });
});

describe('calculateBothRuleSets: deductions', () => {
  // 25.00 x 80 = 2,000.00 bi-weekly, single, 2020+ W-4 with nothing in Steps 2 to 4, pay date 2025-06-13.
  it('a 401(k) deferral lowers income tax wages and leaves social security and Medicare wages', () => {
    const built = build({ deductionRows: [{ id: 1, type: 'traditional-401k', amount: '100' }] });
    const outcome = calculateBothRuleSets(built.request, '0.0340');
    if (!outcome.isOk) throw new Error(outcome.message);
    const official = outcome.results['official-2025'];
    // IRS Pub 15 (2025) section 15: a 401(k) deferral is out of income tax wages only.
    // Worksheet 1A (Pub 15-T 2025) on 1,900.00: 1c 1,900 x 26 = 49,400; 1g 8,600; 1i 40,800;
    // STANDARD single row at least 18,325: 1,192.50 + 12% x 22,475 = 3,889.50; / 26 = 149.596 -> 149.60.
    // FICA on 2,000.00: 6.2% = 124.00, 1.45% = 29.00.
    expect(official.taxableWages).toMatchObject({
      federalIncomeTax: '1900.00',
      socialSecurity: '2000.00',
      medicare: '2000.00',
      futa: '2000.00',
    });
    expect(official).toMatchObject({
      federalIncomeTax: '149.60',
      socialSecurityTax: '124.00',
      medicareTax: '29.00',
      deductions: [{ type: 'traditional-401k', amount: '100.00', preTax: true }],
    });
    // Net pay is gross less every tax and the deduction.
    const taxes = [
      official.federalIncomeTax,
      official.additionalWithholding,
      official.socialSecurityTax,
      official.medicareTax,
      official.additionalMedicareTax,
      ...official.stateLines.map((line) => line.amount),
    ].reduce((sum, amount) => sum + parseMoney(amount), 0);
    expect(parseMoney(official.netPay)).toBe(200_000 - taxes - 10_000);
  });

  it('an HSA election past its limit is cut, with the warning', () => {
    // Rev. Proc. 2024-25: self-only 4,300 for 2025; 4,250 taken leaves 50.00 of a 100.00 election.
    const built = build({
      deductionRows: [{ id: 1, type: 'hsa', amount: '100' }],
      ytdDeductions: { hsa: '4250' },
      ytdGrossPay: '20000',
    });
    const outcome = calculateBothRuleSets(built.request, '0.0340');
    if (!outcome.isOk) throw new Error(outcome.message);
    for (const result of Object.values(outcome.results)) {
      expect(result.deductions).toEqual([
        { type: 'hsa', amount: '50.00', preTax: true, limitedFrom: '100.00' },
      ]);
      expect(result.warnings.join(' ')).toContain('election of $100.00 cut to $50.00');
    }
  });

  it('names the hsaCoverage field the engine asks for, as the API would', () => {
    const built = build({ deductionRows: [{ id: 1, type: 'hsa', amount: '10' }] });
    const { hsaCoverage: _omitted, ...request } = built.request;
    expect(calculateBothRuleSets(request, '0.0340')).toMatchObject({
      isOk: false,
      field: 'hsaCoverage',
    });
  });
});
