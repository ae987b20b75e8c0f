import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { payrollRecords } from '@paylab/db';
import { countRows } from '../../test/count-rows';
import { readJson, sendWithSession, UNKNOWN_ID, useTestApp } from '../../test/test-app';
import {
  bindPayrollApi,
  listMonthsOf2025,
  makeEmployeeInput,
  makePeriodInput,
  makeStateLine,
  makeStubLine,
} from './payroll-test-support';
import { findAuditRows } from '../../test/find-audit-rows';

describe('payroll calculate and process', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);
  let maria: { id: string };
  beforeAll(async () => {
    maria = await payroll.findSeededEmployee('EMP-001');
  });
  afterEach(() => vi.useRealTimers());
  const countRecords = (employeeId: string) =>
    countRows(testApp.database, 'payroll_records', sql`employee_id = ${employeeId}`);

  describe('gross pay follows the pay type (ADRs 0032, 0033; architecture departure 9)', () => {
    test('a bi-weekly full period at 80 hours pays exactly salary / 26', async () => {
      const body = await payroll.calculatePaycheck(maria.id, 80, ['2025-01-06', '2025-01-19']);
      // 95,000 / (26 x 80) = 45.673077 → "45.6731"; 80 h = 95,000 / 26 = 3,653.846 → 3,653.85.
      expect(body).toMatchObject({
        regularRate: '45.6731',
        regularPay: '3653.85',
        overtimePay: '0.00',
        grossPay: '3653.85',
        hoursWorked: 80,
        overtimeHours: 0,
      });
    });

    test('overtime is 1.5 x the regular rate, rounded once from the salary', async () => {
      const body = await payroll.calculatePaycheck(maria.id, 80, ['2025-01-06', '2025-01-19'], {
        overtimeHours: 10,
      });
      // Overtime rate 95,000 x 1.5 / 2,080 = 68.509615 → "68.5096"; 10 h = 1,425,000 / 2,080 = 685.096 → 685.10.
      // Gross 3,653.85 + 685.10 = 4,338.95.
      expect(body).toMatchObject({
        overtimeRate: '68.5096',
        overtimePay: '685.10',
        grossPay: '4338.95',
        overtimeHours: 10,
      });
    });

    test('partial hours in steps of 0.25 and other frequencies', async () => {
      const half = makePeriodInput(maria.id, 40.5, '2025-01-06', '2025-01-19');
      // Salaried (ADR 0032): the full period whatever the hours, 95,000 / 26 = 3,653.846 → 3,653.85.
      expect((await payroll.calculate(half)).json().grossPay).toBe('3653.85');
      // The spec's model (spec-simplified-2025): 95,000 x 40.5 / 2,080 = 1,849.7596 → 1,849.76.
      expect(
        (await payroll.calculate({ ...half, ruleSet: 'spec-simplified-2025' })).json().grossPay,
      ).toBe('1849.76');
      const james = await payroll.findSeededEmployee('EMP-002');
      const aisha = await payroll.findSeededEmployee('EMP-003');
      // Semi-monthly: 72,000 / 24 = 3,000.00; weekly: 64,000 / 52 = 1,230.769 → 1,230.77.
      expect(
        (await payroll.calculatePaycheck(james.id, 40, ['2025-01-01', '2025-01-15'])).grossPay,
      ).toBe('3000.00');
      expect(
        (await payroll.calculatePaycheck(aisha.id, 40, ['2025-01-06', '2025-01-12'])).grossPay,
      ).toBe('1230.77');
    });
  });

  test('answers the spec fields, the engine trace and where the withholding inputs came from', async () => {
    const body = await payroll.calculatePaycheck(maria.id, 80, ['2025-01-06', '2025-01-19']);
    for (const field of [
      'grossPay',
      'federalIncomeTax',
      'socialSecurityTax',
      'medicareTax',
      'additionalMedicareTax',
      'stateIncomeTax',
      'stateDisabilityTax',
      'additionalWithholding',
      'totalDeductions',
      'netPay',
    ]) {
      expect(body[field], field).toMatch(/^\d+\.\d{2}$/);
    }
    // Social Security 3,653.85 x 6.2% = 226.5387 → 226.54; Medicare x 1.45% = 52.9808 → 52.98.
    expect(body).toMatchObject({
      socialSecurityTax: '226.54',
      medicareTax: '52.98',
      payDate: '2025-01-19',
      ruleSet: 'official-2025',
      isAlreadyProcessed: false,
    });
    expect(body.trace.length).toBeGreaterThan(10);
    expect(body.trace.map((step: { step: string }) => step.step)).toContain('totals.net-pay');
    expect(body.withholdingBasis).toMatchObject({
      kind: 'w4-2019-or-earlier',
      filingStatus: 'single',
      allowances: 1,
    });
  });

  test('calculate compares another rule set; process always uses the company setting', async () => {
    const employee = await payroll.hire({ annualSalary: '52000', state: 'TX', allowances: 0 });
    const period = makePeriodInput(employee.id, 80, '2025-02-03', '2025-02-16');
    const official = (await payroll.calculate(period)).json();
    // Pub 15-T 2025, old W-4, 0 allowances: 2,000 x 26 = 52,000; 1,192.50 + 12% x (52,000 - 18,325) = 5,233.50; / 26 = 201.288 → 201.29.
    expect(official).toMatchObject({
      ruleSet: 'official-2025',
      grossPay: '2000.00',
      federalIncomeTax: '201.29',
    });
    const simplified = (
      await payroll.calculate({ ...period, ruleSet: 'spec-simplified-2025' })
    ).json();
    expect(simplified.ruleSet).toBe('spec-simplified-2025');
    expect(simplified.federalIncomeTax).not.toBe(official.federalIncomeTax);
    const refused = await payroll.process({ ...period, ruleSet: 'spec-simplified-2025' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ ruleSet: 'Unknown field' });
    const processed = (await payroll.process(period)).json();
    expect(processed).toMatchObject({
      ruleSet: 'official-2025',
      federalIncomeTax: '201.29',
      payRunId: null,
    });
  });

  test("the company's rule set and SUTA rate drive processing", async () => {
    const settings = (await testApp.sendAsAdmin('GET', '/api/company/settings')).json();
    const put = (values: Record<string, unknown>) =>
      sendWithSession(testApp.app, testApp.adminCookie, 'PUT', '/api/company/settings', {
        ...settings,
        ...values,
      });
    expect(
      (await put({ taxRuleSet: 'spec-simplified-2025', stateUnemploymentRate: '0.0270' }))
        .statusCode,
    ).toBe(200);
    try {
      const employee = await payroll.hire({ annualSalary: '52000', state: 'TX' });
      const record = await payroll.processPaycheck(employee.id, 80, ['2025-02-03', '2025-02-16']);
      // SUTA 2,000.00 x 2.7% = 54.00 (under the 7,000 wage base).
      expect(record).toMatchObject({
        ruleSet: 'spec-simplified-2025',
        employer: { sutaTax: '54.00' },
      });
    } finally {
      await put({});
    }
  });

  describe('the current period by frequency when none is given', () => {
    test.each([
      ['EMP-001', '2025-03-03', '2025-03-16'], // bi-weekly from the anchor 2025-01-06: 01-06, 01-20, 02-03, 02-17, 03-03
      ['EMP-002', '2025-03-01', '2025-03-15'], // semi-monthly: the 1st-15th
      ['EMP-003', '2025-03-03', '2025-03-09'], // weekly from the anchor Monday
    ])('%s on 2025-03-05 is paid for %s to %s', async (code, start, end) => {
      const employee = await payroll.findSeededEmployee(code);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2025, 2, 5, 12, 0, 0));
      const body = (await payroll.calculate({ employeeId: employee.id, hoursWorked: 40 })).json();
      expect(body).toMatchObject({ payPeriodStart: start, payPeriodEnd: end, payDate: end });
    });

    test('monthly periods are calendar months; the pay date defaults to the end but can be set', async () => {
      const employee = await payroll.hire({ payFrequency: 'monthly' });
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2025, 1, 20, 9, 0, 0));
      expect(
        (await payroll.calculate({ employeeId: employee.id, hoursWorked: 40 })).json(),
      ).toMatchObject({
        payPeriodStart: '2025-02-01',
        payPeriodEnd: '2025-02-28',
        payDate: '2025-02-28',
      });
      vi.useRealTimers();
      const explicit = await payroll.calculatePaycheck(
        employee.id,
        40,
        ['2025-02-01', '2025-02-28'],
        { payDate: '2025-03-05' },
      );
      expect(explicit.payDate).toBe('2025-03-05');
    });
  });

  describe('refuses bad input with a 400 naming the field (spec section 5, api-conventions)', () => {
    const base = { hoursWorked: 80, payPeriodStart: '2025-01-06', payPeriodEnd: '2025-01-19' };
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'more than 168 hours',
        { hoursWorked: 168.25 },
        'hoursWorked',
        'Hours worked must be at most 168',
      ],
      ['negative hours', { hoursWorked: -1 }, 'hoursWorked', 'Hours worked must be 0 or more'],
      [
        'hours off the 0.25 step',
        { hoursWorked: 7.3 },
        'hoursWorked',
        'Hours worked must be in steps of 0.25',
      ],
      ['missing hours', { hoursWorked: undefined }, 'hoursWorked', 'Hours worked must be a number'],
      [
        'hours in hexadecimal',
        { hoursWorked: '0x10' },
        'hoursWorked',
        'Hours worked must be a number',
      ],
      ['hours in binary', { hoursWorked: '0b11' }, 'hoursWorked', 'Hours worked must be a number'],
      [
        'hours with an exponent',
        { hoursWorked: '1e2' },
        'hoursWorked',
        'Hours worked must be a number',
      ],
      [
        'negative hours as text',
        { hoursWorked: '-1' },
        'hoursWorked',
        'Hours worked must be 0 or more',
      ],
      [
        'more than 168 overtime hours',
        { overtimeHours: 169 },
        'overtimeHours',
        'Overtime hours must be at most 168',
      ],
      [
        'negative overtime',
        { overtimeHours: -0.25 },
        'overtimeHours',
        'Overtime hours must be 0 or more',
      ],
      [
        'a start without an end',
        { payPeriodEnd: undefined },
        'payPeriodEnd',
        'Give both the pay period start and end, or neither',
      ],
      [
        'an end before the start',
        { payPeriodEnd: '2025-01-05' },
        'payPeriodEnd',
        'The pay period end cannot be before its start',
      ],
      [
        'a period longer than one bi-weekly period',
        { payPeriodEnd: '2025-01-20' },
        'payPeriodEnd',
        'A bi-weekly pay period is at most 14 days; this one is 15',
      ],
      [
        'a pay date before the period',
        { payDate: '2025-01-05' },
        'payDate',
        'The pay date cannot be before the pay period starts',
      ],
      [
        'a pay date before 2025',
        { payPeriodStart: '2024-12-16', payPeriodEnd: '2024-12-29' },
        'payDate',
        'PayLab has tax rules from 2025-01-01; a pay date of 2024-12-29 is earlier',
      ],
      [
        'an impossible date',
        { payPeriodEnd: '2025-02-30' },
        'payPeriodEnd',
        'Enter a real calendar date',
      ],
      ['a negative bonus', { supplementalPay: -5 }, 'supplementalPay', 'Amount cannot be negative'],
      ['a malformed employee id', { employeeId: 'EMP-001' }, 'employeeId', 'Not a valid id'],
      ['an unknown field', { bonus: 5 }, 'bonus', 'Unknown field'],
    ];
    test.each(cases)('%s', async (_name, overrides, field, message) => {
      for (const send of [payroll.calculate, payroll.process]) {
        const response = await send({ employeeId: maria.id, ...base, ...overrides });
        expect(readJson(response, 400)).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { [field]: message },
        });
      }
      expect(await countRecords(maria.id)).toBe(0);
    });

    test('168 regular and 168 overtime hours are accepted; overtime is optional', async () => {
      const spec = { ruleSet: 'spec-simplified-2025' };
      expect(
        (
          await payroll.calculate({
            employeeId: maria.id,
            ...base,
            ...spec,
            hoursWorked: 168,
            overtimeHours: 168,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await payroll.calculate({ employeeId: maria.id, ...base, ...spec, hoursWorked: 0 })
        ).json(),
      ).toMatchObject({ grossPay: '0.00', netPay: '0.00' });
      // Official: the 88 hours over 80 in the two weeks join the 168 overtime hours: 256 > 168.
      expect(
        readJson(
          await payroll.calculate({
            employeeId: maria.id,
            ...base,
            hoursWorked: 168,
            overtimeHours: 168,
          }),
          400,
        ).fields,
      ).toMatchObject({ overtimeHours: expect.stringContaining('256 hours') });
    });

    test('an unknown employee is 404', async () => {
      expect((await payroll.calculate({ employeeId: UNKNOWN_ID, ...base })).statusCode).toBe(404);
      expect((await payroll.process({ employeeId: UNKNOWN_ID, ...base })).statusCode).toBe(404);
    });
  });

  test('processing writes the record and its audit row; the same or an overlapping period answers 409', async () => {
    const employee = await payroll.hire({ firstName: 'Overlap', lastName: 'Case' });
    const record = await payroll.processPaycheck(employee.id, 80, ['2025-01-06', '2025-01-19']);
    expect(record).toMatchObject({
      employeeId: employee.id,
      payPeriodStart: '2025-01-06',
      payPeriodEnd: '2025-01-19',
      payDate: '2025-01-19',
      employee: { firstName: 'Overlap' },
    });
    const [audit] = await findAuditRows(testApp.database, {
      entity: 'payroll_record',
      entityId: record.id,
    });
    expect(audit).toMatchObject({
      action: 'process',
      actorName: 'admin',
      after: expect.objectContaining({ netPay: record.netPay }),
    });

    const same = await payroll.process(
      makePeriodInput(employee.id, 70, '2025-01-06', '2025-01-19'),
    );
    expect(readJson(same, 409)).toEqual({
      code: 'CONFLICT',
      message:
        'Payroll for Overlap Case was already processed for an overlapping pay period (2025-01-06 to 2025-01-19)',
    });
    const overlapping = await payroll.process(
      makePeriodInput(employee.id, 80, '2025-01-13', '2025-01-26'),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(await countRecords(employee.id)).toBe(1);
    const preview = await payroll.calculatePaycheck(employee.id, 80, ['2025-01-13', '2025-01-26']);
    expect(preview.isAlreadyProcessed).toBe(true);
    expect(preview.warnings.join(' ')).toMatch(/already processed/);
    await payroll.processPaycheck(employee.id, 80, ['2025-01-20', '2025-02-02']);
  });

  test('an inactive employee is not processed (409)', async () => {
    const employee = await payroll.hire({ firstName: 'Gone', lastName: 'Away', isActive: false });
    const response = await payroll.process(
      makePeriodInput(employee.id, 80, '2025-01-06', '2025-01-19'),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Gone Away is inactive. Mark the employee active before processing payroll.',
    );
  });

  test('a period that ends before the hire date is refused naming payPeriodEnd; calculate warns first', async () => {
    const employee = await payroll.hire({
      firstName: 'Late',
      lastName: 'Starter',
      hireDate: '2025-02-03',
    });
    const period = makePeriodInput(employee.id, 80, '2025-01-06', '2025-01-19');
    const expected =
      'Late Starter was hired on 2025-02-03, after this pay period ends (2025-01-19). Choose a period that ends on or after the hire date.';
    expect((await payroll.calculate(period)).json().warnings).toContain(
      `${expected} Processing will be refused.`,
    );
    const refused = await payroll.process(period);
    expect(readJson(refused, 400)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { payPeriodEnd: expected },
    });
    expect(await countRecords(employee.id)).toBe(0);
    const hiredMidPeriod = await payroll.process({
      ...period,
      payPeriodStart: '2025-02-03',
      payPeriodEnd: '2025-02-16',
    });
    expect(hiredMidPeriod.statusCode).toBe(200);
  });

  test('year-to-date binds the wage bases across consecutive periods (crossed mid-year)', async () => {
    const employee = await payroll.hire({
      annualSalary: '360000',
      payFrequency: 'monthly',
      state: 'TX',
      allowances: 0,
    });
    const [january, february, march, april, may, june, july] = await payroll.processPeriods(
      employee.id,
      40,
      listMonthsOf2025(7),
    );
    // Monthly gross 360,000 / 12 = 30,000.00 (40 h x 750.0000).
    // Jan-May: Social Security 30,000 x 6.2% = 1,860.00 each; YTD after May 150,000.
    for (const record of [january, february, march, april, may])
      expect(record.socialSecurityTax).toBe('1860.00');
    // June: only 176,100 - 150,000 = 26,100 is under the wage base: 26,100 x 6.2% = 1,618.20.
    expect(june.socialSecurityTax).toBe('1618.20');
    expect(june.employer.socialSecurityTax).toBe('1618.20');
    // July: the wage base is used up.
    expect(july.socialSecurityTax).toBe('0.00');
    // Additional Medicare: YTD before July 180,000; 210,000 - 200,000 = 10,000 x 0.9% = 90.00; none before.
    expect(june.additionalMedicareTax).toBe('0.00');
    expect(july.additionalMedicareTax).toBe('90.00');
    // Medicare itself has no cap: 30,000 x 1.45% = 435.00 every month.
    expect(july.medicareTax).toBe('435.00');
    // FUTA 7,000 x 0.6% = 42.00 and SUTA 7,000 x 3.4% = 238.00 in January only.
    expect(january.employer).toMatchObject({ futaTax: '42.00', sutaTax: '238.00' });
    expect(february.employer).toMatchObject({ futaTax: '0.00', sutaTax: '0.00' });

    const august = await payroll.calculatePaycheck(employee.id, 40, ['2025-08-01', '2025-08-31']);
    // YTD is every earlier 2025 pay date: 7 x 30,000 = 210,000.00.
    expect(august.yearToDate).toEqual({ grossPay: '210000.00', supplementalPay: '0.00' });
    // A later pay date in another year starts again, under that year's values: 2026 has its own
    // federal and FICA values and Texas taxes no wages, so nothing warns.
    const nextYear = await payroll.calculatePaycheck(employee.id, 40, ['2026-01-01', '2026-01-31']);
    expect(nextYear).toMatchObject({
      yearToDate: { grossPay: '0.00' },
      socialSecurityTax: '1860.00',
    });
    expect(nextYear.warnings).toEqual([]);
  });

  test('two paychecks on one pay date share the wage bases; a pay date before a processed one is refused', async () => {
    const employee = await payroll.hire({
      annualSalary: '208000',
      payFrequency: 'weekly',
      state: 'TX',
    });
    // Weekly gross 208,000 / 52 = 4,000.00 at 40 h. FUTA 0.6% and SUTA 3.4% on the first 7,000 of the year.
    const first = await payroll.process(
      makePeriodInput(employee.id, 40, '2025-01-06', '2025-01-12', { payDate: '2025-01-24' }),
    );
    // 4,000 x 0.6% = 24.00; 4,000 x 3.4% = 136.00.
    expect(first.json().employer).toMatchObject({ futaTax: '24.00', sutaTax: '136.00' });
    const sameDay = makePeriodInput(employee.id, 40, '2025-01-13', '2025-01-19', {
      payDate: '2025-01-24',
    });
    expect((await payroll.calculate(sameDay)).json().yearToDate).toEqual({
      grossPay: '4000.00',
      supplementalPay: '0.00',
    });
    const second = await payroll.process(sameDay);
    // Only 7,000 - 4,000 = 3,000 is left under the base: 3,000 x 0.6% = 18.00; 3,000 x 3.4% = 102.00.
    expect(second.json().employer).toMatchObject({ futaTax: '18.00', sutaTax: '102.00' });

    expect(
      (
        await payroll.process(
          makePeriodInput(employee.id, 40, '2025-01-27', '2025-02-02', { payDate: '2025-02-07' }),
        )
      ).statusCode,
    ).toBe(200);
    const missed = makePeriodInput(employee.id, 40, '2025-01-20', '2025-01-26');
    const message = 'A paycheck dated 2025-02-07 was already processed';
    expect(
      (await payroll.calculate(missed))
        .json()
        .warnings.some((warning: string) => warning.startsWith(message)),
    ).toBe(true);
    const refused = await payroll.process(missed);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.payDate).toContain(message);
    expect(await countRecords(employee.id)).toBe(3);
    // Paid late, on or after the last pay date, it counts the three checks before it: 12,000.
    const late = await payroll.process({ ...missed, payDate: '2025-02-07' });
    expect(late.statusCode).toBe(200);
    expect(late.json().employer).toMatchObject({ futaTax: '0.00', sutaTax: '0.00' });
  });

  test('New York PFL counts only the contributions withheld, not wages earned in another state', async () => {
    const employee = await payroll.hire({
      annualSalary: '264000',
      payFrequency: 'monthly',
      state: 'TX',
    });
    for (const record of await payroll.processPeriods(employee.id, 40, listMonthsOf2025(5)))
      expect(record.statePaidFamilyLeave).toBe('0.00');
    const moved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/employees/${employee.id}`,
      headers: { cookie: testApp.adminCookie },
      payload: makeEmployeeInput({
        employeeId: employee.employeeId,
        annualSalary: '264000',
        payFrequency: 'monthly',
        state: 'NY',
      }),
    });
    expect(moved.statusCode).toBe(200);
    // 110,000 earned in Texas withheld no PFL; June's 264,000 / 12 = 22,000 x 0.388% = 85.36, in full.
    const june = await payroll.processPaycheck(employee.id, 40, ['2025-06-01', '2025-06-30']);
    expect(june.statePaidFamilyLeave).toBe('85.36');
  });

  test('CA and NY withhold by the employee record (DE 4, IT-2104), not the federal W-4 status', async () => {
    const employee = await payroll.hire({
      annualSalary: '78000',
      state: 'NY',
      filingStatus: 'single',
      stateAllowances: 1,
    });
    const w4 = await payroll.postW4(employee.id, { filingStatus: 'married-joint' });
    expect(w4.statusCode).toBe(201);
    const body = await payroll.calculatePaycheck(employee.id, 80, ['2025-03-03', '2025-03-16']);
    // Federal status from the W-4; NY single table (NYS-50-T-NYS Method II): 3,000 x 26 = 78,000 - 7,400
    // - 1,000 = 69,600; 600 + 5.5% x 55,700 = 3,663.50; / 26 = 140.9038 -> 140.90.
    expect(body.withholdingBasis.filingStatus).toBe('married-joint');
    expect(body.stateIncomeTax).toBe('140.90');
  });

  test('a stored state certificate replaces the employee state fields; each program is a stored line', async () => {
    const employee = await payroll.hire({
      annualSalary: '120000',
      payFrequency: 'monthly',
      state: 'NY',
      filingStatus: 'single',
      stateAllowances: 0,
      stateCertificate: { filingStatus: 'married', allowances: 2 },
    });
    const record = await payroll.processPaycheck(employee.id, 40, ['2025-03-01', '2025-03-31']);
    // IT-2104 married, 2 allowances (NYS-50-T-NYS Method II): 10,000 x 12 = 120,000 - 7,950 - 2,000
    // = 110,050; married over 107,650: 5,963 + 2,400 x 7.17% = 6,135.08 / 12 = 511.2567 -> 511.26.
    // DBL 0.5% x 10,000 = 50.00 > monthly cap 2.60; PFL 0.388% x 10,000 = 38.80.
    expect(record).toMatchObject({
      stateIncomeTax: '511.26',
      stateDisabilityTax: '2.60',
      statePaidFamilyLeave: '38.80',
    });
    expect(record.stateLines).toEqual([
      makeStateLine('ny-income-tax', 'income-tax', 'New York State income tax', '511.26'),
      makeStateLine(
        'ny-nyc-income-tax',
        'local-income-tax',
        'New York City resident income tax',
        '0.00',
      ),
      makeStateLine(
        'ny-yonkers-income-tax',
        'local-income-tax',
        'Yonkers resident income tax surcharge',
        '0.00',
      ),
      makeStateLine('ny-dbl', 'disability', 'NY Disability Benefits (DBL)', '2.60'),
      makeStateLine('ny-pfl', 'family-leave', 'NY Paid Family Leave (PFL)', '38.80'),
    ]);
    expect(
      await countRows(
        testApp.database,
        'payroll_record_state_lines',
        sql`payroll_record_id = ${record.id}`,
      ),
    ).toBe(5);
    const listed = (
      await testApp.sendAsAdmin('GET', `/api/payroll?employeeId=${employee.id}`)
    ).json();
    expect(listed.items[0].stateLines).toEqual(record.stateLines);
  });

  test('Minnesota Paid Leave begins with the 2026 pay dates: none in December 2025, then 0.44%', async () => {
    const employee = await payroll.hire({
      annualSalary: '60000',
      payFrequency: 'monthly',
      state: 'MN',
    });
    const period2025 = ['2025-12-01', '2025-12-31'] as const;
    const period2026 = ['2026-01-01', '2026-01-31'] as const;
    // MN computer formula (2025 values, carried into 2026), no W-4MN (single, no allowances):
    // 5,000 x 12 = 60,000; over 37,120: 1,742.50 + 6.80% x 22,880 = 3,298.34 / 12 = 274.8617
    // -> 274.86. Paid Leave (DEED, 2026 contribution rates): no premium before 1 January 2026, so
    // December withholds none and warns of nothing; January 0.44% x 5,000 = 22.00.
    const preview = await payroll.calculatePaycheck(employee.id, 40, period2025);
    expect(preview.warnings).toEqual([]);
    const december = await payroll.processPaycheck(employee.id, 40, period2025);
    const january = await payroll.processPaycheck(employee.id, 40, period2026);
    expect(december).toMatchObject({ stateIncomeTax: '274.86', statePaidFamilyLeave: '0.00' });
    expect(december.stateLines).toEqual([
      makeStateLine('mn-income-tax', 'income-tax', 'MN income tax', '274.86'),
      makeStateLine('mn-paid-leave', 'family-leave', 'MN Paid Leave', '0.00'),
    ]);
    expect(january).toMatchObject({ stateIncomeTax: '274.86', statePaidFamilyLeave: '22.00' });
    expect(january.stateLines).toEqual([
      makeStateLine('mn-income-tax', 'income-tax', 'MN income tax', '274.86'),
      makeStateLine('mn-paid-leave', 'family-leave', 'MN Paid Leave', '22.00'),
    ]);
    const stubLine = async (recordId: string) =>
      readJson(await testApp.sendAsAdmin('GET', `/api/pay-stubs/${recordId}`), 200).deductions.find(
        (line: { code: string }) => line.code === 'state:mn-paid-leave',
      );
    expect(await stubLine(december.id)).toBeUndefined();
    expect(await stubLine(january.id)).toEqual(
      makeStubLine('state:mn-paid-leave', 'MN Paid Leave', '22.00', '22.00'),
    );
  });

  test('a bonus is supplemental pay: outside gross, withheld at the flat 22%, counted in year-to-date', async () => {
    const employee = await payroll.hire({ annualSalary: '52000', state: 'TX' });
    const record = await payroll.processPaycheck(employee.id, 80, ['2025-05-05', '2025-05-18'], {
      supplementalPay: '1000',
    });
    // Federal: 201.29 on the 2,000 regular wages (worked above) + 22% x 1,000 = 220.00 → 421.29.
    // Social Security on 3,000 taxable wages: 186.00; Medicare 43.50.
    expect(record).toMatchObject({
      grossPay: '2000.00',
      supplementalPay: '1000.00',
      federalIncomeTax: '421.29',
      socialSecurityTax: '186.00',
      medicareTax: '43.50',
    });
    const next = await payroll.calculatePaycheck(employee.id, 80, ['2025-05-19', '2025-06-01']);
    expect(next.yearToDate).toEqual({ grossPay: '2000.00', supplementalPay: '1000.00' });
  });

  test('GET /api/payroll filters and pages in SQL with a summary over the filtered set', async () => {
    const employee = await payroll.hire({
      firstName: 'Listed',
      lastName: 'Worker',
      annualSalary: '26000',
      state: 'TX',
    });
    await payroll.processPeriods(employee.id, 80, [
      ['2025-03-03', '2025-03-16'],
      ['2025-03-17', '2025-03-30'],
      ['2025-03-31', '2025-04-13'],
    ]);
    const all = (await testApp.sendAsAdmin('GET', `/api/payroll?employeeId=${employee.id}`)).json();
    // 26,000 / 26 = 1,000.00 per period; three periods.
    expect(all).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 50,
      summary: { stubCount: 3, employeeCount: 1, totalGrossPay: '3000.00' },
    });
    const march = (
      await testApp.sendAsAdmin('GET', `/api/payroll?employeeId=${employee.id}&month=2025-03`)
    ).json();
    expect(march.items.map((item: { payPeriodEnd: string }) => item.payPeriodEnd).sort()).toEqual([
      '2025-03-16',
      '2025-03-30',
    ]);
    const paged = (
      await testApp.sendAsAdmin('GET', `/api/payroll?employeeId=${employee.id}&pageSize=2&page=2`)
    ).json();
    expect(paged).toMatchObject({ total: 3, page: 2 });
    expect(paged.items).toHaveLength(1);
    const searched = (await testApp.sendAsAdmin('GET', '/api/payroll?search=listed%20work')).json();
    expect(searched.summary.employeeCount).toBe(1);
    expect(searched.items[0].employee).toMatchObject({ firstName: 'Listed', lastName: 'Worker' });
    const ranged = (
      await testApp.sendAsAdmin(
        'GET',
        `/api/payroll?employeeId=${employee.id}&from=2025-03-20&to=2025-04-30`,
      )
    ).json();
    expect(ranged.total).toBe(2);
    const bad = await testApp.sendAsAdmin('GET', '/api/payroll?month=2025-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ month: 'Enter a month as YYYY-MM' });
  });

  test('a client user cannot calculate, process or list payroll', async () => {
    const payload = { employeeId: maria.id, hoursWorked: 80 };
    await testApp.expectForbiddenToDemoClient([
      ['POST', '/api/payroll/calculate', payload],
      ['POST', '/api/payroll/process', payload],
      ['GET', '/api/payroll'],
    ]);
    expect(
      await testApp.database.db
        .select()
        .from(payrollRecords)
        .where(eq(payrollRecords.employeeId, maria.id)),
    ).toEqual([]);
  });
});
