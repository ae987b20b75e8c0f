import { beforeAll, describe, expect, test } from 'vitest';
import { readJson, UNKNOWN_ID, useTestApp } from '../../test/test-app';
import { setPayrollCalendar } from '../../test/set-payroll-calendar';
import { findAuditRows } from '../../test/find-audit-rows';
import { bindPayrollApi, makePeriodInput } from '../payroll/payroll-test-support';

const URL = '/api/state-certificates';

describe('state certificate records', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);
  // Statuses are read on the working today: in the practice year 2025 every date below is fixed
  // against it (2025-01-01 has passed, 2026-01-01 has not).
  beforeAll(() => setPayrollCalendar(testApp.database.db, 'practice-2025'));

  const post = (payload: Record<string, unknown>) => testApp.sendAsAdmin('POST', URL, payload);
  const history = async (employeeId: string) =>
    readJson(await testApp.sendAsAdmin('GET', `${URL}/employee/${employeeId}`), 200);
  const active = (employeeId: string) =>
    testApp.sendAsAdmin('GET', `${URL}/employee/${employeeId}/active`);
  const hireInIllinois = (overrides: Record<string, unknown> = {}) =>
    payroll.hire({
      state: 'IL',
      annualSalary: '52000',
      payFrequency: 'bi-weekly',
      ...overrides,
    });
  /** Sends a certificate of `state` (Illinois unless given) for the employee. */
  const postCertificate = (
    employeeId: string,
    effectiveDate: string,
    values: Record<string, unknown>,
    state = 'IL',
  ) => post({ employeeId, state, effectiveDate, values });
  /** Records an Illinois certificate, failing the test unless it is written; answers the record. */
  const recordCertificate = async (
    employeeId: string,
    effectiveDate: string,
    values: Record<string, unknown>,
  ) => readJson(await postCertificate(employeeId, effectiveDate, values), 201);
  const calculate = async (employeeId: string, start: string, end: string) =>
    readJson(await payroll.calculate(makePeriodInput(employeeId, 80, start, end)), 200);

  test('an employee without a certificate reads null and an empty history (200, not 404)', async () => {
    const employee = await hireInIllinois();
    const none = await active(employee.id);
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('null');
    expect(await history(employee.id)).toEqual([]);
  });

  test('records an IL-W-4 with money as "12.50", and audits it', async () => {
    const employee = await hireInIllinois();
    const recorded = await recordCertificate(employee.id, '2025-02-01', {
      basicAllowances: '2',
      additionalWithholding: 12.5,
    });
    expect(recorded).toMatchObject({
      employeeId: employee.id,
      state: 'IL',
      form: 'IL-W-4',
      effectiveDate: '2025-02-01',
      values: { basicAllowances: 2, additionalWithholding: '12.50' },
      status: 'active',
      createdBy: 'admin',
    });
    expect(readJson(await active(employee.id), 200)).toMatchObject({ id: recorded.id });
    const audits = await findAuditRows(testApp.database, {
      entity: 'state_certificate',
      entityId: recorded.id,
    });
    expect(audits).toHaveLength(1);
  });

  test('a later-recorded certificate replaces the earlier; a future one is scheduled', async () => {
    const employee = await hireInIllinois();
    const first = await recordCertificate(employee.id, '2025-01-01', { basicAllowances: 1 });
    const second = await recordCertificate(employee.id, '2025-01-01', { basicAllowances: 3 });
    const future = await recordCertificate(employee.id, '2026-01-01', { isExempt: true });
    expect(future.status).toBe('scheduled');
    expect(
      (await history(employee.id)).map((entry: { id: string; status: string }) => [
        entry.id,
        entry.status,
      ]),
    ).toEqual([
      [future.id, 'scheduled'],
      [second.id, 'active'],
      [first.id, 'replaced'],
    ]);
    // The employee answer carries the certificate in force today.
    const read = readJson(await testApp.sendAsAdmin('GET', `/api/employees/${employee.id}`), 200);
    expect(read.stateCertificate).toEqual({ basicAllowances: 3 });
  });

  test("a certificate is filed under the employee's work state only, and stops applying on a move", async () => {
    const employee = await hireInIllinois();
    const wrongState = await postCertificate(employee.id, '2025-01-01', { allowances: 1 }, 'NY');
    expect(readJson(wrongState, 409)).toMatchObject({
      code: 'CONFLICT',
      fields: { state: expect.stringContaining('works in IL') },
    });
    const illinois = await recordCertificate(employee.id, '2025-01-01', { basicAllowances: 1 });
    const edited = await testApp.app.inject({
      method: 'PUT',
      url: `/api/employees/${employee.id}`,
      headers: { cookie: testApp.adminCookie },
      payload: {
        employeeId: employee.employeeId,
        firstName: 'Test',
        lastName: 'Mover',
        department: 'Testing',
        annualSalary: '52000',
        hireDate: '2024-01-02',
        state: 'IN',
        // Echoed from the employee answer: ignored, never a certificate of the new state.
        stateCertificate: { basicAllowances: 1 },
      },
    });
    expect(readJson(edited, 200).stateCertificate).toBeNull();
    expect(readJson(await active(employee.id), 200)).toBeNull();
    expect(await history(employee.id)).toEqual([
      expect.objectContaining({ id: illinois.id, status: 'other-state' }),
    ]);
  });

  describe('refuses values its state does not have with a 400 naming the field, writing nothing', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['a field of another form', { allowances: 2 }, 'values.allowances'],
      ['a fractional allowance', { basicAllowances: 1.5 }, 'values.basicAllowances'],
      ['a checkbox given as text', { isExempt: 'yes' }, 'values.isExempt'],
      [
        'three decimals of money',
        { additionalWithholding: '1.005' },
        'values.additionalWithholding',
      ],
    ];
    test.each(cases)('%s', async (_name, values, field) => {
      const employee = await hireInIllinois();
      const response = await postCertificate(employee.id, '2025-01-01', values);
      expect(readJson(response, 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: expect.any(String) },
      });
      expect(await history(employee.id)).toEqual([]);
    });

    test('a select outside its options, named with them', async () => {
      const employee = await payroll.hire({
        state: 'MD',
      });
      const response = await postCertificate(
        employee.id,
        '2025-01-01',
        { county: 'atlantis' },
        'MD',
      );
      expect(readJson(response, 400).fields['values.county']).toMatch(/choose one of allegany/);
    });
  });

  test('answers 404 for an unknown employee and 403 to a client', async () => {
    const missing = await postCertificate(UNKNOWN_ID, '2025-01-01', {});
    expect(missing.statusCode).toBe(404);
    expect((await testApp.sendAsAdmin('GET', `${URL}/employee/${UNKNOWN_ID}`)).statusCode).toBe(
      404,
    );
    expect((await active(UNKNOWN_ID)).statusCode).toBe(404);
    await testApp.expectForbiddenToDemoClient([
      ['GET', `${URL}/employee/${UNKNOWN_ID}`],
      ['POST', URL, { employeeId: UNKNOWN_ID }],
    ]);
  });

  test('hiring with a certificate records it in force from the hire date', async () => {
    const employee = await hireInIllinois({
      hireDate: '2025-02-03',
      stateCertificate: { basicAllowances: 1, additionalAllowances: '2' },
    });
    expect(await history(employee.id)).toEqual([
      expect.objectContaining({
        effectiveDate: '2025-02-03',
        values: { basicAllowances: 1, additionalAllowances: 2 },
        status: 'active',
        createdBy: 'admin',
      }),
    ]);
  });

  test('payroll uses the certificate in force on the pay date for the work state', async () => {
    const employee = await hireInIllinois();
    await postCertificate(employee.id, '2025-03-01', {
      basicAllowances: 2,
      additionalWithholding: '10',
    });
    // Booklet IL-700-T (R-12/24), page 4, "Automated payroll method", worked on the year:
    // 4.95% x (wages x periods - Line 1 x $2,850 - Line 2 x $1,000) / periods, to the cent.
    // Paid 2025-01-19, before the IL-W-4 takes effect: Illinois's defaults, no allowances.
    // 2,000 x 26 = 52,000 x 4.95% = 2,574.00 / 26 = 99.00.
    const january = await calculate(employee.id, '2025-01-06', '2025-01-19');
    expect(january.stateIncomeTax).toBe('99.00');
    // Paid 2025-03-16: 52,000 - 2 x 2,850 = 46,300 x 4.95% = 2,291.85 / 26 = 88.148 -> 88.15,
    // plus Line 3's 10.00 each pay = 98.15.
    const march = await calculate(employee.id, '2025-03-03', '2025-03-16');
    expect(march.stateIncomeTax).toBe('98.15');
    expect(march.stateLines).toEqual([
      expect.objectContaining({ programId: 'il-income-tax', amount: '98.15' }),
    ]);
    // A correction recorded later with an earlier date wins from its own date on:
    // 52,000 - 1 x 2,850 = 49,150 x 4.95% = 2,432.925 / 26 = 93.574 -> 93.57.
    await postCertificate(employee.id, '2025-01-01', { basicAllowances: 1 });
    expect((await calculate(employee.id, '2025-01-06', '2025-01-19')).stateIncomeTax).toBe('93.57');
    expect((await calculate(employee.id, '2025-03-03', '2025-03-16')).stateIncomeTax).toBe('93.57');
  });
});
