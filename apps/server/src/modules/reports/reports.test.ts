import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO_CLIENT, sendWithSession, signIn, useTestApp } from '../../test/test-app';
import {
  insertEmployee,
  insertPaychecks,
  type TestPaycheck,
} from '../tax-forms/test/payroll-year-builder';
import { getPayrollReport } from './get-payroll-report';
import { getReportRange } from './report-period';

/*
 * Records with chosen creation times (the Reports periods follow created_at, spec section 2), every
 * amount typed by hand:
 *   r1 Zoe (Engineering)        2025-11-03 09:00Z  gross 5,000.00; FIT 600.00 + 20.00 extra; SS 310.00; Medicare 72.50; state 250.00; SDI 60.00; deductions 1,312.50; net 3,687.50
 *   r2 Ben (Sales, East)        2025-11-18 23:30Z  gross 4,000.00 + 1,000.00 bonus; FIT 700.00; SS 310.00; Medicare 72.50; state 400.00; DBL 2.60; PFL 19.40; deductions 1,504.50; net 3,495.50
 *   r3 Ann (Sales, East)        2025-10-15 12:00Z  gross 3,000.00; FIT 300.00; SS 186.00; Medicare 43.50; deductions 529.50; net 2,470.50
 *   r4 Zoe                      2025-07-31 12:00Z  as r1
 *   r5 Zoe                      2024-12-31 23:00Z  as r1 (last year)
 *   r7 Ann                      2025-11-01 03:00Z  gross 1,000.00; FIT 100.00; SS 62.00; Medicare 14.50; deductions 176.50; net 823.50
 *      (November in UTC, but October 31 in Los Angeles)
 */
const NOW = new Date('2025-11-20T12:00:00Z');

function paycheck(start: string, createdAt: string, values: Partial<TestPaycheck>): TestPaycheck {
  return {
    payPeriodStart: start,
    payPeriodEnd: start,
    payDate: start,
    state: 'CA',
    grossPay: '0',
    federalIncomeTax: '0',
    socialSecurityTax: '0',
    medicareTax: '0',
    totalDeductions: '0',
    netPay: '0',
    createdAt,
    ...values,
  };
}
const ZOE_PAY = {
  grossPay: '5000.00',
  federalIncomeTax: '600.00',
  additionalWithholding: '20.00',
  socialSecurityTax: '310.00',
  medicareTax: '72.50',
  stateIncomeTax: '250.00',
  stateDisabilityTax: '60.00',
  totalDeductions: '1312.50',
  netPay: '3687.50',
};
// Ben's New York paycheck: the same in November 2025 and in the current month.
const BEN_PAY = {
  state: 'NY',
  grossPay: '4000.00',
  supplementalPay: '1000.00',
  federalIncomeTax: '700.00',
  socialSecurityTax: '310.00',
  medicareTax: '72.50',
  stateIncomeTax: '400.00',
  stateDisabilityTax: '2.60',
  statePaidFamilyLeave: '19.40',
  totalDeductions: '1504.50',
  netPay: '3495.50',
};

