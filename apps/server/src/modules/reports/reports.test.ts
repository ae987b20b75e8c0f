import { beforeAll, describe, expect, test } from 'vitest';
import { expectAttachment, readCsvLines, useTestApp } from '../../test/test-app';
import { setPayrollCalendar } from '../../test/set-payroll-calendar';
import {
  insertEmployee,
  insertPaychecks,
  oneDayPaycheck,
} from '../tax-forms/test/payroll-year-builder';
import { makeStateLine } from '../payroll/payroll-test-support';
import { getPayrollReport } from './get-payroll-report';
import { getReportRange } from './report-period';

/*
 * Paychecks whose creation time differs from their pay date: the Reports periods follow the pay
 * date (ADR 0034), as the 941 does. Every amount typed by hand:
 *   r1 Zoe (Engineering)   paid 2025-11-07, created 2025-11-03  gross 5,000.00; FIT 600.00 + 20.00 extra; SS 310.00; Medicare 72.50; state 250.00; SDI 60.00; deductions 1,312.50; net 3,687.50
 *   r2 Ben (Sales, East)   paid 2025-11-14, created 2025-11-18  gross 4,000.00 + 1,000.00 bonus; FIT 700.00; SS 310.00; Medicare 72.50; state 400.00; DBL 2.60; PFL 19.40; deductions 1,504.50; net 3,495.50
 *   r3 Ann (Sales, East)   paid 2025-10-15, created 2025-11-02  gross 3,000.00; FIT 300.00; SS 186.00; Medicare 43.50; deductions 529.50; net 2,470.50
 *      (October's pay typed in November: October's, as on the Q4 941)
 *   r4 Zoe                 paid 2025-07-31, created 2025-07-31  as r1
 *   r5 Zoe                 paid 2024-12-31, created 2025-01-06  as r1 (December 2024 pay typed in January)
 *   r7 Ann                 paid 2025-10-31, created 2025-11-01T03:00Z  gross 1,000.00; FIT 100.00; SS 62.00; Medicare 14.50; deductions 176.50; net 823.50
 */
const NOW = new Date('2025-11-20T12:00:00Z');

