import { describe, expect, test } from 'vitest';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { auditLog, payRuns } from '@paylab/db';
import { countRows } from '../../test/count-rows';
import { readJson, useTestApp } from '../../test/test-app';
import { bindPayrollApi, type PayPeriod } from './payroll-test-support';
import { findAuditRows } from '../../test/find-audit-rows';

/**
 * Pay runs use the monthly frequency: the demo data has no monthly employee, so every monthly
 * employee here is created by this file.
 */
describe('pay runs', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);
  const staff: Record<'a' | 'b' | 'c', { id: string; employeeId: string }> = {} as never;
  /** The pay run fields of a monthly period. */
  const monthly = (payPeriodStart: string, payPeriodEnd: string) => ({
    payFrequency: 'monthly',
    payPeriodStart,
    payPeriodEnd,
  });
  const FEBRUARY = monthly('2025-02-01', '2025-02-28');
  const MAY = monthly('2025-05-01', '2025-05-31');

  const preview = (payload: Record<string, unknown>) =>
    testApp.sendAsAdmin('POST', '/api/payroll/pay-runs/preview', payload);
  const submit = (payload: Record<string, unknown>) =>
    testApp.sendAsAdmin('POST', '/api/payroll/pay-runs', payload);
  /** One paycheck processed on its own (not in a run) for a monthly employee's 40 hours. */
  const processMonthly = (employeeId: string, period: PayPeriod) =>
    payroll.processPaycheck(employeeId, 40, period);
  const hireMonthly = (overrides: Record<string, unknown>) =>
    payroll.hire({
      payFrequency: 'monthly',
      ...overrides,
    });
  const countRecords = (condition?: SQL) =>
    countRows(testApp.database, 'payroll_records', condition);
  const countRuns = () => countRows(testApp.database, 'pay_runs');

  test('a frequency without active employees cannot be run (409) and previews empty', async () => {
    const body = (await preview(FEBRUARY)).json();
    expect(body).toMatchObject({
      employeeCount: 0,
      rows: [],
      errors: [],
      totals: { grossPay: '0.00' },
    });
    const response = await submit({ ...FEBRUARY, idempotencyKey: 'empty-run-0001' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'There are no active monthly employees to pay for 2025-02-01 to 2025-02-28',
    );
    expect(await countRuns()).toBe(0);
  });

  test('the preview lists every active employee hired by the period end, with amounts and totals', async () => {
    staff.a = await hireMonthly({ lastName: 'Alpha', annualSalary: '60000', state: 'TX' });
    staff.b = await hireMonthly({ lastName: 'Bravo', annualSalary: '120000', state: 'TX' });
    staff.c = await hireMonthly({
      lastName: 'Charlie',
      payType: 'hourly',
      hourlyRate: '75',
      annualSalary: null,
      state: 'TX',
    });
    await hireMonthly({ lastName: 'Delta', isActive: false });
    await hireMonthly({ lastName: 'Echo', hireDate: '2025-03-03' });

    const response = await preview({
      ...FEBRUARY,
      hours: [{ employeeId: staff.c.id, hoursWorked: 20 }],
      pageSize: 2,
    });
    const body = readJson(response, 200);
    expect(body).toMatchObject({
      payDate: '2025-02-28',
      ruleSet: 'official-2025',
      employeeCount: 3,
      page: 1,
      pageSize: 2,
      errors: [],
    });
    expect(body.rows).toHaveLength(2);
    expect(
      body.rows.map((row: { employee: { lastName: string } }) => row.employee.lastName),
    ).toEqual(['Alpha', 'Bravo']);
    expect(body.warnings).toContain(
      '1 active monthly employee is hired after 2025-02-28 and not part of this run',
    );
    // Gross: salaried 60,000/12 = 5,000.00 and 120,000/12 = 10,000.00; Charlie, hourly, 20 h x 75.00 = 1,500.00.
    // Total 16,500.00. Social Security 310.00 + 620.00 + 93.00 = 1,023.00; Medicare 72.50 + 145.00 + 21.75 = 239.25.
    expect(body.totals).toMatchObject({
      grossPay: '16500.00',
      socialSecurityTax: '1023.00',
      medicareTax: '239.25',
      hoursWorked: 100,
      overtimeHours: 0,
    });
    const pageTwo = (
      await preview({
        ...FEBRUARY,
        hours: [{ employeeId: staff.c.id, hoursWorked: 20 }],
        pageSize: 2,
        page: 2,
      })
    ).json();
    expect(pageTwo.rows[0]).toMatchObject({
      employeeId: staff.c.id,
      hoursWorked: 20,
      grossPay: '1500.00',
      socialSecurityTax: '93.00',
      error: null,
    });
    expect(await countRecords()).toBe(0);
  });

  test('refuses hours for someone outside the run, duplicates and bad hours with a 400 naming the row', async () => {
    const outsider = await payroll.findSeededEmployee('EMP-001');
    const outside = await preview({
      ...FEBRUARY,
      hours: [{ employeeId: outsider.id, hoursWorked: 10 }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toEqual({
      'hours.0.employeeId': 'Not an active monthly employee of this pay run',
    });
    const twice = await submit({
      ...FEBRUARY,
      idempotencyKey: 'dupe-rows-0001',
      hours: [
        { employeeId: staff.a.id, hoursWorked: 10 },
        { employeeId: staff.a.id, hoursWorked: 12 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual({ 'hours.1.employeeId': 'This employee appears twice' });
    const tooMany = await preview({
      ...FEBRUARY,
      hours: [{ employeeId: staff.a.id, hoursWorked: 200 }],
    });
    expect(tooMany.json().fields).toEqual({
      'hours.0.hoursWorked': 'Hours worked must be at most 168',
    });
    const longPeriod = await preview(monthly('2025-02-01', '2025-03-05'));
    expect(longPeriod.json().fields).toEqual({
      payPeriodEnd: 'A monthly pay period is at most 31 days; this one is 33',
    });
    expect(await countRuns()).toBe(0);
  });

  test('errors are listed per employee before anything is written, and the submit writes nothing', async () => {
    await processMonthly(staff.b.id, ['2025-01-01', '2025-01-31']);
    const january = monthly('2025-01-01', '2025-01-31');
    const body = (await preview(january)).json();
    expect(body.errorCount).toBe(1);
    expect(body.errors).toEqual([
      {
        employeeId: staff.b.id,
        employeeCode: staff.b.employeeId,
        name: 'Test Bravo',
        message:
          'Payroll was already processed for an overlapping pay period (2025-01-01 to 2025-01-31)',
      },
    ]);
    // Totals leave the row in error out: 5,000.00 + 3,000.00. The row itself shows nothing withheld.
    expect(body.totals.grossPay).toBe('8000.00');
    expect(
      body.rows.find((row: { employeeId: string }) => row.employeeId === staff.b.id),
    ).toMatchObject({
      grossPay: '0.00',
      federalIncomeTax: '0.00',
      netPay: '0.00',
      employer: { socialSecurityTax: '0.00', sutaTax: '0.00' },
    });
    const response = await submit({ ...january, idempotencyKey: 'january-run-0001' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Nothing was processed: 1 employee has an error. ${staff.b.employeeId} Test Bravo: Payroll was already processed for an overlapping pay period (2025-01-01 to 2025-01-31)`,
    );
    expect(await countRuns()).toBe(0);
    expect(await countRecords(sql`pay_date = '2025-01-31'`)).toBe(1);
  });

  test('one submit pays everyone in one transaction with one audit row; a repeat returns the same run', async () => {
    const payload = {
      ...FEBRUARY,
      hours: [{ employeeId: staff.c.id, hoursWorked: 20 }],
      idempotencyKey: 'february-run-0001',
    };
    const response = await submit(payload);
    const { run, isReplay } = readJson(response, 200);
    expect(isReplay).toBe(false);
    expect(run).toMatchObject({
      payFrequency: 'monthly',
      payPeriodStart: '2025-02-01',
      payPeriodEnd: '2025-02-28',
      payDate: '2025-02-28',
      employeeCount: 3,
      totalGrossPay: '16500.00',
      createdBy: 'admin',
    });
    expect(await countRecords(sql`pay_run_id = ${run.id}`)).toBe(3);
    const audits = await findAuditRows(testApp.database, { entity: 'pay_run' });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      entityId: run.id,
      action: 'process',
      after: expect.objectContaining({ employeeCount: 3, totalGrossPay: '16500.00' }),
    });
    expect(
      await testApp.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'payroll_record'),
            sql`${auditLog.after}->>'payDate' = '2025-02-28'`,
          ),
        ),
    ).toEqual([]);

    const repeat = await submit(payload);
    expect(readJson(repeat, 200)).toEqual({ run, isReplay: true });
    expect(await countRecords(sql`pay_date = '2025-02-28'`)).toBe(3);

    const progress = (
      await testApp.sendAsAdmin('GET', '/api/payroll/pay-runs/progress/february-run-0001')
    ).json();
    expect(progress).toEqual({
      idempotencyKey: 'february-run-0001',
      phase: 'done',
      processed: 3,
      total: 3,
    });
    expect(
      (await testApp.sendAsAdmin('GET', '/api/payroll/pay-runs/progress/never-submitted')).json()
        .phase,
    ).toBe('unknown');

    const records = (await testApp.sendAsAdmin('GET', `/api/payroll?payRunId=${run.id}`)).json();
    expect(records.summary).toMatchObject({
      stubCount: 3,
      employeeCount: 3,
      totalGrossPay: '16500.00',
    });
    const runs = (await testApp.sendAsAdmin('GET', '/api/payroll/pay-runs')).json();
    expect(runs).toMatchObject({ total: 1, items: [run] });
  });

  test('the same key with other contents is refused; another key for a paid period lists the errors', async () => {
    const changed = await submit({
      ...FEBRUARY,
      hours: [{ employeeId: staff.c.id, hoursWorked: 30 }],
      idempotencyKey: 'february-run-0001',
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(
      'This idempotency key was already used for a different pay run',
    );
    const again = await submit({ ...FEBRUARY, idempotencyKey: 'february-run-0002' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Nothing was processed: 3 employees have errors\./);
    expect(await countRuns()).toBe(1);
  });

  test('10 concurrent submits of the same pay run give one run', async () => {
    const payload = {
      ...monthly('2025-03-01', '2025-03-31'),
      idempotencyKey: 'march-run-concurrent',
    };
    const responses = await Promise.all(Array.from({ length: 10 }, () => submit(payload)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const bodies = responses.map((response) => response.json());
    expect(new Set(bodies.map((body) => body.run.id)).size).toBe(1);
    expect(bodies.filter((body) => !body.isReplay)).toHaveLength(1);
    expect(
      await testApp.database.db
        .select()
        .from(payRuns)
        .where(eq(payRuns.idempotencyKey, payload.idempotencyKey)),
    ).toHaveLength(1);
    // Echo, hired 2025-03-03, joins from March: four employees.
    expect(await countRecords(sql`pay_date = '2025-03-31'`)).toBe(4);
  });

  test('10 concurrent submits with different keys for one period still pay each employee once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        submit({
          ...monthly('2025-04-01', '2025-04-30'),
          idempotencyKey: `april-run-${index}-key`,
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(9);
    expect(await countRecords(sql`pay_date = '2025-04-30'`)).toBe(4);
  });

  test('run records carry true year-to-date: the March run sees January and February', async () => {
    const may = (await preview(MAY)).json();
    const bravo = may.rows.find((row: { employeeId: string }) => row.employeeId === staff.b.id);
    // Bravo: 10,000 a month, paid Jan (single), Feb, Mar, Apr runs → 40,000 YTD; no cap is near, so
    // May Social Security is the plain 620.00 and FUTA/SUTA are 0 (7,000 wage base used in January).
    expect(bravo).toMatchObject({
      socialSecurityTax: '620.00',
      employer: { futaTax: '0.00', sutaTax: '0.00' },
    });
  });

  test('an employee already paid on a later date this year is listed as an error, not paid again out of order', async () => {
    await processMonthly(staff.c.id, ['2025-06-01', '2025-06-30']);
    const may = (await preview(MAY)).json();
    expect(may.errors).toEqual([
      expect.objectContaining({
        employeeId: staff.c.id,
        message: expect.stringContaining(
          'A paycheck dated 2025-06-30 was already processed this year, after the pay date 2025-05-31',
        ),
      }),
    ]);
  });
});
