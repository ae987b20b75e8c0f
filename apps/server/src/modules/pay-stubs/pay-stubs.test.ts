import { beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { PDFDocument } from '@cantoo/pdf-lib';
import { expectAttachment, readJson, useTestApp } from '../../test/test-app';
import {
  bindPayrollApi,
  listMonthsOf2025,
  makePeriodInput,
  makeStubLine,
  type PayPeriod,
} from '../payroll/payroll-test-support';
import { readPdfText } from '../../test/read-pdf';
import { toPayStubFileName } from './get-pay-stub';

describe('pay stubs', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);
  const recordIds: string[] = [];

  beforeAll(async () => {
    const employee = await payroll.hire({
      employeeId: 'EMP-900',
      firstName: 'Stub',
      lastName: 'Holder',
      payType: 'hourly',
      hourlyRate: '25',
      state: 'TX',
      position: null,
    });
    // 25.00 an hour, 80 h = 2,000.00; overtime 1.5 x 25.00 = 37.50.
    for (const [start, end, overtimeHours] of [
      ['2025-01-06', '2025-01-19', 4],
      ['2025-01-20', '2025-02-02', 0],
      ['2025-02-03', '2025-02-16', 2],
    ] as const) {
      const record = await payroll.processPaycheck(employee.id, 80, [start, end], {
        overtimeHours,
      });
      recordIds.push(record.id);
    }
  });

  /** Answers the records of a paycheck of `hoursWorked` for each period, paid to a new employee. */
  const payPeriodsOf = async (
    overrides: Record<string, unknown>,
    hoursWorked: number,
    periods: readonly PayPeriod[],
  ) => {
    const employee = await payroll.hire(overrides);
    const records = await payroll.processPeriods(employee.id, hoursWorked, periods);
    return records.map((record) => record.id as string);
  };

  /** Creates an employee and processes its first January period; returns the payroll record. */
  const processFirstPeriodOf = async (overrides: Record<string, unknown>) => {
    const employee = await payroll.hire(overrides);
    return payroll.processPaycheck(employee.id, 80, ['2025-01-06', '2025-01-19']);
  };

  /** Reads a pay stub as the admin: `path` is the stub's id and, for a download, /html or /pdf. */
  const getStub = (path: string) => testApp.sendAsAdmin('GET', `/api/pay-stubs/${path}`);

  const stubOf = async (index: number) => {
    const response = await getStub(recordIds[index]!);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** The stub's deduction lines of state programs, in their order. */
  const stateLinesOf = (stub: { deductions: { code: string }[] }) =>
    stub.deductions.filter((entry) => entry.code.startsWith('state:'));
  const line = (lines: { code: string }[], code: string) =>
    lines.find((entry) => entry.code === code);
  /** A stub line's amount this period and its year to date, as [current, yearToDate]. */
  const amountsOf = (
    lines: { code: string; current: string; yearToDate: string }[],
    code: string,
  ) => {
    const found = lines.find((entry) => entry.code === code);
    return [found?.current, found?.yearToDate];
  };

  test('every line carries its true year-to-date, overtime included (architecture departure 8)', async () => {
    const second = await stubOf(1);
    // Period 2 has no overtime, but 4 h x 37.50 = 150.00 was paid in period 1.
    expect(line(second.earnings, 'overtime')).toMatchObject({
      current: '0.00',
      yearToDate: '150.00',
      hours: 0,
      rate: '37.5000',
    });
    expect(line(second.earnings, 'regular')).toMatchObject({
      current: '2000.00',
      yearToDate: '4000.00',
      hours: 80,
      rate: '25.0000',
    });
    // Social Security: 2,150 x 6.2% = 133.30 then 2,000 x 6.2% = 124.00 → 257.30.
    expect(amountsOf(second.deductions, 'socialSecurityTax')).toEqual(['124.00', '257.30']);
    expect(second.totals.earnings).toMatchObject({ current: '2000.00', yearToDate: '4150.00' });

    const third = await stubOf(2);
    // 2 h x 37.50 = 75.00 now; 150.00 + 0 + 75.00 = 225.00 this year.
    expect(amountsOf(third.earnings, 'overtime')).toEqual(['75.00', '225.00']);
    // 257.30 + 2,075 x 6.2% (128.65) = 385.95.
    expect(amountsOf(third.deductions, 'socialSecurityTax')).toEqual(['128.65', '385.95']);
    // FUTA 0.6%: 12.90 + 12.00 + 12.45 = 37.35; SUTA 3.4%: 73.10 + 68.00 + 70.55 = 211.65.
    expect(amountsOf(third.employerTaxes, 'futaTax')).toEqual(['12.45', '37.35']);
    expect(amountsOf(third.employerTaxes, 'sutaTax')).toEqual(['70.55', '211.65']);
    expect(third.totals.earnings.yearToDate).toBe('6225.00');
    expect(third.company).toEqual({
      companyName: 'Acme Learning Co.',
      companyAddress: '100 Market Street, Suite 300, San Francisco, CA 94105',
      ein: '12-3456789',
    });
    expect(third.employee).toMatchObject({
      employeeId: 'EMP-900',
      firstName: 'Stub',
      lastName: 'Holder',
      state: 'TX',
    });
    // The first stub's year-to-date equals its own amounts: nothing earlier this year.
    const first = await stubOf(0);
    expect(amountsOf(first.earnings, 'overtime')).toEqual(['150.00', '150.00']);
  });

  test('downloads as an HTML file named paystub-{employeeId}-{periodEnd}.html', async () => {
    const response = await getStub(`${recordIds[1]}/html`);
    expectAttachment(response, 'paystub-EMP-900-2025-02-02.html', 'text/html; charset=utf-8');
    const html = response.body;
    for (const text of [
      'Acme Learning Co.',
      'EIN 12-3456789',
      'Stub Holder',
      'EMP-900',
      'Jan 20, 2025 - Feb 02, 2025',
      'Overtime (1.5x)',
      '$150.00',
      '$257.30',
      'Net pay',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain('<script');
  });

  test('the overtime rate is the one Payroll showed, and every amount paid has 2 decimals', async () => {
    /*
     * 95,000 a year, bi-weekly: 26 x 80 = 2,080 standard hours.
     *   regular rate  95,000 / 2,080       = 45.673076... -> 45.6731
     *   overtime rate 95,000 x 1.5 / 2,080 = 68.509615... -> 68.5096 (Payroll's figure)
     *   (1.5 x the rounded 45.6731 = 68.50965 -> 68.5097: what the stub used to show)
     *   salary        95,000 / 26                = 3,653.846... -> 3,653.85
     *   overtime pay  95,000 x 4 x 1.5 / 2,080  =   274.038... ->   274.04
     * A salary is not hours x a rate, so its line prints no rate (ADR 0032).
     */
    const employee = await payroll.hire({
      employeeId: 'EMP-950',
      firstName: 'Rae',
      lastName: 'Tate',
      annualSalary: '95000',
      state: 'TX',
    });
    const period = makePeriodInput(employee.id, 80, '2025-01-06', '2025-01-19', {
      overtimeHours: 4,
    });
    const calculated = (await payroll.calculate(period)).json();
    expect(calculated).toMatchObject({
      regularRate: '45.6731',
      overtimeRate: '68.5096',
      regularPay: '3653.85',
      overtimePay: '274.04',
    });
    const record = (await payroll.process(period)).json();
    expect(record).toMatchObject({ regularRate: '45.6731', overtimeRate: '68.5096' });

    const stub = (await getStub(record.id)).json();
    expect(line(stub.earnings, 'overtime')).toMatchObject({ rate: '68.5096', current: '274.04' });
    expect(line(stub.earnings, 'regular')).toMatchObject({
      label: 'Salary',
      hours: 80,
      rate: null,
      current: '3653.85',
    });

    const html = (await getStub(`${record.id}/html`)).body;
    expect(html).toContain('$68.5096/hr');
    expect(html).not.toContain('68.5097');
    // Rates say "/hr"; every other dollar figure is an amount paid or withheld: exactly 2 decimals.
    const figures = [...html.matchAll(/\$[\d,]+(?:\.\d+)?(?:\/hr)?/g)].map((match) => match[0]);
    const amounts = figures.filter((figure) => !figure.endsWith('/hr'));
    expect(figures.filter((figure) => figure.endsWith('/hr'))).toEqual(['$68.5096/hr']);
    expect(amounts).toContain('$3,653.85');
    expect(amounts).toContain('$274.04');
    expect(amounts.filter((amount) => !/^\$\d{1,3}(,\d{3})*\.\d{2}$/.test(amount))).toEqual([]);
  });

  test('escapes what people typed into the HTML', async () => {
    const record = await processFirstPeriodOf({
      firstName: '<b>Bold</b>',
      lastName: 'O"Neil & Co',
      state: 'TX',
    });
    const html = (await getStub(`${record.id}/html`)).body;
    expect(html).toContain('&#60;b&#62;Bold&#60;/b&#62; O&#34;Neil &#38; Co');
    expect(html).not.toContain('<b>Bold</b>');
  });

  test('lists each state program by its label with its own year to date', async () => {
    const ids = await payPeriodsOf({ annualSalary: '78000', state: 'NY', stateAllowances: 1 }, 80, [
      ['2025-01-06', '2025-01-19'],
      ['2025-01-20', '2025-02-02'],
    ]);
    const stub = readJson(await getStub(ids[1]!), 200);
    // 3,000 bi-weekly, IT-2104 single with 1 allowance: 140.90 a check (NYS-50-T-NYS Method II,
    // 78,000 - 7,400 - 1,000 = 69,600; 600 + 5.5% x 55,700 = 3,663.50 / 26); DBL 1.20 (the
    // bi-weekly cap); PFL 0.388% x 3,000 = 11.64. Year to date: two of each.
    expect(stateLinesOf(stub)).toEqual([
      makeStubLine('state:ny-income-tax', 'New York State income tax', '140.90', '281.80'),
      makeStubLine('state:ny-dbl', 'NY Disability Benefits (DBL)', '1.20', '2.40'),
      makeStubLine('state:ny-pfl', 'NY Paid Family Leave (PFL)', '11.64', '23.28'),
    ]);
    const html = (await getStub(`${ids[1]}/html`)).body;
    expect(html).toContain('NY Paid Family Leave (PFL)');
  });

  /**
   * Pays a monthly Maryland employee (MW507 single, 1 exemption, Howard County) January and
   * February 2025; returns the two records' ids.
   */
  const payHowardCountyJanuaryAndFebruary = (annualSalary: string) =>
    payPeriodsOf(
      {
        annualSalary,
        payFrequency: 'monthly',
        state: 'MD',
        stateCertificate: { filingStatus: 'single', exemptions: 1, county: 'howard' },
      },
      160,
      listMonthsOf2025(2),
    );

  test("a county's local income tax is its own line with its year to date, in JSON, HTML and PDF", async () => {
    const ids = await payHowardCountyJanuaryAndFebruary('60000');
    const stub = readJson(await getStub(ids[1]!), 200);
    // Maryland Employer Withholding Guide, percentage formula before July 2025: 60,000 less the
    // standard deduction (15% = 9,000, at most 2,700) less 1 exemption of 3,200 = 54,100. State
    // 4.75% = 2,569.75 / 12 = 214.15; Howard County 3.20% = 1,731.20 / 12 = 144.27.
    expect(stateLinesOf(stub)).toEqual([
      makeStubLine('state:md-income-tax', 'MD income tax', '214.15', '428.30'),
      makeStubLine('state:md-local-income-tax', 'MD county income tax', '144.27', '288.54'),
    ]);
    const html = (await getStub(`${ids[1]}/html`)).body;
    expect(html).toContain(
      '<tr><td>MD county income tax</td><td class="num">$144.27</td><td class="num">$288.54</td></tr>',
    );
    const pdf = await getStub(`${ids[1]}/pdf`);
    const [page] = await readPdfText(pdf.rawPayload);
    const texts = page!.map((item) => item.text);
    expect(texts).toEqual(expect.arrayContaining(['MD county income tax', '$144.27', '$288.54']));
  });

  test("the work state's income tax shows at 0; another line at 0 all year does not", async () => {
    const ids = await payHowardCountyJanuaryAndFebruary('7800');
    // 7,800 less the 1,800 minimum standard deduction less 3,200 = 2,800 taxable, at or below the
    // guide's 5,000: neither state nor county tax is withheld.
    const stub = readJson(await getStub(ids[1]!), 200);
    expect(stateLinesOf(stub)).toEqual([
      makeStubLine('state:md-income-tax', 'MD income tax', '0.00', '0.00'),
    ]);
  });

  test('downloads as a one-page PDF with a matching name', async () => {
    const response = await getStub(`${recordIds[2]}/pdf`);
    expectAttachment(response, 'paystub-EMP-900-2025-02-16.pdf', 'application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Pay Stub - Stub Holder - 2025-02-16');
  });

  test('a name outside Latin-1 still renders in the PDF', async () => {
    const record = await processFirstPeriodOf({
      firstName: 'Željko',
      lastName: 'Дмитриев',
      state: 'TX',
    });
    const response = await getStub(`${record.id}/pdf`);
    expect(response.statusCode).toBe(200);
  });

  test('file names keep only safe characters of the employee code', () => {
    expect(toPayStubFileName('EMP 12/3', '2025-01-31', 'html')).toBe(
      'paystub-EMP-12-3-2025-01-31.html',
    );
  });

  test("answers 'Employee or company information not found' without company details, 404 for an unknown stub", async () => {
    await testApp.database.db.execute(
      sql`update company_settings set company_name = '' where id = 1`,
    );
    try {
      for (const suffix of ['', '/html', '/pdf']) {
        const response = await getStub(`${recordIds[0]}${suffix}`);
        expect(readJson(response, 404)).toEqual({
          code: 'NOT_FOUND',
          message: 'Employee or company information not found',
        });
      }
    } finally {
      await testApp.database.db.execute(
        sql`update company_settings set company_name = 'Acme Learning Co.' where id = 1`,
      );
    }
    expect((await getStub('00000000-0000-4000-8000-000000000000/html')).statusCode).toBe(404);
    expect((await getStub('nope')).statusCode).toBe(400);
  });

  test('a client user cannot read stubs', async () => {
    await testApp.expectForbiddenToDemoClient([['GET', `/api/pay-stubs/${recordIds[0]}/html`]]);
  });
});