const ZOE_PAY = {
  state: 'CA',
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
/** The current month in UTC, as the HTTP exports with timeZone=UTC see it when the test runs. */
const THIS_MONTH = new Date().toISOString().slice(0, 7);

describe('Reports & Analytics', () => {
  const testApp = useTestApp();
  // These tests work their dates from the real calendar; the demo company practises in 2025.
  beforeAll(() => setPayrollCalendar(testApp.database.db, 'today'));
  const get = (url: string) => testApp.sendAsAdmin('GET', url);
  /** Downloads an export, failing unless it is a 200 attachment named `fileName`. */
  const download = async (url: string, fileName: string, contentType?: string) => {
    const response = await get(url);
    expectAttachment(response, fileName, contentType);
    return response;
  };

  /** The report of `period` as a viewer in `timeZone` (UTC unless given) sees it at `now`. */
  const readReport = (
    period: 'current-month' | 'last-month' | 'current-quarter' | 'current-year',
    { timeZone = 'UTC', now = NOW }: { timeZone?: string; now?: Date } = {},
  ) => getPayrollReport(testApp.database.db, { query: { period, timeZone }, now });

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
      oneDayPaycheck('2025-11-07', '2025-11-03T09:00:00Z', ZOE_PAY),
      oneDayPaycheck('2025-07-31', '2025-07-31T12:00:00Z', ZOE_PAY),
      oneDayPaycheck('2024-12-31', '2025-01-06T15:00:00Z', ZOE_PAY),
    ]);
    await insertPaychecks(db, ben, [oneDayPaycheck('2025-11-14', '2025-11-18T23:30:00Z', BEN_PAY)]);
    await insertPaychecks(db, ann, [
      oneDayPaycheck('2025-10-15', '2025-11-02T12:00:00Z', {
        state: 'TX',
        grossPay: '3000.00',
        federalIncomeTax: '300.00',
        socialSecurityTax: '186.00',
        medicareTax: '43.50',
        totalDeductions: '529.50',
        netPay: '2470.50',
      }),
      oneDayPaycheck('2025-10-31', '2025-11-01T03:00:00Z', {
        state: 'TX',
        grossPay: '1000.00',
        federalIncomeTax: '100.00',
        socialSecurityTax: '62.00',
        medicareTax: '14.50',
        totalDeductions: '176.50',
        netPay: '823.50',
      }),
    ]);
    // Paid this month, for the HTTP exports (the current month of whenever the test runs); Zoe's
    // was typed a year ago, which the pay date ignores.
    await insertPaychecks(db, zoe, [
      oneDayPaycheck(`${THIS_MONTH}-01`, '2024-06-01T12:00:00Z', {
        ...ZOE_PAY,
        hoursWorked: '80',
        overtimeHours: '4.50',
      }),
    ]);
    await insertPaychecks(db, ben, [
      oneDayPaycheck(`${THIS_MONTH}-02`, new Date().toISOString(), BEN_PAY),
    ]);
  });

  // period, today; then the range: first day, last day, the day after it, and its year.
  test.each([
    ['current-month', '2025-11-20', '2025-11-01', '2025-11-30', '2025-12-01', 2025],
    ['last-month', '2026-01-10', '2025-12-01', '2025-12-31', '2026-01-01', 2025],
    ['current-quarter', '2025-11-20', '2025-10-01', '2025-12-31', '2026-01-01', 2025],
    ['current-year', '2024-02-29', '2024-01-01', '2024-12-31', '2025-01-01', 2024],
  ] as const)(
    'period range by calendar: %s on %s',
    (period, today, startDate, endDate, endExclusive, year) => {
      expect(getReportRange(period, today)).toEqual({ startDate, endDate, endExclusive, year });
    },
  );

  test('current month: the cards, the tax breakdown and the department summary, by pay date', async () => {
    const report = await readReport('current-month');
    expect(report).toMatchObject({
      startDate: '2025-11-01',
      endDate: '2025-11-30',
      // r1 + r2 (r3 and r7 were created in November but paid in October): gross 5,000 + 5,000;
      // net 3,687.50 + 3,495.50; deductions 1,312.50 + 1,504.50
      cards: {
        grossPay: '10000.00',
        netPay: '7183.00',
        totalDeductions: '2817.00',
        employeesProcessed: 2,
        recordCount: 2,
      },
      taxes: {
        // federal 620.00 + 700.00; state 250.00 + 400.00
        federalTax: '1320.00',
        stateTax: '650.00',
        totalTax: '1970.00',
        // 1,970 / 10,000 = 0.1970; 10,000 / 2 = 5,000.00
        effectiveRate: '0.1970',
        averagePayPerEmployee: '5000.00',
        socialSecurityTax: '620.00',
        medicareTax: '145.00',
        additionalMedicareTax: '0.00',
        // SDI 60.00 + DBL 2.60 + PFL 19.40
        stateDisabilityAndLeave: '82.00',
      },
      departments: [
        // Equal gross pay: by name
        {
          department: 'Engineering',
          employees: 1,
          grossPay: '5000.00',
          federalTax: '620.00',
          stateTax: '250.00',
          totalDeductions: '1312.50',
          netPay: '3687.50',
        },
        {
          department: 'Sales, East',
          employees: 1,
          grossPay: '5000.00',
          federalTax: '700.00',
          stateTax: '400.00',
          totalDeductions: '1504.50',
          netPay: '3495.50',
        },
      ],
    });
    expect(report.monthly).toHaveLength(12);
    // The months by pay date: October holds r3 + r7 (3,000 + 1,000; net 2,470.50 + 823.50).
    expect(report.monthly.filter((month) => month.grossPay !== '0.00')).toEqual([
      { month: '2025-07', grossPay: '5000.00', netPay: '3687.50' },
      { month: '2025-10', grossPay: '4000.00', netPay: '3294.00' },
      { month: '2025-11', grossPay: '10000.00', netPay: '7183.00' },
    ]);
  });

  test("the other periods, and the viewer's time zone deciding only which day today is", async () => {
    const cards = async (...args: Parameters<typeof readReport>) =>
      (await readReport(...args)).cards;
    // r3 + r7, paid in October
    expect(await cards('last-month')).toMatchObject({ grossPay: '4000.00', recordCount: 2 });
    // r1 + r2 + r3 + r7
    expect(await cards('current-quarter')).toMatchObject({ grossPay: '14000.00', recordCount: 4 });
    // r1 + r2 + r3 + r4 + r7: r5 was typed in 2025 but paid in 2024
    expect(await cards('current-year')).toMatchObject({ grossPay: '19000.00', recordCount: 5 });
    // December 2024's pay typed on January 6: December's, not January's.
    const january = new Date('2025-01-10T12:00:00Z');
    expect(await cards('last-month', { now: january })).toMatchObject({
      grossPay: '5000.00',
      recordCount: 1,
    });
    expect(await cards('current-month', { now: january })).toMatchObject({
      grossPay: '0.00',
      recordCount: 0,
    });
    // At 03:00 UTC on December 1 it is still November 30 in Los Angeles: November is current there.
    const earlyDecember = new Date('2025-12-01T03:00:00Z');
    expect(await cards('current-month', { now: earlyDecember })).toMatchObject({
      recordCount: 0,
    });
    expect(
      await cards('current-month', { now: earlyDecember, timeZone: 'America/Los_Angeles' }),
    ).toMatchObject({ grossPay: '10000.00', recordCount: 2 });
  });

  test('with a year, the periods fall around the same day of that year', async () => {
    const db = testApp.database.db;
    const lateIn2026 = new Date('2026-11-20T12:00:00Z');
    const report = (period: 'current-month' | 'current-year', year?: number) =>
      getPayrollReport(db, {
        query: { period, timeZone: 'UTC', ...(year === undefined ? {} : { year }) },
        now: lateIn2026,
      });
    // November 2025 on November 20, 2026: r1 + r2, 5,000.00 + 5,000.00.
    const november = await report('current-month', 2025);
    expect(november).toMatchObject({ year: 2025, startDate: '2025-11-01', endDate: '2025-11-30' });
    expect(november.cards).toMatchObject({ grossPay: '10000.00', recordCount: 2 });
    // The whole of 2025: r1 + r2 + r3 + r4 + r7; December 2024's r5 stays out.
    expect((await report('current-year', 2025)).cards).toMatchObject({
      grossPay: '19000.00',
      recordCount: 5,
    });
    // No year: the company's current year, 2026.
    expect(await report('current-year')).toMatchObject({ year: 2026, startDate: '2026-01-01' });
    expect((await report('current-month', 2026)).startDate).toBe('2026-11-01');
  });

  test('refuses a year before the first modelled one, or after both the modelled and the current year', async () => {
    const db = testApp.database.db;
    const atYear = (year: number, now: string) =>
      getPayrollReport(db, {
        query: { period: 'current-year', timeZone: 'UTC', year },
        now: new Date(now),
      });
    // In 2026, 2027 is neither modelled nor the current year.
    await expect(atYear(2027, '2026-11-20T12:00:00Z')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { year: 'Choose the tax year 2025 or 2026' },
    });
    // In 2027 it is the current year: its paychecks apply the 2026 values with a warning.
    expect((await atYear(2027, '2027-03-01T12:00:00Z')).startDate).toBe('2027-01-01');

    const early = await get('/api/reports/payroll?period=current-year&year=2024');
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { year: 'PayLab holds no paychecks before 2025: choose 2025 or later' },
    });
    const word = await get('/api/reports/payroll?year=last');
    expect(word.statusCode).toBe(400);
    expect(word.json().fields).toHaveProperty('year');
    // Over HTTP the current year is the company's: practising in 2026, 2027 is refused.
    await setPayrollCalendar(testApp.database.db, 'practice-2026');
    try {
      const late = await get('/api/reports/payroll?period=current-year&year=2027');
      expect(late.statusCode).toBe(400);
      expect(late.json().fields).toEqual({ year: 'Choose the tax year 2025 or 2026' });
      const csv = await get('/api/reports/export/payroll-summary?year=2027');
      expect(csv.statusCode).toBe(400);
      expect(csv.json().fields).toEqual({ year: 'Choose the tax year 2025 or 2026' });
    } finally {
      await setPayrollCalendar(testApp.database.db, 'today');
    }
  });

  test('an empty period answers zeros, not errors', async () => {
    const report = await readReport('current-month', { now: new Date('2023-05-05T00:00:00Z') });
    expect(report.cards).toEqual({
      grossPay: '0.00',
      netPay: '0.00',
      totalDeductions: '0.00',
      employeesProcessed: 0,
      recordCount: 0,
    });
    expect(report.taxes).toMatchObject({ effectiveRate: '0.0000', averagePayPerEmployee: '0.00' });
    expect(report.departments).toEqual([]);
    expect(report.states).toEqual([]);
  });

  test('state withholding by work state: wages, income tax and each program over the period', async () => {
    const report = await readReport('current-month');
    // r1 (CA) and r2 (NY), the lines as typed above.
    expect(report.states).toEqual([
      {
        state: 'CA',
        name: 'California',
        hasWageIncomeTax: true,
        employees: 1,
        wages: '5000.00',
        incomeTax: '250.00',
        // 250.00 + 60.00
        totalWithheld: '310.00',
        programs: [
          makeStateLine('ca-income-tax', 'income-tax', 'California income tax', '250.00'),
          makeStateLine('ca-sdi', 'disability', 'CA State Disability Insurance (SDI)', '60.00'),
        ],
      },
      {
        state: 'NY',
        name: 'New York',
        hasWageIncomeTax: true,
        employees: 1,
        // 4,000.00 + 1,000.00 bonus
        wages: '5000.00',
        incomeTax: '400.00',
        // 400.00 + 2.60 + 19.40
        totalWithheld: '422.00',
        programs: [
          makeStateLine('ny-income-tax', 'income-tax', 'New York State income tax', '400.00'),
          makeStateLine('ny-dbl', 'disability', 'NY Disability Benefits (DBL)', '2.60'),
          makeStateLine('ny-pfl', 'family-leave', 'NY Paid Family Leave (PFL)', '19.40'),
        ],
      },
    ]);
    // Last month holds r3 and r7, both in Texas: wages 3,000.00 + 1,000.00, nothing withheld.
    const october = await readReport('last-month');
    expect(october.states).toEqual([
      {
        state: 'TX',
        name: 'Texas',
        hasWageIncomeTax: false,
        employees: 1,
        wages: '4000.00',
        incomeTax: '0.00',
        totalWithheld: '0.00',
        programs: [],
      },
    ]);
  });

  test("a county tax is a program of its own, beside the state's income tax; a program at 0 is left out", async () => {
    const db = testApp.database.db;
    const mo = await insertEmployee(db, {
      employeeId: 'EMP-R05',
      firstName: 'Mo',
      lastName: 'Howard',
      department: 'Operations',
      state: 'MD',
      annualSalary: '60000.00',
    });
    const ivy = await insertEmployee(db, {
      employeeId: 'EMP-R06',
      firstName: 'Ivy',
      lastName: 'Noone',
      department: 'Operations',
      state: 'IN',
      annualSalary: '36000.00',
    });
    // August 2023, a month no other paycheck is in. Mo: MD 214.15 + Howard County 144.27 = 358.42;
    // Ivy: IN 90.00 and no county on January 1 (0.00).
    await insertPaychecks(db, mo, [
      oneDayPaycheck('2023-08-15', '2023-08-15T12:00:00Z', {
        state: 'MD',
        grossPay: '5000.00',
        stateIncomeTax: '358.42',
        stateLines: { 'md-income-tax': '214.15', 'md-local-income-tax': '144.27' },
      }),
    ]);
    await insertPaychecks(db, ivy, [
      oneDayPaycheck('2023-08-16', '2023-08-16T12:00:00Z', {
        state: 'IN',
        grossPay: '3000.00',
        stateIncomeTax: '90.00',
        stateLines: { 'in-income-tax': '90.00', 'in-county-tax': '0.00' },
      }),
    ]);
    const august = await readReport('current-month', { now: new Date('2023-08-25T12:00:00Z') });
    expect(august.states).toEqual([
      {
        state: 'IN',
        name: 'Indiana',
        hasWageIncomeTax: true,
        employees: 1,
        wages: '3000.00',
        incomeTax: '90.00',
        totalWithheld: '90.00',
        programs: [makeStateLine('in-income-tax', 'income-tax', 'IN income tax', '90.00')],
      },
      {
        state: 'MD',
        name: 'Maryland',
        hasWageIncomeTax: true,
        employees: 1,
        wages: '5000.00',
        // The county tax is not the state's income tax, as on the W-2 (box 17 and box 19).
        incomeTax: '214.15',
        totalWithheld: '358.42',
        programs: [
          makeStateLine('md-income-tax', 'income-tax', 'MD income tax', '214.15'),
          makeStateLine(
            'md-local-income-tax',
            'local-income-tax',
            'MD county income tax',
            '144.27',
          ),
        ],
      },
    ]);
  });

  test('state withholding CSV: a row per state and program', async () => {
    const response = await download(
      '/api/reports/export/state-withholding?period=current-month&timeZone=UTC',
      'state-withholding-current-month.csv',
    );
    // This month: Zoe (CA) and Ben (NY), the amounts typed above.
    expect(readCsvLines(response)).toEqual([
      'State,StateName,Employees,StateWages,ProgramID,Program,Kind,Amount',
      'CA,California,1,5000.00,ca-income-tax,California income tax,income-tax,250.00',
      'CA,California,1,5000.00,ca-sdi,CA State Disability Insurance (SDI),disability,60.00',
      'NY,New York,1,5000.00,ny-income-tax,New York State income tax,income-tax,400.00',
      'NY,New York,1,5000.00,ny-dbl,NY Disability Benefits (DBL),disability,2.60',
      'NY,New York,1,5000.00,ny-pfl,NY Paid Family Leave (PFL),family-leave,19.40',
    ]);
  });

  test("payroll summary CSV: file name, the spec's columns then PayDate and OvertimeHours, commas and quotes escaped", async () => {
    const response = await download(
      '/api/reports/export/payroll-summary?period=current-month&timeZone=UTC',
      'payroll-summary-current-month.csv',
      'text/csv; charset=utf-8',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(readCsvLines(response)).toEqual([
      'EmployeeID,EmployeeName,Department,PayPeriodStart,PayPeriodEnd,HoursWorked,GrossPay,FederalTax,StateTax,TotalDeductions,NetPay,PayDate,OvertimeHours',
      // 4,000.00 + 1,000.00 bonus = 5,000.00 gross; latest pay date first
      `EMP-R02,"Ben ""Benny"" O'Neil, Jr.","Sales, East",${THIS_MONTH}-02,${THIS_MONTH}-02,160.00,5000.00,700.00,400.00,1504.50,3495.50,${THIS_MONTH}-02,0.00`,
      // FIT 600.00 + 20.00 extra; typed a year ago, paid this month
      `EMP-R01,Zoe Quinn,Engineering,${THIS_MONTH}-01,${THIS_MONTH}-01,80.00,5000.00,620.00,250.00,1312.50,3687.50,${THIS_MONTH}-01,4.50`,
    ]);
  });

  test('department summary CSV: file name and columns', async () => {
    const response = await download(
      '/api/reports/export/department-summary?period=current-month&timeZone=UTC',
      'department-summary-current-month.csv',
    );
    expect(readCsvLines(response)).toEqual([
      'Department,Employees,GrossPay,FederalTax,StateTax,TotalDeductions,NetPay',
      // Equal gross pay: by name
      'Engineering,1,5000.00,620.00,250.00,1312.50,3687.50',
      '"Sales, East",1,5000.00,700.00,400.00,1504.50,3495.50',
    ]);
    await download(
      '/api/reports/export/department-summary?period=current-year',
      'department-summary-current-year.csv',
    );
    // A chosen year names itself, so 2025's and 2026's files do not overwrite each other.
    const of2025 = await download(
      '/api/reports/export/department-summary?period=current-year&year=2025',
      'department-summary-2025-current-year.csv',
    );
    expect(readCsvLines(of2025)).toContain('Engineering,1,10000.00,1240.00,500.00,2625.00,7375.00');
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
    await testApp.expectForbiddenToDemoClient([['GET', '/api/reports/payroll']]);
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
      oneDayPaycheck(`${THIS_MONTH}-03`, new Date().toISOString(), {
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