describe('Reports & Analytics', () => {
  const testApp = useTestApp();
  const get = (url: string) => testApp.sendAsAdmin('GET', url);
  /** The lines of a CSV download, without the byte order mark and the final line break. */
  const csvLines = (response: Awaited<ReturnType<typeof get>>) =>
    response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');

  beforeAll(async () => {
    const db = testApp.database.db;
    const zoe = await insertEmployee(db, {
      employeeId: 'EMP-R01',
      firstName: 'Zoe',
      lastName: 'Quinn',
      department: 'Engineering',
      state: 'CA',
      annualSalary: '60000.00',
    });
    const ben = await insertEmployee(db, {
      employeeId: 'EMP-R02',
      firstName: 'Ben "Benny"',
      lastName: "O'Neil, Jr.",
      department: 'Sales, East',
      state: 'NY',
      annualSalary: '48000.00',
    });
    const ann = await insertEmployee(db, {
      employeeId: 'EMP-R03',
      firstName: 'Ann',
      lastName: 'Lee',
      department: 'Sales, East',
      state: 'TX',
      annualSalary: '36000.00',
    });
    await insertPaychecks(db, zoe, [
      paycheck('2025-11-01', '2025-11-03T09:00:00Z', ZOE_PAY),
      paycheck('2025-07-01', '2025-07-31T12:00:00Z', ZOE_PAY),
      paycheck('2024-12-01', '2024-12-31T23:00:00Z', ZOE_PAY),
    ]);
    await insertPaychecks(db, ben, [paycheck('2025-11-01', '2025-11-18T23:30:00Z', BEN_PAY)]);
    await insertPaychecks(db, ann, [
      paycheck('2025-10-01', '2025-10-15T12:00:00Z', {
        state: 'TX',
        grossPay: '3000.00',
        federalIncomeTax: '300.00',
        socialSecurityTax: '186.00',
        medicareTax: '43.50',
        totalDeductions: '529.50',
        netPay: '2470.50',
      }),
      paycheck('2025-10-16', '2025-11-01T03:00:00Z', {
        state: 'TX',
        grossPay: '1000.00',
        federalIncomeTax: '100.00',
        socialSecurityTax: '62.00',
        medicareTax: '14.50',
        totalDeductions: '176.50',
        netPay: '823.50',
      }),
    ]);
    // Created now, for the HTTP exports (the current month of whenever the test runs).
    const now = Date.now();
    await insertPaychecks(db, zoe, [
      paycheck('2026-02-01', new Date(now - 2_000).toISOString(), {
        ...ZOE_PAY,
        payPeriodEnd: '2026-02-28',
        payDate: '2026-02-28',
        hoursWorked: '80',
      }),
    ]);
    await insertPaychecks(db, ben, [
      paycheck('2026-02-01', new Date(now - 1_000).toISOString(), {
        ...BEN_PAY,
        payPeriodEnd: '2026-02-28',
        payDate: '2026-02-28',
      }),
    ]);
  });

  test('period ranges by calendar', () => {
    expect(getReportRange('current-month', '2025-11-20')).toEqual({
      startDate: '2025-11-01',
      endDate: '2025-11-30',
      endExclusive: '2025-12-01',
      year: 2025,
    });
    expect(getReportRange('last-month', '2026-01-10')).toEqual({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
      endExclusive: '2026-01-01',
      year: 2025,
    });
    expect(getReportRange('current-quarter', '2025-11-20')).toEqual({
      startDate: '2025-10-01',
      endDate: '2025-12-31',
      endExclusive: '2026-01-01',
      year: 2025,
    });
    expect(getReportRange('current-year', '2024-02-29')).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      endExclusive: '2025-01-01',
      year: 2024,
    });
  });

  test('current month: the cards, the tax breakdown and the department summary', async () => {
    const report = await getPayrollReport(testApp.database.db, {
      query: { period: 'current-month', timeZone: 'UTC' },
      now: NOW,
    });
    expect(report).toMatchObject({
      startDate: '2025-11-01',
      endDate: '2025-11-30',
      // r1 + r2 + r7: gross 5,000 + 5,000 + 1,000; net 3,687.50 + 3,495.50 + 823.50; deductions 1,312.50 + 1,504.50 + 176.50
      cards: {
        grossPay: '11000.00',
        netPay: '8006.50',
        totalDeductions: '2993.50',
        employeesProcessed: 3,
        recordCount: 3,
      },
      taxes: {
        // federal 620.00 + 700.00 + 100.00; state 250.00 + 400.00
        federalTax: '1420.00',
        stateTax: '650.00',
        totalTax: '2070.00',
        // 2,070 / 11,000 = 0.18818... -> 0.1882; 11,000 / 3 = 3,666.666... -> 3,666.67
        effectiveRate: '0.1882',
        averagePayPerEmployee: '3666.67',
        socialSecurityTax: '682.00',
        medicareTax: '159.50',
        additionalMedicareTax: '0.00',
        // SDI 60.00 + DBL 2.60 + PFL 19.40
        stateDisabilityAndLeave: '82.00',
      },
      departments: [
        // Ben + Ann: 5,000 + 1,000; federal 700 + 100; deductions 1,504.50 + 176.50; net 3,495.50 + 823.50
        {
          department: 'Sales, East',
          employees: 2,
          grossPay: '6000.00',
          federalTax: '800.00',
          stateTax: '400.00',
          totalDeductions: '1681.00',
          netPay: '4319.00',
        },
        {
          department: 'Engineering',
          employees: 1,
          grossPay: '5000.00',
          federalTax: '620.00',
          stateTax: '250.00',
          totalDeductions: '1312.50',
          netPay: '3687.50',
        },
      ],
    });
    expect(report.monthly).toHaveLength(12);
    expect(report.monthly.filter((month) => month.grossPay !== '0.00')).toEqual([
      { month: '2025-07', grossPay: '5000.00', netPay: '3687.50' },
      { month: '2025-10', grossPay: '3000.00', netPay: '2470.50' },
      { month: '2025-11', grossPay: '11000.00', netPay: '8006.50' },
    ]);
  });

  test("the other periods and the viewer's time zone", async () => {
    const db = testApp.database.db;
    const gross = async (
      period: 'current-month' | 'last-month' | 'current-quarter' | 'current-year',
      timeZone = 'UTC',
    ) => (await getPayrollReport(db, { query: { period, timeZone }, now: NOW })).cards;
    // r3 only
    expect(await gross('last-month')).toMatchObject({ grossPay: '3000.00', recordCount: 1 });
    // r1 + r2 + r3 + r7
    expect(await gross('current-quarter')).toMatchObject({ grossPay: '14000.00', recordCount: 4 });
    // r1 + r2 + r3 + r4 + r7 (r5 was created in 2024)
    expect(await gross('current-year')).toMatchObject({ grossPay: '19000.00', recordCount: 5 });
    // In Los Angeles r7 was created on October 31: current month is r1 + r2 only.
    expect(await gross('current-month', 'America/Los_Angeles')).toMatchObject({
      grossPay: '10000.00',
      recordCount: 2,
    });
    expect(await gross('last-month', 'America/Los_Angeles')).toMatchObject({
      grossPay: '4000.00',
      recordCount: 2,
    });
  });

  test('an empty period answers zeros, not errors', async () => {
    const report = await getPayrollReport(testApp.database.db, {
      query: { period: 'current-month', timeZone: 'UTC' },
      now: new Date('2023-05-05T00:00:00Z'),
    });
    expect(report.cards).toEqual({
      grossPay: '0.00',
      netPay: '0.00',
      totalDeductions: '0.00',
      employeesProcessed: 0,
      recordCount: 0,
    });
    expect(report.taxes).toMatchObject({ effectiveRate: '0.0000', averagePayPerEmployee: '0.00' });
    expect(report.departments).toEqual([]);
  });

  test("payroll summary CSV: file name, the spec's columns in order, commas and quotes escaped", async () => {
    const response = await get(
      '/api/reports/export/payroll-summary?period=current-month&timeZone=UTC',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="payroll-summary-current-month.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csvLines(response)).toEqual([
      'EmployeeID,EmployeeName,Department,PayPeriodStart,PayPeriodEnd,HoursWorked,GrossPay,FederalTax,StateTax,TotalDeductions,NetPay',
      // 4,000.00 + 1,000.00 bonus = 5,000.00 gross; newest first
      'EMP-R02,"Ben ""Benny"" O\'Neil, Jr.","Sales, East",2026-02-01,2026-02-28,160.00,5000.00,700.00,400.00,1504.50,3495.50',
      // FIT 600.00 + 20.00 extra
      'EMP-R01,Zoe Quinn,Engineering,2026-02-01,2026-02-28,80.00,5000.00,620.00,250.00,1312.50,3687.50',
    ]);
  });

  test('department summary CSV: file name and columns', async () => {
    const response = await get(
      '/api/reports/export/department-summary?period=current-month&timeZone=UTC',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="department-summary-current-month.csv"',
    );
    expect(csvLines(response)).toEqual([
      'Department,Employees,GrossPay,FederalTax,StateTax,TotalDeductions,NetPay',
      // Equal gross pay: by name
      'Engineering,1,5000.00,620.00,250.00,1312.50,3687.50',
      '"Sales, East",1,5000.00,700.00,400.00,1504.50,3495.50',
    ]);
    const yearly = await get('/api/reports/export/department-summary?period=current-year');
    expect(yearly.headers['content-disposition']).toBe(
      'attachment; filename="department-summary-current-year.csv"',
    );
  });

  test('the report over HTTP, and bad periods, zones and parameters refused with the field named', async () => {
    const ok = await get('/api/reports/payroll?period=current-month&timeZone=UTC');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().cards).toMatchObject({ grossPay: '10000.00', recordCount: 2 });
    const period = await get('/api/reports/payroll?period=fortnight');
    expect(period.statusCode).toBe(400);
    expect(period.json().fields).toHaveProperty('period');
    const zone = await get('/api/reports/payroll?timeZone=Mars%2FOlympus');
    expect(zone.statusCode).toBe(400);
    expect(zone.json().fields).toEqual({ timeZone: 'Not a time zone' });
    const unknown = await get('/api/reports/payroll?department=Sales');
    expect(unknown.statusCode).toBe(400);
  });

  test('a client may not see reports', async () => {
    const clientCookie = await signIn(testApp.app, DEMO_CLIENT.username, DEMO_CLIENT.password);
    const response = await sendWithSession(
      testApp.app,
      clientCookie,
      'GET',
      '/api/reports/payroll',
    );
    expect(response.statusCode).toBe(403);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/reports/export/payroll-summary' }))
        .statusCode,
    ).toBe(401);
  });

  test('a name a spreadsheet would read as a formula is exported as text', async () => {
    const db = testApp.database.db;
    const mallory = await insertEmployee(db, {
      employeeId: 'EMP-R04',
      firstName: '=HYPERLINK("http://example.com")',
      lastName: 'Mal',
      department: '@Risk',
      state: 'TX',
      annualSalary: '12000.00',
    });
    await insertPaychecks(db, mallory, [
      paycheck('2026-03-01', new Date().toISOString(), {
        state: 'TX',
        grossPay: '1000.00',
        federalIncomeTax: '100.00',
        totalDeductions: '100.00',
        netPay: '900.00',
      }),
    ]);
    const payroll = (
      await get('/api/reports/export/payroll-summary?period=current-month&timeZone=UTC')
    ).body;
    expect(payroll).toContain(`EMP-R04,"'=HYPERLINK(""http://example.com"") Mal",'@Risk,`);
    const departments = (
      await get('/api/reports/export/department-summary?period=current-month&timeZone=UTC')
    ).body;
    expect(departments).toContain("'@Risk,1,1000.00,100.00,0.00,100.00,900.00");
  });
});
