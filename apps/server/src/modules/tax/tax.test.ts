import {
  toLocalDateString,
  US_STATES,
  type TaxYearCoverageWire,
  type TaxYears,
} from '@paylab/shared';
import { beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { companySettings } from '@paylab/db';
import { readJson, useTestApp } from '../../test/test-app';
import { setPayrollCalendar } from '../../test/set-payroll-calendar';

const URL = '/api/tax/calculate';
const PAY_DATE = '2025-06-13';
// The bi-weekly 2,000.00 single Texas paycheck that several cases start from.
const BIWEEKLY_TX = {
  payDate: PAY_DATE,
  payFrequency: 'bi-weekly',
  grossPay: '2000.00',
  filingStatus: 'single',
  state: 'TX',
};
/** A paycheck under the official rules on PAY_DATE; `fields` give the rest. */
function officialPaycheck(payFrequency: string, fields: Record<string, unknown>) {
  return { ruleSet: 'official-2025', payDate: PAY_DATE, payFrequency, ...fields };
}
// A small weekly paycheck for the cases about dates, states and access.
const WEEKLY_500 = { payFrequency: 'weekly', grossPay: '500', filingStatus: 'single' };

describe('POST /api/tax/calculate', () => {
  const testApp = useTestApp();
  // These tests work their dates from the real calendar; the demo company practises in 2025.
  beforeAll(() => setPayrollCalendar(testApp.database.db, 'today'));

  function calculate(
    payload: unknown,
    headers: Record<string, string> = { cookie: testApp.adminCookie },
  ) {
    return testApp.app.inject({ method: 'POST', url: URL, headers, payload: payload as object });
  }

  /** Calculates, expects a 200 whose body matches `expected`, and returns the body. */
  async function expectCalculation(payload: unknown, expected: Record<string, unknown>) {
    const response = await calculate(payload);
    const body = readJson(response, 200);
    expect(body).toMatchObject(expected);
    return body;
  }

  describe('hand-worked cases (IRS Pub 15-T 2025, Worksheet 1A; EDD Method B 2025; spec section 9)', () => {
    test('single, bi-weekly, 2020+ W-4 with no entries, Texas, official rules', async () => {
      // Worksheet 1A: 1a 2,000.00; 1b 26; 1c 52,000; 1d 0; 1e 52,000; 1f 0; 1g 8,600 (box not
      // checked, not MFJ); 1h 8,600; 1i 43,400. STANDARD single row at least 18,325: 2c 1,192.50,
      // 2d 12%, 2e 43,400 - 18,325 = 25,075, 2f 3,009.00, 2g 4,201.50, 2h 4,201.50 / 26 = 161.596
      // -> 3c 161.60. SS 2,000 x 6.2% = 124.00; Medicare 2,000 x 1.45% = 29.00. TX: no state tax.
      // Total 161.60 + 124.00 + 29.00 = 314.60; net 2,000 - 314.60 = 1,685.40.
      // Employer: SS 124.00, Medicare 29.00, FUTA 2,000 x 0.6% = 12.00, SUTA 2,000 x 3.40% = 68.00.
      await expectCalculation(
        { ruleSet: 'official-2025', ...BIWEEKLY_TX, w4: {} },
        {
          ruleSet: 'official-2025',
          payDate: PAY_DATE,
          federalIncomeTax: '161.60',
          socialSecurityTax: '124.00',
          medicareTax: '29.00',
          additionalMedicareTax: '0.00',
          stateIncomeTax: '0.00',
          stateDisabilityTax: '0.00',
          statePaidFamilyLeave: '0.00',
          additionalWithholding: '0.00',
          totalDeductions: '314.60',
          netPay: '1685.40',
          employer: {
            socialSecurityTax: '124.00',
            medicareTax: '29.00',
            futaTax: '12.00',
            sutaTax: '68.00',
          },
          warnings: [],
        },
      );
    });

    test('married-joint, monthly, 2019-or-earlier W-4 with 2 allowances and extra withholding, California', async () => {
      // Worksheet 1A (old W-4): 1c 6,000 x 12 = 72,000; 1j 2; 1k 2 x 4,300 = 8,600; 1l 63,400.
      // STANDARD MFJ row at least 40,950: 2,385.00 + 12% x (63,400 - 40,950 = 22,450) = 2,694.00
      // -> 2g 5,079.00; 2h 5,079.00 / 12 = 423.25 = 3c. 4a (line 6) 25.00.
      // EDD Method B monthly, DE 4 married with 2 allowances (high column): wages 6,000 > Table 1
      // 3,061; Table 2 0; Table 3 923; taxable 5,077. Table 5 monthly married row over 4,250:
      // 73.78 + 4.4% x 827 = 110.168; Table 4 credit for 2 allowances 27.32 -> 82.848 -> 82.85.
      // SDI 6,000 x 1.2% = 72.00. SS 372.00, Medicare 87.00.
      // Total 423.25 + 25.00 + 372.00 + 87.00 + 82.85 + 72.00 = 1,062.10; net 4,937.90.
      // Employer: FUTA 6,000 x 0.6% = 36.00; SUTA 6,000 x 3.40% = 204.00.
      await expectCalculation(
        officialPaycheck('monthly', {
          grossPay: 6000,
          filingStatus: 'married-joint',
          allowances: 2,
          additionalWithholding: '25',
          state: 'CA',
          stateAllowances: 2,
        }),
        {
          federalIncomeTax: '423.25',
          additionalWithholding: '25.00',
          socialSecurityTax: '372.00',
          medicareTax: '87.00',
          stateIncomeTax: '82.85',
          stateDisabilityTax: '72.00',
          totalDeductions: '1062.10',
          netPay: '4937.90',
          employer: {
            socialSecurityTax: '372.00',
            medicareTax: '87.00',
            futaTax: '36.00',
            sutaTax: '204.00',
          },
        },
      );
    });

    test('a DE 4 as the state certificate, answered as state lines', async () => {
      // As the case above, but the DE 4 is given as a certificate and the employee fields are left
      // at single, 0: EDD Method B monthly, married with 2 allowances: 82.85; SDI 72.00.
      const body = await expectCalculation(
        officialPaycheck('monthly', {
          grossPay: 6000,
          filingStatus: 'single',
          state: 'CA',
          stateCertificate: { filingStatus: 'married', regularAllowances: '2' },
        }),
        { stateIncomeTax: '82.85', stateDisabilityTax: '72.00' },
      );
      expect(body.stateLines).toEqual([
        {
          programId: 'ca-income-tax',
          kind: 'income-tax',
          label: 'California income tax',
          amount: '82.85',
          citation: expect.stringContaining('EDD Method B'),
        },
        {
          programId: 'ca-sdi',
          kind: 'disability',
          label: 'CA State Disability Insurance (SDI)',
          amount: '72.00',
          citation: expect.stringContaining('The SDI withholding rate for 2025 is 1.2 percent'),
        },
      ]);
    });

    test('the spec-simplified model, single, bi-weekly, 1 allowance, California', async () => {
      // Spec section 9: annual salary 2,000 x 26 = 52,000; taxable 52,000 - 15,000 - 5,000 = 32,000;
      // 10% x 11,925 = 1,192.50 + 12% x (32,000 - 11,925 = 20,075) = 2,409.00 -> 3,601.50 / 26
      // = 138.519 -> 138.52. CA: 52,000 - 3,000 = 49,000; 1% x 10,099 = 100.99; 2% x 13,843 = 276.86;
      // 4% x 13,846 = 553.84; 6% x (49,000 - 37,788 = 11,212) = 672.72 -> 1,604.41 / 26 = 61.708
      // -> 61.71; disability 0.9% x 2,000 = 18.00. SS 124.00, Medicare 29.00.
      // Total 138.52 + 124.00 + 29.00 + 61.71 + 18.00 = 371.23; net 1,628.77.
      await expectCalculation(
        {
          ruleSet: 'spec-simplified-2025',
          ...BIWEEKLY_TX,
          allowances: 1,
          state: 'CA',
          stateAllowances: 1,
        },
        {
          ruleSet: 'spec-simplified-2025',
          federalIncomeTax: '138.52',
          socialSecurityTax: '124.00',
          medicareTax: '29.00',
          stateIncomeTax: '61.71',
          stateDisabilityTax: '18.00',
          totalDeductions: '371.23',
          netPay: '1628.77',
          employer: {
            socialSecurityTax: '124.00',
            medicareTax: '29.00',
            futaTax: '12.00',
            sutaTax: '68.00',
          },
        },
      );
    });

    test('crosses the social security wage base inside the period and says so in the trace', async () => {
      // Weekly 5,000 with 174,000 paid earlier: SS taxable min(5,000, 176,100 - 174,000) = 2,100
      // -> 2,100 x 6.2% = 130.20. Medicare 5,000 x 1.45% = 72.50. Additional Medicare: 179,000 is
      // under 200,000 -> 0. FUTA and SUTA: 7,000 reached earlier -> 0.
      // Worksheet 1A: 1c 5,000 x 52 = 260,000; 1g 8,600; 1i 251,400. STANDARD single row at least
      // 203,700: 40,199.00 + 32% x 47,700 = 15,264.00 -> 55,463.00 / 52 = 1,066.596 -> 1,066.60.
      // Total 1,066.60 + 130.20 + 72.50 = 1,269.30; net 3,730.70.
      const body = await expectCalculation(
        officialPaycheck('weekly', {
          grossPay: '5000',
          filingStatus: 'single',
          state: 'TX',
          w4: {},
          ytd: { grossPay: '174000' },
        }),
        {
          federalIncomeTax: '1066.60',
          socialSecurityTax: '130.20',
          medicareTax: '72.50',
          additionalMedicareTax: '0.00',
          totalDeductions: '1269.30',
          netPay: '3730.70',
          employer: {
            socialSecurityTax: '130.20',
            medicareTax: '72.50',
            futaTax: '0.00',
            sutaTax: '0.00',
          },
        },
      );
      const wageBase = body.trace.find(
        (step: { step: string }) => step.step === 'fica.social-security.wage-base',
      );
      expect(wageBase).toMatchObject({ unit: 'none', amount: null });
      expect(wageBase.label).toContain('$176,100.00');
    });

    test('Step 2 checkbox, Step 3 credits, Step 4(c), a bonus and the Additional Medicare threshold crossed', async () => {
      // Semi-monthly head of household, W-4 2020+: box checked, Step 3 2,000, Step 4(c) 50.
      // 1c 10,000 x 24 = 240,000; 1g 0 (checked); 1i 240,000. Checkbox HoH row at least 136,500:
      // 27,742.00 + 35% x 103,500 = 36,225.00 -> 2g 63,967.00; 3c (63,967 - 2,000) / 24 = 2,581.958
      // -> 2,581.96. Bonus 5,000 x 22% = 1,100.00. Federal income tax 3,681.96; extra 50.00.
      // Wages 15,000 with 195,000 earlier: SS 0 (base reached); Medicare 15,000 x 1.45% = 217.50;
      // Additional Medicare (210,000 - 200,000) x 0.9% = 90.00.
      // Total 3,681.96 + 50.00 + 217.50 + 90.00 = 4,039.46; net 15,000 - 4,039.46 = 10,960.54.
      await expectCalculation(
        officialPaycheck('semi-monthly', {
          grossPay: '10000.00',
          supplementalPay: '5000.00',
          filingStatus: 'head-of-household',
          state: 'TX',
          w4: { step2Checkbox: true, dependentsAmount: '2000', extraWithholding: '50' },
          ytd: { grossPay: '195000.00' },
        }),
        {
          federalIncomeTax: '3681.96',
          additionalWithholding: '50.00',
          socialSecurityTax: '0.00',
          medicareTax: '217.50',
          additionalMedicareTax: '90.00',
          totalDeductions: '4039.46',
          netPay: '10960.54',
          employer: {
            socialSecurityTax: '0.00',
            medicareTax: '217.50',
            futaTax: '0.00',
            sutaTax: '0.00',
          },
        },
      );
    });
  });

  describe('contract', () => {
    test('always returns the trace, with amounts on the wire and citations', async () => {
      const response = await calculate({ ...BIWEEKLY_TX, w4: {} });
      const { trace } = response.json();
      expect(trace.length).toBeGreaterThan(10);
      for (const step of trace) {
        expect(Object.keys(step).sort()).toEqual(['amount', 'citation', 'label', 'step', 'unit']);
        expect(step.citation).not.toBe('');
      }
      const byStep = new Map(trace.map((step: { step: string }) => [step.step, step]));
      expect(byStep.get('federal.worksheet-1a.1b')).toMatchObject({ amount: '26', unit: 'count' });
      expect(byStep.get('federal.worksheet-1a.1i')).toMatchObject({
        amount: '43400.00',
        unit: 'cents',
      });
      expect(byStep.get('federal.worksheet-1a.2d')).toMatchObject({
        amount: '0.1200',
        unit: 'ppm',
      });
      expect(byStep.get('federal.worksheet-1a.3c')).toMatchObject({
        amount: '161.60',
        unit: 'cents',
      });
    });

    test('treats every optional field as zero, false or none, and numbers like strings', async () => {
      const minimal = await calculate({ ruleSet: 'official-2025', ...BIWEEKLY_TX, grossPay: 2000 });
      const explicit = await calculate(
        officialPaycheck('bi-weekly', {
          grossPay: '2000.00',
          supplementalPay: '0',
          filingStatus: 'single',
          allowances: 0,
          stateAllowances: 0,
          additionalWithholding: 0,
          state: 'TX',
          ytd: { grossPay: '0.00', supplementalPay: 0 },
        }),
      );
      expect(minimal.statusCode).toBe(200);
      expect(explicit.json()).toEqual(minimal.json());
      // Without `w4` it is a 2019-or-earlier W-4 with 0 allowances: 1l 52,000; STANDARD single row
      // at least 18,325: 1,192.50 + 12% x 33,675 = 4,041.00 -> 5,233.50 / 26 = 201.288 -> 201.29.
      expect(minimal.json().federalIncomeTax).toBe('201.29');
      const w4Defaults = await calculate({
        ruleSet: 'official-2025',
        ...BIWEEKLY_TX,
        grossPay: 2000,
        w4: { deductions: '0' },
      });
      expect(w4Defaults.json().federalIncomeTax).toBe('161.60');
    });

    test('defaults the pay date to today on the server', async () => {
      const response = await calculate({ ...WEEKLY_500, state: 'FL' });
      expect(response.statusCode).toBe(200);
      expect(response.json().payDate).toBe(toLocalDateString());
    });

    test('answers a 2026 pay date with 2026 values and no warning for federal, FICA, CA and NY', async () => {
      // Worksheet 1A (2026), 2020+ W-4: 1c 3,000 x 26 = 78,000; 1g 8,600; 1i 69,400; STANDARD
      // single row at least 57,900: 5,800 + 22% x 11,500 = 8,330.00 / 26 = 320.38. FICA on the 2026
      // base: 3,000 x 6.2% = 186.00, x 1.45% = 43.50. CA (26methb.pdf), 1 allowance: 3,000 > 727;
      // 3,000 - 219 = 2,781; over 2,214: 84.16 + 567 x 8.8% = 134.056; less 6.47 -> 127.59; SDI
      // 1.3% = 39.00. NY (1/26), 1 allowance: 78,000 - 7,400 - 1,000 = 69,600; at least 13,900:
      // 586 + 55,700 x 5.40% = 3,593.80 / 26 = 138.22; DBL 1.20; PFL 0.432% = 12.96.
      const paycheck = {
        ruleSet: 'official-2025',
        payDate: '2026-01-09',
        payFrequency: 'bi-weekly',
        grossPay: '3000.00',
        filingStatus: 'single',
        stateAllowances: 1,
        w4: {},
      };
      const federal = {
        federalIncomeTax: '320.38',
        socialSecurityTax: '186.00',
        medicareTax: '43.50',
        warnings: [],
      };
      await expectCalculation(
        { ...paycheck, state: 'CA' },
        { ...federal, stateIncomeTax: '127.59', stateDisabilityTax: '39.00' },
      );
      await expectCalculation(
        { ...paycheck, state: 'NY' },
        {
          ...federal,
          stateIncomeTax: '138.22',
          stateDisabilityTax: '1.20',
          statePaidFamilyLeave: '12.96',
        },
      );
    });

    test('names a state whose 2025 values carry into 2026, and every jurisdiction in 2027', async () => {
      const ohio = await calculate({ ...WEEKLY_500, payDate: '2026-01-09', state: 'OH' });
      expect(readJson(ohio, 200).warnings).toEqual([
        'Ohio: 2025 values applied to a 2026 pay date',
      ]);
      const later = await calculate({ ...WEEKLY_500, payDate: '2027-01-08', state: 'CA' });
      expect(readJson(later, 200).warnings).toEqual([
        'Federal income tax withholding: 2026 values applied to a 2027 pay date',
        'Social security, Medicare and unemployment taxes: 2026 values applied to a 2027 pay date',
        'California: 2026 values applied to a 2027 pay date',
      ]);
    });

    test('answers every state by its own rules: Oregon withholds its three lines', async () => {
      const response = await calculate({ ...WEEKLY_500, payDate: PAY_DATE, state: 'OR' });
      const body = readJson(response, 200);
      expect(body.warnings).toEqual([]);
      expect(body.stateLines.map((line: { programId: string }) => line.programId)).toEqual([
        'or-income-tax',
        'or-transit',
        'or-paid-leave',
      ]);
    });

    test('models every state: none is answered "not modelled" under the official rules', async () => {
      // Every jurisdiction has its rule since issue 28; the warning stays for a code without one.
      for (const [state] of US_STATES) {
        const body = readJson(
          await calculate({ ...WEEKLY_500, ruleSet: 'official-2025', payDate: PAY_DATE, state }),
          200,
        );
        expect(body.warnings, state).not.toContainEqual(expect.stringContaining('not modelled'));
      }
    });

    test('takes the rule set and the SUTA rate from the company settings unless the request names a rule set', async () => {
      const { db } = testApp.database;
      await db
        .update(companySettings)
        .set({ taxRuleSet: 'spec-simplified-2025', stateUnemploymentRate: '0.0500' })
        .where(eq(companySettings.id, 1));
      try {
        const payload = { ...BIWEEKLY_TX, allowances: 1, state: 'CA', stateAllowances: 1 };
        const byDefault = await calculate(payload);
        // Spec-simplified as in the hand-worked case above; SUTA 2,000 x 5.00% = 100.00.
        expect(byDefault.json()).toMatchObject({
          ruleSet: 'spec-simplified-2025',
          federalIncomeTax: '138.52',
          employer: { sutaTax: '100.00' },
        });
        const named = await calculate({ ...payload, ruleSet: 'official-2025' });
        expect(named.json()).toMatchObject({
          ruleSet: 'official-2025',
          employer: { sutaTax: '100.00' },
        });
      } finally {
        await db
          .update(companySettings)
          .set({ taxRuleSet: 'official-2025', stateUnemploymentRate: '0.0340' })
          .where(eq(companySettings.id, 1));
      }
      const restored = await calculate(BIWEEKLY_TX);
      expect(restored.json().ruleSet).toBe('official-2025');
    });
  });

  describe('refuses bad input with 400 naming the field', () => {
    const valid = { ...BIWEEKLY_TX, state: 'CA' };

    test.each([
      ['a negative amount', { grossPay: '-1.00' }, 'grossPay'],
      ['a negative number', { supplementalPay: -5 }, 'supplementalPay'],
      ['a non-numeric amount', { grossPay: 'two thousand' }, 'grossPay'],
      ['more than 2 decimals', { additionalWithholding: '10.005' }, 'additionalWithholding'],
      ['more than 2 decimals as a number', { annualSalary: 52000.123 }, 'annualSalary'],
      ['a negative W-4 amount', { w4: { dependentsAmount: '-500' } }, 'w4.dependentsAmount'],
      ['a non-boolean Step 2 checkbox', { w4: { step2Checkbox: 'yes' } }, 'w4.step2Checkbox'],
      ['a non-numeric year-to-date amount', { ytd: { grossPay: 'lots' } }, 'ytd.grossPay'],
      ['an unknown filing status', { filingStatus: 'married' }, 'filingStatus'],
      ['an unknown state code', { state: 'ZZ' }, 'state'],
      ['an unknown pay frequency', { payFrequency: 'daily' }, 'payFrequency'],
      ['an unknown rule set', { ruleSet: 'official-2024' }, 'ruleSet'],
      ['fractional allowances', { allowances: 1.5 }, 'allowances'],
      ['negative state allowances', { stateAllowances: -1 }, 'stateAllowances'],
      ['a date that is not on the calendar', { payDate: '2025-02-30' }, 'payDate'],
      ['a pay date before 2025', { payDate: '2024-12-31' }, 'payDate'],
      ['gross pay beyond what a paycheck column holds', { grossPay: '100000000.00' }, 'grossPay'],
      [
        'annualized wages beyond $90 million',
        { payFrequency: 'weekly', grossPay: '2000000.00' },
        'grossPay',
      ],
      ['an unknown field', { bonus: '100' }, 'bonus'],
      ['an unknown W-4 field', { w4: { allowances: 2 } }, 'w4.allowances'],
      [
        'a field the DE 4 does not have',
        { stateCertificate: { allowances: 2 } },
        'stateCertificate.allowances',
      ],
      [
        'a DE 4 status not on the form',
        { stateCertificate: { filingStatus: 'married-joint' } },
        'stateCertificate.filingStatus',
      ],
      [
        'fractional DE 4 allowances',
        { stateCertificate: { regularAllowances: 1.5 } },
        'stateCertificate.regularAllowances',
      ],
      [
        'a certificate for a state without one',
        { state: 'TX', stateCertificate: { allowances: 1 } },
        'stateCertificate.allowances',
      ],
    ])('%s', async (_name, change, field) => {
      const response = await calculate({ ...valid, ...change });
      const body = readJson(response, 400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.fields)).toContain(field);
      expect(body.message).not.toBe('');
    });

    test('a missing required field', async () => {
      const { grossPay: _omitted, ...withoutGross } = valid;
      const response = await calculate(withoutGross);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('grossPay');
    });

    test('names the pay date rule for a pre-2025 date', async () => {
      const response = await calculate({ ...valid, payDate: '2024-12-31' });
      expect(response.json()).toMatchObject({
        fields: { payDate: expect.stringContaining('2024-12-31') },
      });
    });

    test('an empty body', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: URL,
        headers: { cookie: testApp.adminCookie, 'content-type': 'application/json' },
        payload: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('access', () => {
    const payload = { ...WEEKLY_500, payDate: PAY_DATE, state: 'TX' };

    test('answers 401 without a session', async () => {
      const response = await calculate(payload, {});
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    });

    test('answers 403 to a client user', async () => {
      const clientCookie = await testApp.signInDemoClient();
      const response = await calculate(payload, { cookie: clientCookie });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    });
  });
});

describe('GET /api/tax/years', () => {
  const testApp = useTestApp();

  function listYears(headers: Record<string, string>) {
    return testApp.app.inject({ method: 'GET', url: '/api/tax/years', headers });
  }

  test('lists 2025 and 2026 with each jurisdiction modelled, carried forward or not modelled', async () => {
    const body = readJson(await listYears({ cookie: testApp.adminCookie }), 200) as TaxYears;
    expect(body.years.map((entry) => entry.year)).toEqual([2025, 2026]);
    const [year2025, year2026] = body.years as [TaxYearCoverageWire, TaxYearCoverageWire];

    // 2025: every value PayLab holds took effect in 2025.
    expect(year2025.states).toHaveLength(51);
    for (const jurisdiction of [year2025.federal, year2025.fica, ...year2025.states]) {
      expect(jurisdiction, jurisdiction.name).toMatchObject({
        status: 'modelled',
        valuesYear: 2025,
      });
    }

    // 2026: federal, FICA, California and New York have 2026 values; Ohio, the FUTA credit
    // reduction list and the spec's model carry their 2025 values forward.
    const state = (code: string) => year2026.states.find((entry) => entry.code === code);
    for (const jurisdiction of [year2026.federal, year2026.fica, state('CA'), state('NY')]) {
      expect(jurisdiction).toMatchObject({
        status: 'modelled',
        valuesYear: 2026,
        carriedForward: [],
      });
    }
    expect(state('OH')).toMatchObject({
      name: 'Ohio',
      status: 'carried-forward',
      valuesYear: 2025,
    });
    expect(state('OH')!.carriedForward.length).toBeGreaterThan(0);
    expect(year2026.form940).toMatchObject({
      status: 'carried-forward',
      valuesYear: 2025,
      carriedForward: ['us.irs.payroll.futa.credit-reduction'],
    });
    expect(year2026.specSimplified).toMatchObject({ status: 'carried-forward', valuesYear: 2025 });
    expect(year2026.benefits).toMatchObject({ status: 'modelled', valuesYear: 2026 });
    expect(year2026.deductionTreatment).toMatchObject({
      status: 'carried-forward',
      valuesYear: 2025,
    });
    expect(state('TX')).toMatchObject({ status: 'modelled' });
  });

  test('answers any signed-in role, and 401 without a session', async () => {
    const clientCookie = await testApp.signInDemoClient();
    expect((await listYears({ cookie: clientCookie })).statusCode).toBe(200);
    const signedOut = await listYears({});
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().code).toBe('UNAUTHENTICATED');
  });
});
