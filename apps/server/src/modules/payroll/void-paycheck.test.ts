import { describe, expect, test } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { countRows } from '../../test/count-rows';
import { DEMO_ADMIN, readJson, sendWithSession, UNKNOWN_ID, useTestApp } from '../../test/test-app';
import { bindPayrollApi, makePeriodInput } from './payroll-test-support';

/**
 * Voiding a paycheck (docs/decisions/0015). The employees are Texas, single, bi-weekly at 52,000,
 * so a full period at 80 hours pays 52,000 / 26 = 2,000.00 gross with no state tax.
 */
describe('voiding a paycheck', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);

  const post = (url: string, payload: Record<string, unknown>) =>
    testApp.sendAsAdmin('POST', url, payload);
  const get = (url: string) => testApp.sendAsAdmin('GET', url);
  /** The payroll fields of 80 hours in a bi-weekly period, paid on `payDate`. */
  const fortnight = (employeeId: string, start: string, end: string, payDate: string) =>
    makePeriodInput(employeeId, 80, start, end, { payDate });
  const process = (employeeId: string, start: string, end: string, payDate: string) =>
    post('/api/payroll/process', fortnight(employeeId, start, end, payDate));
  const voidCheck = (recordId: string, reason: string) =>
    post(`/api/payroll/${recordId}/void`, { reason });
  const hire = (firstName: string, lastName: string) => payroll.hire({ firstName, lastName });
  const count = (table: string, condition: SQL) => countRows(testApp.database, table, condition);

  test('the latest check leaves payroll, year to date and its stub, and is listed as voided with the reason', async () => {
    const employee = await hire('Vera', 'Void');
    const first = (await process(employee.id, '2025-01-06', '2025-01-19', '2025-01-24')).json();
    const second = (await process(employee.id, '2025-01-20', '2025-02-02', '2025-02-07')).json();
    expect([first.grossPay, second.grossPay]).toEqual(['2000.00', '2000.00']);
    const third = fortnight(employee.id, '2025-02-03', '2025-02-16', '2025-02-21');
    // Two checks of 2,000.00 before the void, one after.
    expect((await post('/api/payroll/calculate', third)).json().yearToDate.grossPay).toBe(
      '4000.00',
    );

    const response = await voidCheck(second.id, '  Paid twice by mistake  ');
    expect(readJson(response, 200)).toMatchObject({
      id: second.id,
      employeeId: employee.id,
      payDate: '2025-02-07',
      grossPay: '2000.00',
      netPay: second.netPay,
      reason: 'Paid twice by mistake',
      voidedBy: DEMO_ADMIN.username,
      employee: { firstName: 'Vera', lastName: 'Void' },
    });

    expect((await post('/api/payroll/calculate', third)).json().yearToDate.grossPay).toBe(
      '2000.00',
    );
    expect((await get(`/api/pay-stubs/${second.id}`)).statusCode).toBe(404);
    const stubs = (await get(`/api/payroll?employeeId=${employee.id}`)).json();
    expect(stubs.items.map((record: { id: string }) => record.id)).toEqual([first.id]);
    expect(stubs.summary.totalGrossPay).toBe('2000.00');
    const voided = (await get(`/api/payroll/voided?employeeId=${employee.id}`)).json();
    expect(voided).toMatchObject({
      total: 1,
      items: [{ id: second.id, reason: 'Paid twice by mistake' }],
    });
    expect(
      await count(
        'audit_log',
        sql`action = 'void' and entity = 'payroll_record' and entity_id = ${second.id} and after->>'reason' = 'Paid twice by mistake'`,
      ),
    ).toBe(1);

    // The period is open again: it can be paid, on the same pay date.
    const again = await process(employee.id, '2025-01-20', '2025-02-02', '2025-02-07');
    expect(again.statusCode).toBe(200);
    expect(again.json().grossPay).toBe('2000.00');
  });

  test('a voided check takes its state lines out of year to date and keeps them in its record', async () => {
    const employee = await payroll.hire({
      state: 'NY',
      annualSalary: '264000',
      payFrequency: 'monthly',
    });
    const monthly = (start: string, end: string) =>
      post('/api/payroll/process', makePeriodInput(employee.id, 40, start, end));
    // 22,000 a month: PFL 0.388% x 22,000 = 85.36 each month until the 354.53 maximum.
    const january = (await monthly('2025-01-01', '2025-01-31')).json();
    const february = (await monthly('2025-02-01', '2025-02-28')).json();
    expect([january.statePaidFamilyLeave, february.statePaidFamilyLeave]).toEqual([
      '85.36',
      '85.36',
    ]);
    expect((await voidCheck(february.id, 'Wrong month')).statusCode).toBe(200);
    expect(await count('payroll_record_state_lines', sql`payroll_record_id = ${february.id}`)).toBe(
      0,
    );
    expect(
      await count(
        'voided_paychecks',
        sql`id = ${february.id} and record->'stateLines' @> '[{"programId": "ny-pfl", "amount": "85.36"}]'::jsonb`,
      ),
    ).toBe(1);
    // Reissued: 85.36 withheld before (January's), so 85.36 again, and March follows with 85.36.
    const reissued = (await monthly('2025-02-01', '2025-02-28')).json();
    expect(reissued.stateLines.map((line: { amount: string }) => line.amount)).toEqual(
      february.stateLines.map((line: { amount: string }) => line.amount),
    );
    // April: 3 x 85.36 = 256.08 withheld before; 0.388% x 22,000 = 85.36 <= 354.53 - 256.08 = 98.45.
    // May: 341.44 before; limited to 354.53 - 341.44 = 13.09.
    await monthly('2025-03-01', '2025-03-31');
    await monthly('2025-04-01', '2025-04-30');
    expect((await monthly('2025-05-01', '2025-05-31')).json().statePaidFamilyLeave).toBe('13.09');
    // Out of the monthly pay run below, which its later pay dates would refuse.
    await testApp.database.db.execute(
      sql`update employees set is_active = false where id = ${employee.id}`,
    );
  });

  test('a check with a later one after it is refused and nothing changes', async () => {
    const employee = await hire('Earl', 'Ier');
    const first = (await process(employee.id, '2025-04-07', '2025-04-20', '2025-04-25')).json();
    await process(employee.id, '2025-04-21', '2025-05-04', '2025-05-09');
    const response = await voidCheck(first.id, 'Wrong hours');
    expect(readJson(response, 409)).toMatchObject({ code: 'CONFLICT' });
    expect(response.json().message).toContain('2025-05-09');
    expect(await count('payroll_records', sql`employee_id = ${employee.id}`)).toBe(2);
    expect(await count('voided_paychecks', sql`employee_id = ${employee.id}`)).toBe(0);
  });

  test("a pay run's totals drop by the voided check", async () => {
    // A monthly employee of their own: no demo employee is paid monthly, so the run holds only these two.
    const monthly = { payFrequency: 'monthly', annualSalary: '60000.00' };
    const kept = await payroll.hire({
      ...monthly,
      firstName: 'Kept',
    });
    const taken = await payroll.hire({
      ...monthly,
      firstName: 'Taken',
    });
    const run = await post('/api/payroll/pay-runs', {
      idempotencyKey: 'void-test-run',
      payFrequency: 'monthly',
      payPeriodStart: '2025-05-01',
      payPeriodEnd: '2025-05-31',
      payDate: '2025-05-30',
      hours: [],
    });
    expect(run.statusCode).toBe(200);
    const records = (await get(`/api/payroll?employeeId=${taken.id}`)).json().items as {
      id: string;
      netPay: string;
      payRunId: string;
    }[];
    const runBefore = (await get('/api/payroll/pay-runs'))
      .json()
      .items.find((item: { id: string }) => item.id === records[0]!.payRunId);
    // 60,000 / 12 = 5,000.00 each at the default 40 hours.
    expect(runBefore).toMatchObject({ employeeCount: 2, totalGrossPay: '10000.00' });

    expect((await voidCheck(records[0]!.id, 'Left before May')).statusCode).toBe(200);
    const runAfter = (await get('/api/payroll/pay-runs'))
      .json()
      .items.find((item: { id: string }) => item.id === records[0]!.payRunId);
    const keptNet = (await get(`/api/payroll?employeeId=${kept.id}`)).json().items[0].netPay;
    expect(runAfter).toMatchObject({
      employeeCount: 1,
      totalGrossPay: '5000.00',
      totalNetPay: keptNet,
    });
  });

  test('a check in a quarter whose 941 is filed is neither voided nor added', async () => {
    const employee = await hire('Fiona', 'Filed');
    const check = (await process(employee.id, '2025-07-07', '2025-07-20', '2025-07-25')).json();
    const reports = (await get('/api/quarterly-tax/year/2025')).json() as {
      id: string;
      quarter: number;
    }[];
    const q3 = reports.find((report) => report.quarter === 3)!;
    expect(
      (await post(`/api/quarterly-tax/${q3.id}/file`, { filedDate: '2025-10-20' })).statusCode,
    ).toBe(200);

    const voiding = await voidCheck(check.id, 'Too late');
    expect(voiding.statusCode).toBe(409);
    expect(voiding.json().message).toContain('Form 941 for Q3 2025 was filed on 2025-10-20');
    expect(await count('payroll_records', sql`id = ${check.id}`)).toBe(1);

    const adding = await process(employee.id, '2025-07-21', '2025-08-03', '2025-08-08');
    expect(adding.statusCode).toBe(400);
    expect(adding.json().fields.payDate).toContain('Form 941 for Q3 2025 was filed on 2025-10-20');
    const calculated = (
      await post(
        '/api/payroll/calculate',
        fortnight(employee.id, '2025-07-21', '2025-08-03', '2025-08-08'),
      )
    ).json();
    expect(calculated.warnings.join(' ')).toContain('Form 941 for Q3 2025 was filed');
    const run = await post('/api/payroll/pay-runs/preview', {
      payFrequency: 'bi-weekly',
      payPeriodStart: '2025-07-21',
      payPeriodEnd: '2025-08-03',
      payDate: '2025-08-08',
      hours: [],
    });
    expect(run.statusCode).toBe(400);
    expect(run.json().fields).toHaveProperty('payDate');
    // The next quarter is open.
    expect((await process(employee.id, '2025-09-22', '2025-10-05', '2025-10-10')).statusCode).toBe(
      200,
    );
  });

  test('refusals name the field, the record or the role', async () => {
    const employee = await hire('Rita', 'Refused');
    const check = (await process(employee.id, '2025-11-03', '2025-11-16', '2025-11-21')).json();
    const blank = await voidCheck(check.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ reason: 'Reason is required' });
    expect((await voidCheck(UNKNOWN_ID, 'x')).statusCode).toBe(404);
    expect((await post('/api/payroll/not-a-uuid/void', { reason: 'x' })).statusCode).toBe(400);
    await testApp.expectForbiddenToDemoClient([
      ['POST', `/api/payroll/${check.id}/void`, { reason: 'x' }],
      ['GET', '/api/payroll/voided'],
    ]);
    expect(await count('payroll_records', sql`id = ${check.id}`)).toBe(1);
  });

  test('an employee whose only paycheck was voided keeps that history and cannot be deleted', async () => {
    const employee = await hire('Conny', 'Current');
    const check = (await process(employee.id, '2025-12-01', '2025-12-14', '2025-12-19')).json();
    expect((await voidCheck(check.id, 'Never started')).statusCode).toBe(200);
    // A voided check is still history: the employee can be made inactive, not deleted.
    const deleting = await sendWithSession(
      testApp.app,
      testApp.adminCookie,
      'DELETE',
      `/api/employees/${employee.id}`,
    );
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json().message).toContain('has payroll history');
  });
});
