import { beforeAll, describe, expect, test } from 'vitest';
import { readJson, useTestApp } from '../../test/test-app';
import { setPayrollCalendar } from '../../test/set-payroll-calendar';

const URL = '/api/tax/calculate';
// The bi-weekly 2,000.00 single Texas paycheck of tax.test.ts, with a 2020+ W-4 and no entries.
const BIWEEKLY_TX = {
  ruleSet: 'official-2025',
  payDate: '2025-06-13',
  payFrequency: 'bi-weekly',
  grossPay: '2000.00',
  filingStatus: 'single',
  state: 'TX',
  w4: {},
};

describe('POST /api/tax/calculate with deductions (issue 29)', () => {
  const testApp = useTestApp();
  beforeAll(() => setPayrollCalendar(testApp.database.db, 'today'));

  function calculate(payload: unknown) {
    return testApp.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie: testApp.adminCookie },
      payload: payload as object,
    });
  }

  test('a 401(k), a medical premium and an after-tax deduction, each base worked by hand', async () => {
    // FIT wages 2,000 - 100 - 50 = 1,850: 1c x 26 = 48,100; 1g 8,600; 1i 39,500; STANDARD single
    // row at least 18,325: 1,192.50 + 12% x 21,175 = 2,541.00 -> 2g 3,733.50; / 26 = 143.5962 ->
    // 3c 143.60. FICA and FUTA wages 2,000 - 50 = 1,950: SS 6.2% = 120.90; Medicare 1.45% =
    // 28.275 -> 28.28; FUTA 0.6% = 11.70; SUTA at the company's 3.40% = 66.30. Deductions 175.00.
    // Total 143.60 + 120.90 + 28.28 + 175.00 = 467.78; net 2,000 - 467.78 = 1,532.22.
    const response = await calculate({
      ...BIWEEKLY_TX,
      deductions: [
        { type: 'traditional-401k', amount: '100' },
        { type: 'section-125-medical', amount: 50 },
        { type: 'after-tax', amount: '25.00' },
      ],
    });
    expect(readJson(response, 200)).toMatchObject({
      federalIncomeTax: '143.60',
      socialSecurityTax: '120.90',
      medicareTax: '28.28',
      totalDeductions: '467.78',
      netPay: '1532.22',
      taxableWages: {
        federalIncomeTax: '1850.00',
        socialSecurity: '1950.00',
        medicare: '1950.00',
        futa: '1950.00',
        state: '1950.00',
      },
      deductions: [
        { type: 'traditional-401k', amount: '100.00', preTax: true },
        { type: 'section-125-medical', amount: '50.00', preTax: true },
        { type: 'after-tax', amount: '25.00', preTax: false },
      ],
      employer: {
        socialSecurityTax: '120.90',
        medicareTax: '28.28',
        futaTax: '11.70',
        sutaTax: '66.30',
      },
    });
  });

  test('an election past its limit comes back cut, with limitedFrom and a warning', async () => {
    // Family HSA, 56 at the end of 2025: 8,550 + 1,000 = 9,550; 9,400 taken leaves 150.
    const body = readJson(
      await calculate({
        ...BIWEEKLY_TX,
        payDate: '2025-11-21',
        dateOfBirth: '1969-02-14',
        hsaCoverage: 'family',
        deductions: [{ type: 'hsa', amount: '200' }],
        ytd: { grossPay: '40000', deductions: { hsa: '9400' } },
      }),
      200,
    );
    expect(body.deductions).toEqual([
      { type: 'hsa', amount: '150.00', preTax: true, limitedFrom: '200.00' },
    ]);
    expect(body.warnings).toContain(
      'Health savings account (HSA) election of $200.00 cut to $150.00: the 2025 HSA limit of $8,550.00 for family coverage plus the $1,000.00 catch-up at age 55 or older leaves $150.00 this year',
    );
    expect(body.trace.map((step: { step: string }) => step.step)).toContain(
      'wages.base.federal-income-tax',
    );
  });

  test('without deductions the answer carries the bases as the wages', async () => {
    const body = readJson(await calculate(BIWEEKLY_TX), 200);
    expect(body.deductions).toEqual([]);
    expect(body.taxableWages).toEqual({
      federalIncomeTax: '2000.00',
      socialSecurity: '2000.00',
      medicare: '2000.00',
      futa: '2000.00',
      state: '2000.00',
    });
  });

  test('2026: over 150,000.00 of 2025 social security wages, the catch-up cannot be pre-tax', async () => {
    // 56 at the end of 2026 with 24,000.00 deferred pre-tax: the 24,500.00 402(g) limit leaves
    // 500.00 pre-tax; the 8,000.00 catch-up is Roth only (26 U.S.C. 414(v)(7), Notice 2025-67).
    // 150,000.00 exactly does not exceed: 24,500 + 8,000 - 24,000 = 8,500 left, all 1,000 taken.
    const paycheck = (priorYearSocialSecurityWages: string) =>
      calculate({
        ...BIWEEKLY_TX,
        payDate: '2026-11-20',
        dateOfBirth: '1970-03-01',
        priorYearSocialSecurityWages,
        deductions: [{ type: 'traditional-401k', amount: '1000' }],
        ytd: { grossPay: '100000', deductions: { 'traditional-401k': '24000' } },
      });
    const over = readJson(await paycheck('160000'), 200);
    expect(over.deductions).toEqual([
      { type: 'traditional-401k', amount: '500.00', preTax: true, limitedFrom: '1000.00' },
    ]);
    expect(over.warnings).toContain(
      'Traditional 401(k) election of $1,000.00 cut to $500.00: catch-up contributions must be designated Roth: 2025 social security wages from this employer of $160,000.00 exceed $150,000.00, so the 2026 elective deferral limit of $24,500.00 across 401(k) and 403(b) plans, Roth included leaves $500.00 pre-tax this year',
    );
    expect(over.trace).toContainEqual(
      expect.objectContaining({ step: 'deductions.roth-catch-up', unit: 'none' }),
    );
    const at = readJson(await paycheck('150000.00'), 200);
    expect(at.deductions).toEqual([{ type: 'traditional-401k', amount: '1000.00', preTax: true }]);
  });

  test.each([
    ['negative prior-year wages', { priorYearSocialSecurityWages: '-1' }],
    ['prior-year wages with three decimals', { priorYearSocialSecurityWages: '150000.005' }],
  ])('400 names priorYearSocialSecurityWages: %s', async (_name, change) => {
    const body = readJson(await calculate({ ...BIWEEKLY_TX, ...change }), 400);
    expect(Object.keys(body.fields)).toContain('priorYearSocialSecurityWages');
  });

  test.each([
    [
      'a type outside the closed list',
      { deductions: [{ type: 'pension', amount: '10' }] },
      'deductions.0.type',
    ],
    [
      'three decimals on the second election',
      {
        deductions: [
          { type: 'roth-401k', amount: '1' },
          { type: 'after-tax', amount: '1.005' },
        ],
      },
      'deductions.1.amount',
    ],
    [
      'an unknown field on an election',
      { deductions: [{ type: 'hsa', amount: '1', plan: 'x' }] },
      'deductions.0.plan',
    ],
    [
      'an unknown year-to-date type',
      { ytd: { deductions: { pension: '1' } } },
      'ytd.deductions.pension',
    ],
    ['a coverage tier not in the list', { hsaCoverage: 'couple' }, 'hsaCoverage'],
    ['a date of birth off the calendar', { dateOfBirth: '1980-02-30' }, 'dateOfBirth'],
    ['a date of birth after the pay date', { dateOfBirth: '2030-01-01' }, 'dateOfBirth'],
    ['an HSA without its coverage', { deductions: [{ type: 'hsa', amount: '10' }] }, 'hsaCoverage'],
    [
      'deductions beyond net pay',
      { deductions: [{ type: 'after-tax', amount: '1900' }] },
      'deductions.0.amount',
    ],
  ])('400 names the field: %s', async (_name, change, field) => {
    const body = readJson(await calculate({ ...BIWEEKLY_TX, ...change }), 400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toContain(field);
  });
});
