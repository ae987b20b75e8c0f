import { toLocalDateString } from '@paylab/shared';
import { beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, payrollRecords, quarterlyTaxReports, w2Forms, w3Forms } from '@paylab/db';
import { readPdfText, toLines } from '../../test/read-pdf';
import { expectAttachment, readCsvLines, readJson, useTestApp } from '../../test/test-app';
import { refreshQuarterlyReports } from './quarterly-reports';
import { insertPaychecks, type TestPaycheck } from './test/payroll-year-builder';
import { insertPayroll2025, type Payroll2025 } from './test/payroll-2025-fixture';
import { EVERY_CHECK_MATCHES, toCheckMatches } from './test/reconciliation-checks';
import { findAuditRows } from '../../test/find-audit-rows';

type BonusAmounts = Pick<
  TestPaycheck,
  | 'supplementalPay'
  | 'federalIncomeTax'
  | 'medicareTax'
  | 'additionalMedicareTax'
  | 'totalDeductions'
  | 'netPay'
>;

describe('tax forms from a year of payroll (figures worked by hand in test/payroll-2025-fixture.ts)', () => {
  const testApp = useTestApp();
  let people: Payroll2025;
  const get = (url: string) => testApp.sendAsAdmin('GET', url);
  const post = (url: string, payload?: Record<string, unknown>) =>
    testApp.sendAsAdmin('POST', url, payload);

  /** The 2025 Forms 941 as the screen reads them. */
  const readQuarters = async () =>
    readJson(await get('/api/quarterly-tax/year/2025'), 200) as {
      id: string;
      quarter: number;
      status: string;
      filedDate: string | null;
      penaltyAmount: string;
      lines: Record<string, unknown>;
      [key: string]: unknown;
    }[];
  const findQuarter = async (quarter: number) =>
    (await readQuarters()).find((report) => report.quarter === quarter)!;
  const fileQuarter = (id: string, payload: Record<string, unknown>) =>
    post(`/api/quarterly-tax/${id}/file`, payload);
  const readReconciliation = async () =>
    readJson(await get('/api/tax-forms/reconciliation/2025'), 200);
  /** The reconciliation finds the W-2s stale, its first check (W-3 box 1 and 941 line 2) as given. */
  const expectStaleW2s = async (firstCheck: Record<string, unknown>) => {
    const stale = await readReconciliation();
    expect(stale.isW2Stale).toBe(true);
    expect(stale.checks[0]).toMatchObject(firstCheck);
  };
  /** Generates the 2025 W-2s again: the reconciliation then finds them current, every check met. */
  const regenerateW2s = async () => {
    await post('/api/w2/generate/2025');
    const fresh = await readReconciliation();
    expect(fresh.isW2Stale).toBe(false);
    expect(fresh.checks.every((check: { isMatch: boolean }) => check.isMatch)).toBe(true);
    return fresh;
  };
  /** Cal's bonus on `date`, alone in its period: no Social Security, as Cal is past the wage base. */
  const insertCalBonus = (date: string, payDate: string, amounts: BonusAmounts) =>
    insertPaychecks(testApp.database.db, people.cal, [
      {
        payPeriodStart: date,
        payPeriodEnd: date,
        payDate,
        state: 'TX',
        grossPay: '0',
        socialSecurityTax: '0',
        ...amounts,
      },
    ]);
  /** Downloads a form, failing unless it is a 200 attachment named `fileName`. */
  const download = async (url: string, fileName: string) => {
    const response = await get(url);
    expectAttachment(response, fileName);
    return response;
  };

  beforeAll(async () => {
    people = await insertPayroll2025(testApp.database.db);
  });

  test('before generation: no W-2s, no W-3', async () => {
    expect((await get('/api/w2/year/2025')).json()).toEqual([]);
    expect((await get('/api/w3/year/2025')).json()).toEqual([]);
    // The reconciliation says so (issue 27, item 11), rather than leaving the W-3 side's "not
    // generated" to read as five mismatches.
    const reconciliation = await readReconciliation();
    expect(reconciliation).toMatchObject({ taxYear: 2025, hasW2s: false, isW2Stale: false });
    expect(reconciliation.checks[0]).toMatchObject({ leftAmount: null, isMatch: false });
  });

  test('generates one W-2 per employee paid in 2025, every box as worked by hand', async () => {
    const response = await post('/api/w2/generate/2025');
    expect(readJson(response, 200)).toMatchObject({ taxYear: 2025, formsGenerated: 4 });

    const forms = (await get('/api/w2/year/2025')).json() as Record<string, unknown>[];
    expect(forms.map((form) => form.employeeCode)).toEqual([
      'EMP-T01',
      'EMP-T02',
      'EMP-T03',
      'EMP-T04',
    ]);
    const [ana, ben, cal, dee] = forms;
    // Ana: 12 x 8,000.00 = 96,000.00; FIT 12 x 900.00 + 12 x 25.00 = 11,100.00; SS 12 x 496.00; Medicare 12 x 116.00;
    // SDI 12 x 96.00 = 1,152.00; CA PIT 12 x 400.00. The bonus paid 2026-01-09 is not a 2025 wage.
    expect(ana).toMatchObject({
      employeeId: people.ana,
      employeeName: 'Ana Cruz',
      controlNumber: '2025-EMP-T01',
      wagesTipsCompensation: '96000.00',
      federalIncomeTaxWithheld: '11100.00',
      socialSecurityWages: '96000.00',
      socialSecurityTaxWithheld: '5952.00',
      medicareWagesAndTips: '96000.00',
      medicareTaxWithheld: '1392.00',
      socialSecurityTips: '0.00',
      allocatedTips: '0.00',
      dependentCareBenefits: '0.00',
      nonqualifiedPlans: '0.00',
      box12Codes: [],
      statutoryEmployee: false,
      retirementPlan: false,
      thirdPartySickPay: false,
      box14: [{ label: 'CASDI', amount: '1152.00' }],
      otherInfo: 'CASDI 1152.00',
      state: 'CA',
      stateWages: '96000.00',
      stateIncomeTax: '4800.00',
      stateLines: [
        {
          state: 'CA',
          stateWages: '96000.00',
          stateIncomeTax: '4800.00',
          localWages: '0.00',
          localIncomeTax: '0.00',
          localityName: null,
        },
      ],
      localWages: '0.00',
      localIncomeTax: '0.00',
      localityName: null,
    });
    // Ben: 192,000.00; box 3 stops at the 176,100.00 wage base; box 4 11 x 992.00 + 6.20 = 10,918.20;
    // Medicare 12 x 232.00 = 2,784.00; DBL 12 x 2.60 = 31.20; PFL 5 x 62.08 + 44.13 = 354.53.
    expect(ben).toMatchObject({
      employeeName: 'Ben "Benny" O\'Neil, Jr.',
      wagesTipsCompensation: '192000.00',
      federalIncomeTaxWithheld: '36000.00',
      socialSecurityWages: '176100.00',
      socialSecurityTaxWithheld: '10918.20',
      medicareWagesAndTips: '192000.00',
      medicareTaxWithheld: '2784.00',
      box14: [
        { label: 'NYSDI', amount: '31.20' },
        { label: 'NYPFL', amount: '354.53' },
      ],
      stateLines: [{ state: 'NY', stateWages: '192000.00', stateIncomeTax: '10800.00' }],
    });
    // Cal: 300,000.00; SS 7 x 1,550.00 + 68.20 = 10,918.20; box 6 = 12 x 362.50 + 4 x 225.00 = 4,350.00 + 900.00 = 5,250.00; Texas: no state line.
    expect(cal).toMatchObject({
      wagesTipsCompensation: '300000.00',
      federalIncomeTaxWithheld: '72000.00',
      socialSecurityWages: '176100.00',
      socialSecurityTaxWithheld: '10918.20',
      medicareWagesAndTips: '300000.00',
      medicareTaxWithheld: '5250.00',
      box14: [],
      otherInfo: null,
      state: null,
      stateWages: '0.00',
      stateLines: [],
    });
    // Dee: 6 x 1,234.57 = 7,407.42; SS 459.26; Medicare 107.41; FIT 6 x 50.00; SDI 6 x 14.81 = 88.86; CA PIT 60.00.
    expect(dee).toMatchObject({
      wagesTipsCompensation: '7407.42',
      federalIncomeTaxWithheld: '300.00',
      socialSecurityWages: '7407.42',
      socialSecurityTaxWithheld: '459.26',
      medicareWagesAndTips: '7407.42',
      medicareTaxWithheld: '107.41',
      box14: [{ label: 'CASDI', amount: '88.86' }],
      stateLines: [{ state: 'CA', stateWages: '7407.42', stateIncomeTax: '60.00' }],
    });
  });

  test('the W-3 carries the totals of the W-2s', async () => {
    const response = await get('/api/w3/year/2025');
    const w3s = readJson(response, 200);
    expect(w3s).toHaveLength(1);
    expect(w3s[0]).toMatchObject({
      taxYear: 2025,
      totalW2Forms: 4,
      kindOfPayer: '941',
      kindOfEmployer: 'None apply',
      // 96,000.00 + 192,000.00 + 300,000.00 + 7,407.42
      totalWages: '595407.42',
      // 11,100.00 + 36,000.00 + 72,000.00 + 300.00
      totalFederalIncomeTax: '119400.00',
      // 96,000.00 + 176,100.00 + 176,100.00 + 7,407.42
      totalSocialSecurityWages: '455607.42',
      // 5,952.00 + 10,918.20 + 10,918.20 + 459.26
      totalSocialSecurityTax: '28247.66',
      totalMedicareWages: '595407.42',
      // 1,392.00 + 2,784.00 + 5,250.00 + 107.41
      totalMedicareTax: '9533.41',
      totalSocialSecurityTips: '0.00',
      totalAllocatedTips: '0.00',
      // CA and NY: box 15 "X"; 96,000.00 + 192,000.00 + 7,407.42 and 4,800.00 + 10,800.00 + 60.00
      state: 'X',
      totalStateWages: '295407.42',
      totalStateIncomeTax: '15660.00',
    });
  });

  test("generating again replaces the year's forms: one set, one W-3, an audit row per generation", async () => {
    const before = (await get('/api/w2/year/2025')).json() as { id: string }[];
    const again = await post('/api/w2/generate/2025');
    expect(again.json().formsGenerated).toBe(4);
    const db = testApp.database.db;
    expect(await db.select().from(w2Forms).where(eq(w2Forms.taxYear, 2025))).toHaveLength(4);
    expect(await db.select().from(w3Forms).where(eq(w3Forms.taxYear, 2025))).toHaveLength(1);
    const after = (await get('/api/w2/year/2025')).json() as {
      id: string;
      controlNumber: string;
    }[];
    expect(after.map((form) => form.controlNumber)).toEqual([
      '2025-EMP-T01',
      '2025-EMP-T02',
      '2025-EMP-T03',
      '2025-EMP-T04',
    ]);
    expect(after.map((form) => form.id)).not.toEqual(before.map((form) => form.id));
    const audits = await db.select().from(auditLog).where(eq(auditLog.entity, 'w2_forms'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(audits.at(-1)).toMatchObject({
      action: 'generate',
      entityId: '2025',
      actorName: 'admin',
    });
  });

  test('concurrent generations still leave exactly one set', async () => {
    const responses = await Promise.all([
      post('/api/w2/generate/2025'),
      post('/api/w2/generate/2025'),
      post('/api/w2/generate/2025'),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(
      await testApp.database.db.select().from(w2Forms).where(eq(w2Forms.taxYear, 2025)),
    ).toHaveLength(4);
  });

  test('the 2026 forms hold only the bonus paid in January 2026', async () => {
    const response = await post('/api/w2/generate/2026');
    expect(response.json()).toMatchObject({
      formsGenerated: 1,
      w3: { totalWages: '1000.00', totalFederalIncomeTax: '220.00' },
    });
    const [form] = (await get('/api/w2/year/2026')).json();
    expect(form).toMatchObject({
      controlNumber: '2026-EMP-T01',
      wagesTipsCompensation: '1000.00',
      socialSecurityTaxWithheld: '62.00',
      medicareTaxWithheld: '14.50',
      box14: [{ label: 'CASDI', amount: '12.00' }],
    });
  });

  test('a year without payroll generates nothing and has no W-3', async () => {
    const response = await post('/api/w2/generate/2024');
    expect(response.json()).toEqual({ taxYear: 2024, formsGenerated: 0, w3: null });
    expect((await get('/api/w3/year/2024')).json()).toEqual([]);
  });

  test('every 941 line of each quarter', async () => {
    const reports = await readQuarters();
    expect(reports.map((report) => report.quarter)).toEqual([1, 2, 3, 4]);
    const [q1, q2, q3, q4] = reports;
    // Q1 and Q2 alike: Ana 24,000 + Ben 48,000 + Cal 75,000 = 147,000.00, all under the wage base.
    // FIT (900 + 25) x 3 + 3,000 x 3 + 6,000 x 3 = 29,775.00; 5a col 2 = 147,000 x 0.124 = 18,228.00;
    // 5c col 2 = 147,000 x 0.029 = 4,263.00; 5e 22,491.00; line 6 = 52,266.00; withheld 9,114.00 + 2,131.50 =
    // 6.2% and 1.45% of 147,000 exactly: line 7 = 0.
    const firstHalf = {
      line1: 3,
      line2: '147000.00',
      line3: '29775.00',
      line4: false,
      line5a: { column1: '147000.00', column2: '18228.00' },
      line5b: { column1: '0.00', column2: '0.00' },
      line5c: { column1: '147000.00', column2: '4263.00' },
      line5d: { column1: '0.00', column2: '0.00' },
      line5e: '22491.00',
      line5f: '0.00',
      line6: '52266.00',
      line7: '0.00',
      line8: '0.00',
      line9: '0.00',
      line10: '52266.00',
      line11: '0.00',
      line12: '52266.00',
      line13: '0.00',
      line14: '52266.00',
      line15: '0.00',
    };
    expect(q1!.lines).toEqual(firstHalf);
    expect(q2!.lines).toEqual(firstHalf);
    // Q3: Dee joins (4 employees on Sept. 12). Wages 24,000 + 48,000 + 75,000 + 3,703.71 = 150,703.71;
    // FIT 29,775.00 + 150.00. 5a: Cal only up to the base, 176,100 - 150,000 = 26,100: 24,000 + 48,000 + 26,100 + 3,703.71
    // = 101,803.71 x 0.124 = 12,623.66004 -> 12,623.66. 5c x 0.029 = 4,370.40759 -> 4,370.41. 5d: Cal above 200,000:
    // 225,000 - 200,000 = 25,000.00 x 0.009 = 225.00. 5e = 17,219.07; line 6 = 47,144.07.
    // Employee share 6,311.83 + 2,185.20 + 225.00 = withheld 6,311.83 + 2,185.20 + 225.00: line 7 = 0.
    // Q4: Ben reaches the base (176,100 - 144,000 = 32,100); Cal past it. 5a = 24,000 + 32,100 + 3,703.71 = 59,803.71
    // x 0.124 = 7,415.66004 -> 7,415.66; 5d Cal 75,000 -> 675.00; 5e = 7,415.66 + 4,370.41 + 675.00 = 12,461.07;
    // line 6 = 42,386.07. Medicare withheld 348 + 696 + 1,087.50 + 53.71 = 2,185.21 against 1.45% x 150,703.71 =
    // 2,185.20: line 7 = +0.01, line 10 = 42,386.08.
    // The two quarters side by side, each line as [Q3, Q4].
    const secondHalf = {
      line1: [4, 4],
      line2: ['150703.71', '150703.71'],
      line3: ['29925.00', '29925.00'],
      line5a: [
        { column1: '101803.71', column2: '12623.66' },
        { column1: '59803.71', column2: '7415.66' },
      ],
      line5c: [
        { column1: '150703.71', column2: '4370.41' },
        { column1: '150703.71', column2: '4370.41' },
      ],
      line5d: [
        { column1: '25000.00', column2: '225.00' },
        { column1: '75000.00', column2: '675.00' },
      ],
      line5e: ['17219.07', '12461.07'],
      line6: ['47144.07', '42386.07'],
      line7: ['0.00', '0.01'],
      line10: ['47144.07', '42386.08'],
      line12: ['47144.07', '42386.08'],
      line14: ['47144.07', '42386.08'],
    };
    const linesOf = (column: 0 | 1) =>
      Object.fromEntries(
        Object.entries(secondHalf).map(([line, values]) => [line, values[column]]),
      );
    expect(q3!.lines).toMatchObject(linesOf(0));
    expect(q4!.lines).toMatchObject(linesOf(1));
    // Spec fields beside the lines. Q1 FUTA: each of the three reaches 7,000 in January: 21,000 x 0.006 = 126.00;
    // SUTA 3 x 238.00; state wages CA + NY 24,000 + 48,000; state tax 1,200 + 2,700; SDI/DBL 288.00 + 7.80.
    expect(q1).toMatchObject({
      totalWages: '147000.00',
      federalIncomeTaxWithheld: '29775.00',
      socialSecurityWages: '147000.00',
      socialSecurityTax: '18228.00',
      medicareWages: '147000.00',
      medicareTax: '4263.00',
      additionalMedicareTax: '0.00',
      futaWages: '21000.00',
      futaTax: '126.00',
      sutaWages: '21000.00',
      sutaTax: '714.00',
      stateWages: '72000.00',
      stateIncomeTax: '3900.00',
      stateDisabilityTax: '295.80',
      dueDate: '2025-04-30',
    });
    // FUTA by quarter: Q3 Dee's 3,703.71 -> running 24,703.71 x 0.006 = 148.22 - 126.00 = 22.22; Q4 her last 3,296.29 ->
    // 28,000 x 0.006 = 168.00 - 148.22 = 19.78, plus the California credit reduction 168.00 = 187.78.
    expect([q2!.futaTax, q3!.futaTax, q4!.futaTax]).toEqual(['0.00', '22.22', '187.78']);
    expect([q3!.futaWages, q4!.futaWages]).toEqual(['3703.71', '3296.29']);
    expect(q4!.dueDate).toBe('2026-01-31');
  });

  test('Form 940 with the 2025 California credit reduction', async () => {
    const response = await get('/api/form-940/year/2025');
    expect(response.statusCode).toBe(200);
    // line 3 = 595,407.42; line 5 = (96,000 - 7,000) + (192,000 - 7,000) + (300,000 - 7,000) + (7,407.42 - 7,000) = 567,407.42;
    // line 7 = 4 x 7,000 = 28,000.00; line 8 = 168.00; Schedule A CA (Ana 7,000 + Dee 7,000) x 1.2% = 168.00; line 12 = 336.00.
    expect(response.json()).toEqual({
      taxYear: 2025,
      dueDate: '2026-01-31',
      employeeCount: 4,
      lines: {
        line1a: null,
        line1b: true,
        line2: true,
        line3: '595407.42',
        line4: '0.00',
        line5: '567407.42',
        line6: '567407.42',
        line7: '28000.00',
        line8: '168.00',
        line9: '0.00',
        line10: '0.00',
        line11: '168.00',
        line12: '336.00',
        line13: '0.00',
        line14: '336.00',
        line15: '0.00',
        line16a: '126.00',
        line16b: '0.00',
        line16c: '22.22',
        line16d: '187.78',
        line17: '336.00',
      },
      // No deductions: no exempt payments, no box of line 4 checked.
      line4Boxes: { line4a: false, line4b: false, line4c: false, line4d: false, line4e: false },
      scheduleA: [
        { state: 'CA', futaWages: '14000.00', reductionRate: '0.0120', creditReduction: '168.00' },
        { state: 'NY', futaWages: '7000.00', reductionRate: '0.0000', creditReduction: '0.00' },
        { state: 'TX', futaWages: '7000.00', reductionRate: '0.0000', creditReduction: '0.00' },
      ],
      isQuarterlyLiabilityRequired: false,
      warnings: [],
    });
    expect((await get('/api/form-940/year/2023')).json()).toBeNull();
  });

  test('reconciliation: the four 941s agree with the W-3, every W-2 within the wage base', async () => {
    await post('/api/w2/generate/2025');
    const body = await readReconciliation();
    expect(body.hasW2s).toBe(true);
    expect(body.isW2Stale).toBe(false);
    expect(toCheckMatches(body.checks)).toEqual(EVERY_CHECK_MATCHES);
    // W-3 boxes 4 + 6 = 28,247.66 + 9,533.41 = 37,781.07 = employee shares 11,245.50 + 11,245.50 + 8,722.03 + 6,568.03 + line 7 0.01
    expect(body.checks[4]).toMatchObject({
      leftAmount: '37781.07',
      rightAmount: '37781.07',
      difference: '0.00',
    });
  });

  test('payroll written after generation shows as a mismatch until the W-2s are generated again', async () => {
    await insertCalBonus('2025-12-20', '2025-12-22', {
      supplementalPay: '500.00',
      federalIncomeTax: '110.00',
      medicareTax: '7.25',
      additionalMedicareTax: '4.50',
      totalDeductions: '121.75',
      netPay: '378.25',
    });
    await expectStaleW2s({
      isMatch: false,
      leftAmount: '595407.42',
      rightAmount: '595907.42',
      difference: '-500.00',
    });
    await regenerateW2s();
  });

  test('a paycheck voided after generation makes the W-2s stale until they are generated again without it', async () => {
    await insertCalBonus('2025-12-31', '2025-12-31', {
      supplementalPay: '1000.00',
      federalIncomeTax: '220.00',
      medicareTax: '14.50',
      additionalMedicareTax: '9.00',
      totalDeductions: '243.50',
      netPay: '756.50',
    });
    await post('/api/w2/generate/2025');
    const generated = await readReconciliation();
    expect(generated.isW2Stale).toBe(false);
    expect(generated.checks[0]).toMatchObject({ isMatch: true, leftAmount: '596907.42' });

    const [bonus] = await testApp.database.db
      .select({ id: payrollRecords.id })
      .from(payrollRecords)
      .where(
        and(
          eq(payrollRecords.employeeId, people.cal),
          eq(payrollRecords.payDate, '2025-12-31'),
          eq(payrollRecords.supplementalPay, '1000.00'),
        ),
      );
    const voided = await post(`/api/payroll/${bonus!.id}/void`, { reason: 'Bonus paid twice' });
    expect(voided.statusCode).toBe(200);
    // W-3 box 1 as generated still holds the 1,000.00; 941 line 2 no longer does.
    await expectStaleW2s({
      id: 'w3-box1-941-line2',
      isMatch: false,
      leftAmount: '596907.42',
      rightAmount: '595907.42',
      difference: '1000.00',
    });

    const fresh = await regenerateW2s();
    expect(fresh.checks[0]).toMatchObject({ leftAmount: '595907.42', rightAmount: '595907.42' });
    const forms = (await get('/api/w2/year/2025')).json() as {
      employeeId: string;
      wagesTipsCompensation: string;
    }[];
    // 300,000.00 of salary and the 500.00 bonus of 2025-12-22; the voided 1,000.00 is gone.
    expect(forms.find((form) => form.employeeId === people.cal)).toMatchObject({
      wagesTipsCompensation: '300500.00',
    });
  });

  test('quarter states as of a given day: late, due, filed; isLate only when unfiled past the due date', async () => {
    const reports = await refreshQuarterlyReports(testApp.database.db, {
      taxYear: 2025,
      today: '2025-08-15',
    });
    expect(reports.map((report) => [report.quarter, report.status, report.isLate])).toEqual([
      [1, 'late', true],
      [2, 'late', true],
      [3, 'due', false],
      [4, 'due', false],
    ]);
    // Q2 is 15 days late: one month or part: 5% x balance due 52,266.00 = 2,613.30 (IRC 6651(a)(1)).
    expect(reports[1]!.penaltyAmount).toBe('2613.30');
    expect(reports[2]!.penaltyAmount).toBe('0.00');
  });

  test('filing a quarter records the date and deposits; it then reads as filed', async () => {
    const q1 = await findQuarter(1);
    const response = await fileQuarter(q1.id, {
      filedDate: '2025-04-25',
      totalDeposits: '52266.00',
    });
    expect(readJson(response, 200)).toMatchObject({
      quarter: 1,
      filedDate: '2025-04-25',
      isLate: false,
      status: 'filed',
      penaltyAmount: '0.00',
      lines: { line13: '52266.00', line14: '0.00', line15: '0.00' },
    });
    const again = await readQuarters();
    expect(again[0]).toMatchObject({ status: 'filed', lines: { line13: '52266.00' } });
    // A second filing, as from a page loaded before the first, must not move the date (and the penalty with it).
    const refiled = await fileQuarter(q1.id, {});
    expect(readJson(refiled, 409)).toEqual({
      code: 'CONFLICT',
      message: 'Form 941 for Q1 2025 was already filed on 2025-04-25.',
    });
    const afterRefusal = await readQuarters();
    expect(afterRefusal[0]).toMatchObject({ filedDate: '2025-04-25', penaltyAmount: '0.00' });
    const audits = await findAuditRows(testApp.database, { entity: 'quarterly_tax_reports' });
    expect(audits).toHaveLength(1);
  });

  test('filing refuses a date before the quarter ends or in the future, unknown fields, and unknown ids', async () => {
    const q3 = await findQuarter(3);
    const early = await fileQuarter(q3.id, { filedDate: '2025-09-30' });
    expect(readJson(early, 400)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        filedDate: 'A Q3 2025 return can be filed from 2025-10-01, after the quarter ends',
      },
    });
    const future = await fileQuarter(q3.id, { filedDate: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toHaveProperty('filedDate');
    const unknown = await fileQuarter(q3.id, {
      filedDate: '2025-10-20',
      isLate: false,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ isLate: 'Unknown field' });
    const badDeposit = await fileQuarter(q3.id, { totalDeposits: '-5' });
    expect(badDeposit.statusCode).toBe(400);
    expect(badDeposit.json().fields).toHaveProperty('totalDeposits');
    expect(
      (await post('/api/quarterly-tax/00000000-0000-4000-8000-000000000000/file', {})).statusCode,
    ).toBe(404);
    expect((await post('/api/quarterly-tax/not-an-id/file', {})).statusCode).toBe(400);
    const [row] = await testApp.database.db
      .select()
      .from(quarterlyTaxReports)
      .where(eq(quarterlyTaxReports.id, q3.id));
    expect(row!.filedDate).toBeNull();
  });

  test("a filed date may be as late as the date at UTC+14, whatever the server's time zone; a day beyond is refused", async () => {
    const serverTimeZone = process.env.TZ;
    // Honolulu (UTC-10) is a whole day behind UTC+14: a viewer in Tokyo is often already a day ahead of it.
    process.env.TZ = 'Pacific/Honolulu';
    try {
      const now = new Date();
      const latest = new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const [year, month, day] = latest.split('-').map(Number) as [number, number, number];
      const beyond = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
      expect(toLocalDateString(now)).not.toBe(latest);
      const q3 = await findQuarter(3);
      const tooLate = await fileQuarter(q3.id, { filedDate: beyond });
      expect(readJson(tooLate, 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { filedDate: 'The filed date cannot be in the future' },
      });
      const accepted = await fileQuarter(q3.id, { filedDate: latest });
      expect(readJson(accepted, 200)).toMatchObject({
        quarter: 3,
        filedDate: latest,
        status: 'filed',
      });
    } finally {
      if (serverTimeZone === undefined) delete process.env.TZ;
      else process.env.TZ = serverTimeZone;
    }
  });

  test('a bad year is a 400 naming the year', async () => {
    const response = await get('/api/w2/year/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('year');
    expect((await post('/api/w2/generate/1850')).statusCode).toBe(400);
  });

  test('W-2 and W-3 PDFs and the CSV downloads', async () => {
    const forms = (await get('/api/w2/year/2025')).json() as { id: string }[];
    const pdf = await download(`/api/w2/${forms[1]!.id}/pdf`, 'w2-2025-EMP-T02.pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await download('/api/w3/year/2025/pdf', 'w3-2025.pdf');
    expect((await get('/api/w3/year/2019/pdf')).statusCode).toBe(404);
    const reports = await readQuarters();
    await download(`/api/quarterly-tax/${reports[0]!.id}/pdf`, 'form-941-2025-q1.pdf');
    await download('/api/form-940/year/2025/pdf', 'form-940-2025.pdf');

    const csv = await download('/api/w2/year/2025/csv', 'w2-forms-2025.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = readCsvLines(csv);
    expect(lines[0]).toBe(
      'ControlNumber,EmployeeID,EmployeeName,TaxYear,Box1Wages,Box2FederalTax,Box3SocialSecurityWages,Box4SocialSecurityTax,Box5MedicareWages,Box6MedicareTax,Box7SocialSecurityTips,Box8AllocatedTips,Box10DependentCare,Box11NonqualifiedPlans,Box12,Box13StatutoryEmployee,Box13RetirementPlan,Box13ThirdPartySickPay,Box14,Box15State,Box16StateWages,Box17StateTax,Box18LocalWages,Box19LocalTax,Box20LocalityName',
    );
    expect(lines[2]).toBe(
      '2025-EMP-T02,EMP-T02,"Ben ""Benny"" O\'Neil, Jr.",2025,192000.00,36000.00,176100.00,10918.20,192000.00,2784.00,0.00,0.00,0.00,0.00,,,,,NYSDI 31.20; NYPFL 354.53,NY,192000.00,10800.00,,,',
    );
    const quarterly = await download(
      '/api/quarterly-tax/year/2025/csv',
      'quarterly-tax-reports-2025.csv',
    );
    const [quarterlyHeader, q1Row] = readCsvLines(quarterly);
    expect(quarterlyHeader).toContain(
      ',Line3FederalTax,Line4NoWagesSubjectToFica,Line5aSocialSecurityWages,Line5aTax,Line5bSocialSecurityTips,Line5bTax,',
    );
    expect(quarterlyHeader).toContain(
      ',Line5eTotal,Line5fSection3121q,Line6,Line7FractionsOfCents,Line8SickPay,Line9TipsAndLifeInsurance,Line10,Line11Credits,Line12,',
    );
    // Q1 as worked above: line 4 unchecked, 5a wages 147,000.00, no tips on 5b.
    expect(q1Row).toMatch(
      /^2025,Q1,filed,2025-04-30,2025-04-25,3,147000.00,29775.00,,147000.00,18228.00,0.00,0.00,/,
    );

    // Each CSV carries its form's figures (hand-worked in the tests above) as the JSON answer does.
    const [w3Form] = (await get('/api/w3/year/2025')).json() as {
      totalWages: string;
      totalFederalIncomeTax: string;
    }[];
    const w3Csv = await download('/api/w3/year/2025/csv', 'w3-2025.csv');
    const [w3Header, w3Row] = readCsvLines(w3Csv);
    expect(w3Header).toMatch(
      /^TaxYear,KindOfPayer,KindOfEmployer,BoxaTotalW2Forms,Box1Wages,Box2FederalTax,/,
    );
    expect(w3Row!.split(',').slice(4, 6)).toEqual([
      w3Form!.totalWages,
      w3Form!.totalFederalIncomeTax,
    ]);
    const form940 = (await get('/api/form-940/year/2025')).json() as {
      lines: { line12: string };
      scheduleA: { state: string; creditReduction: string }[];
    };
    const f940Csv = await download('/api/form-940/year/2025/csv', 'form-940-2025.csv');
    const f940Lines = readCsvLines(f940Csv);
    expect(f940Lines[0]).toBe('TaxYear,Part,Line,Value');
    expect(f940Lines).toContain(`2025,Form 940,12,${form940.lines.line12}`);
    expect(f940Lines).toContain('2025,Form 940,1b,X');
    expect(f940Lines).toContain(
      `2025,Schedule A CA,Credit reduction,${form940.scheduleA.find((row) => row.state === 'CA')!.creditReduction}`,
    );
    expect((await get('/api/form-940/year/2019/csv')).statusCode).toBe(404);
  });

  test('the 941 and 940 PDFs print dates as on screen (spec section 9: "Apr 30, 2025")', async () => {
    const readText = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      return (await readPdfText(response.rawPayload)).flatMap((page) => toLines(page)).join(' ');
    };
    const reports = await readQuarters();
    expect(reports[0]).toMatchObject({ quarter: 1, filedDate: '2025-04-25' });
    const f941 = await readText(`/api/quarterly-tax/${reports[0]!.id}/pdf`);
    expect(f941).toContain('Due Apr 30, 2025. Status: filed Apr 25, 2025.');
    const f940 = await readText('/api/form-940/year/2025/pdf');
    expect(f940).toContain('Due Jan 31, 2026.');
    expect(`${f941} ${f940}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  test('W-4 records per employee, searchable and paged', async () => {
    const response = await get('/api/tax-forms/w4-records?search=o%27neil');
    expect(readJson(response, 200)).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 50,
      items: [{ employeeCode: 'EMP-T02', forms: [] }],
    });
    const all = (await get('/api/tax-forms/w4-records?pageSize=2&page=2')).json();
    expect(all.items).toHaveLength(2);
    expect(all.total).toBe(7);
  });

  test('a client cannot read tax forms; signed out is 401', async () => {
    await testApp.expectForbiddenToDemoClient([
      ['GET', '/api/w2/year/2025'],
      ['POST', '/api/w2/generate/2025'],
    ]);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/quarterly-tax/year/2025' })).statusCode,
    ).toBe(401);
  });
});
