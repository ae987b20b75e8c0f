import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees, w4Forms } from '@paylab/db';
import { readJson, sendWithSession, UNKNOWN_ID, useTestApp } from '../../test/test-app';
import { bindPayrollApi, makeEmployeeInput } from '../payroll/payroll-test-support';
import { findAuditRows } from '../../test/find-audit-rows';

describe('employees API', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);

  /** Deletes the employee as the admin. */
  const deleteEmployee = (id: string) =>
    sendWithSession(testApp.app, testApp.adminCookie, 'DELETE', `/api/employees/${id}`);

  const putEmployee = (id: string, payload: Record<string, unknown>) =>
    testApp.sendAsAdmin('PUT', `/api/employees/${id}`, payload);
  const readEmployee = async (id: string) =>
    readJson(await testApp.sendAsAdmin('GET', `/api/employees/${id}`), 200);

  const list = async (query = '') => {
    const response = await testApp.sendAsAdmin('GET', `/api/employees${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  test('lists the seeded directory with the list shape and the unfiltered counts', async () => {
    const body = await list();
    expect(body).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 50,
      summary: { totalEmployees: 3, activeEmployees: 3 },
    });
    expect(body.items.map((item: { employeeId: string }) => item.employeeId).sort()).toEqual([
      'EMP-001',
      'EMP-002',
      'EMP-003',
    ]);
    const maria = body.items.find((item: { employeeId: string }) => item.employeeId === 'EMP-001');
    expect(maria).toMatchObject({
      firstName: 'Maria',
      annualSalary: '95000.00',
      payFrequency: 'bi-weekly',
      isActive: true,
      hasPayrollHistory: false,
    });
    expect(maria.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  test('searches name, employee ID and department case-insensitively, in SQL', async () => {
    expect(
      (await list('?search=GARCIA')).items.map((item: { employeeId: string }) => item.employeeId),
    ).toEqual(['EMP-001']);
    expect((await list('?search=maria%20gar')).total).toBe(1);
    expect((await list('?search=emp-00')).total).toBe(3);
    expect((await list('?search=sales')).items[0].employeeId).toBe('EMP-002');
    expect((await list('?search=nobody')).total).toBe(0);
    // LIKE wildcards typed by a person match literally.
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=_')).total).toBe(0);
    const filtered = await list('?search=sales');
    expect(filtered.summary).toEqual({ totalEmployees: 3, activeEmployees: 3 });
  });

  test('a search counts an employee by the name saved last, and stops counting one deleted', async () => {
    const renamed = await payroll.hire({
      employeeId: 'REN-001',
      firstName: 'Olga',
      lastName: 'Vance',
    });
    expect((await list('?search=vance')).total).toBe(1);
    const update = await putEmployee(
      renamed.id,
      makeEmployeeInput({
        employeeId: 'REN-001',
        firstName: 'Olga',
        lastName: 'Quill',
        department: 'Archive',
      }),
    );
    expect(update.statusCode).toBe(200);
    expect(await list('?search=vance')).toMatchObject({ total: 0, items: [] });
    expect(await list('?search=quill')).toMatchObject({ total: 1, items: [{ id: renamed.id }] });
    expect((await list('?search=archive')).total).toBe(1);
    const removed = await deleteEmployee(renamed.id);
    expect(removed.statusCode).toBe(200);
    expect((await list('?search=quill')).total).toBe(0);
  });

  // Every write here goes around the API, as an import script or a second server would.
  test('a search count follows every write to the table, whoever makes it', async () => {
    const { db } = testApp.database;
    const countOf = async (query: string) => (await list(query)).total;
    expect(await countOf('?search=quimby')).toBe(0);
    expect(await countOf('?search=quimby')).toBe(0);
    await db.insert(employees).values([
      {
        employeeId: 'QMB-001',
        firstName: 'Ada',
        lastName: 'Quimby',
        department: 'Ops',
        annualSalary: '50000.00',
        hireDate: '2025-01-06',
      },
      {
        employeeId: 'QMB-002',
        firstName: 'Bo',
        lastName: 'Quimby',
        department: 'Ops',
        annualSalary: '50000.00',
        hireDate: '2025-01-06',
      },
    ]);
    expect(await countOf('?search=quimby')).toBe(2);
    expect(await countOf('?search=quimby&status=active')).toBe(2);
    await db.update(employees).set({ isActive: false }).where(eq(employees.employeeId, 'QMB-002'));
    expect(await countOf('?search=quimby&status=active')).toBe(1);
    expect(await countOf('?search=quimby')).toBe(2);
    await db.update(employees).set({ lastName: 'Nash' }).where(eq(employees.employeeId, 'QMB-001'));
    expect(await countOf('?search=quimby')).toBe(1);
    // A page past the last carries its count the same way.
    expect(await list('?search=quimby&page=9')).toMatchObject({ items: [], total: 1 });
    await db.delete(employees).where(eq(employees.employeeId, 'QMB-002'));
    expect(await list('?search=quimby&page=9')).toMatchObject({ items: [], total: 0 });
    expect(await countOf('?search=quimby')).toBe(0);
    await db.delete(employees).where(eq(employees.employeeId, 'QMB-001'));
  });

  test('pages newest first and filters by status and pay frequency', async () => {
    const first = await payroll.hire({ lastName: 'Paging-A' });
    const second = await payroll.hire({
      lastName: 'Paging-B',
      isActive: false,
      payFrequency: 'monthly',
    });
    const pageOne = await list('?pageSize=1&page=1');
    expect(pageOne.items[0].id).toBe(second.id);
    const pageTwo = await list('?pageSize=1&page=2');
    expect(pageTwo.items[0].id).toBe(first.id);
    expect(pageTwo.total).toBe(5);
    expect((await list('?status=inactive')).items.map((item: { id: string }) => item.id)).toEqual([
      second.id,
    ]);
    expect((await list('?status=active')).total).toBe(4);
    expect((await list('?payFrequency=monthly')).total).toBe(1);
    // The count is every match, not the rows on the page; a page past the last still carries the counts.
    expect(await list('?search=paging-&pageSize=1')).toMatchObject({
      total: 2,
      items: [{ id: second.id }],
    });
    expect(await list('?search=paging-&status=active')).toMatchObject({
      total: 1,
      items: [{ id: first.id }],
    });
    expect(await list('?pageSize=1&page=99')).toMatchObject({
      items: [],
      total: 5,
      summary: { totalEmployees: 5, activeEmployees: 4 },
    });
    expect(await list('?search=paging-&pageSize=1&page=3')).toMatchObject({
      items: [],
      total: 2,
      summary: { totalEmployees: 5, activeEmployees: 4 },
    });
    expect(await list('?search=paging-&status=inactive&page=2')).toMatchObject({
      items: [],
      total: 1,
    });
    const bad = await testApp.sendAsAdmin('GET', '/api/employees?pageSize=501');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('pageSize');
  });

  test('creates an employee with the spec defaults and an audit row', async () => {
    const response = await testApp.sendAsAdmin('POST', '/api/employees', {
      employeeId: 'EMP-100',
      firstName: 'Dana',
      lastName: 'Lee',
      department: 'Finance',
      annualSalary: 61000,
      hireDate: '2025-02-03',
    });
    const created = readJson(response, 201);
    expect(created).toMatchObject({
      employeeId: 'EMP-100',
      email: null,
      position: null,
      annualSalary: '61000.00',
      payFrequency: 'bi-weekly',
      filingStatus: 'single',
      allowances: 0,
      additionalWithholding: '0.00',
      state: 'CA',
      stateAllowances: 0,
      isActive: true,
      hireDate: '2025-02-03',
    });
    const audits = await findAuditRows(testApp.database, {
      entity: 'employee',
      entityId: created.id,
    });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'create', actorName: 'admin' });
  });

  describe('refuses each rule of spec section 5 with a 400 naming the field', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['missing first name', { firstName: '' }, 'firstName', 'First name is required'],
      ['missing last name', { lastName: '  ' }, 'lastName', 'Last name is required'],
      ['missing employee ID', { employeeId: undefined }, 'employeeId', 'Employee ID is required'],
      ['missing department', { department: '' }, 'department', 'Department is required'],
      ['missing annual salary', { annualSalary: '' }, 'annualSalary', 'Annual salary is required'],
      ['missing hire date', { hireDate: '' }, 'hireDate', 'Hire date is required'],
      ['an invalid email', { email: 'not-an-email' }, 'email', 'Enter a valid email address'],
      ['negative allowances', { allowances: -1 }, 'allowances', 'Allowances must be 0 or more'],
      [
        'fractional allowances',
        { allowances: 1.5 },
        'allowances',
        'Allowances must be a whole number',
      ],
      [
        'negative state allowances',
        { stateAllowances: -2 },
        'stateAllowances',
        'State allowances must be 0 or more',
      ],
      [
        'an unknown pay frequency',
        { payFrequency: 'daily' },
        'payFrequency',
        'Choose a pay frequency',
      ],
      [
        'an unknown filing status',
        { filingStatus: 'married' },
        'filingStatus',
        'Choose a filing status',
      ],
      [
        'a state that is not a US state',
        { state: 'ZZ' },
        'state',
        'Choose a US state (two-letter code)',
      ],
      [
        'a salary with three decimals',
        { annualSalary: '50000.123' },
        'annualSalary',
        'Enter a non-negative amount with at most 2 decimals',
      ],
      [
        'a zero salary',
        { annualSalary: 0 },
        'annualSalary',
        'Annual salary must be greater than 0',
      ],
      [
        'an impossible hire date',
        { hireDate: '2025-02-30' },
        'hireDate',
        'Enter a real calendar date',
      ],
      ['an unknown field', { nickname: 'Bob' }, 'nickname', 'Unknown field'],
    ];
    test.each(cases)('%s', async (_name, overrides, field, message) => {
      const before = (await list()).summary.totalEmployees;
      const response = await payroll.postEmployee(overrides);
      expect(readJson(response, 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: message },
      });
      expect((await list()).summary.totalEmployees).toBe(before);
    });
  });

  test('treats an empty email as none and non-numeric allowances as 0 (spec section 5)', async () => {
    const response = await payroll.postEmployee({
      email: '',
      allowances: 'abc',
      stateAllowances: '',
    });
    expect(readJson(response, 201)).toMatchObject({
      email: null,
      allowances: 0,
      stateAllowances: 0,
    });
  });

  // The API contract test sent $270,023,863 here: the NUMERIC(10,2) column overflowed into a 500.
  test('refuses additional withholding past what its column holds with 400, not 500', async () => {
    const largest = await payroll.postEmployee({
      employeeId: 'EMP-AW1',
      additionalWithholding: '99999999.99',
    });
    expect(readJson(largest, 201)).toMatchObject({ additionalWithholding: '99999999.99' });
    const tooLarge = await payroll.postEmployee({
      employeeId: 'EMP-AW2',
      additionalWithholding: '100000000.00',
    });
    expect(readJson(tooLarge, 400).fields).toEqual({
      additionalWithholding: 'Additional withholding can be at most $99,999,999.99',
    });
  });

  test.each([
    {
      title: 'answers 409 for a duplicate employee ID, on create and on update',
      createId: 'EMP-001',
      updateId: 'EMP-002',
    },
    {
      title:
        'an employee ID differing only in letter case is a duplicate (409), on create and on update',
      createId: 'emp-001',
      updateId: 'Emp-002',
    },
  ])('$title', async ({ createId, updateId }) => {
    const response = await payroll.postEmployee({ employeeId: createId });
    expect(readJson(response, 409)).toEqual({
      code: 'CONFLICT',
      message: `An employee with ID ${createId} already exists`,
      fields: { employeeId: `An employee with ID ${createId} already exists` },
    });
    const other = await payroll.hire();
    const update = await putEmployee(other.id, makeEmployeeInput({ employeeId: updateId }));
    expect(readJson(update, 409)).toEqual({
      code: 'CONFLICT',
      message: `An employee with ID ${updateId} already exists`,
      fields: { employeeId: `An employee with ID ${updateId} already exists` },
    });
    const codes = await testApp.database.db.select({ code: employees.employeeId }).from(employees);
    expect(
      codes
        .filter(({ code }) => /^emp-00[12]$/i.test(code))
        .map(({ code }) => code)
        .sort(),
    ).toEqual(['EMP-001', 'EMP-002']);
  });

  test('updates every field, ignores echoed server fields and audits before and after', async () => {
    const employee = await payroll.hire({ lastName: 'Before' });
    const current = await readEmployee(employee.id);
    const response = await putEmployee(employee.id, {
      ...current,
      lastName: 'After',
      annualSalary: '70000.5',
      isActive: false,
      id: 'ignored',
      createdAt: 'ignored',
    });
    expect(readJson(response, 200)).toMatchObject({
      id: employee.id,
      lastName: 'After',
      annualSalary: '70000.50',
      isActive: false,
      createdAt: current.createdAt,
    });
    const [audit] = await findAuditRows(testApp.database, {
      entityId: employee.id,
      action: 'update',
    });
    expect(audit).toMatchObject({
      before: expect.objectContaining({ lastName: 'Before' }),
      after: expect.objectContaining({ lastName: 'After' }),
    });
  });

  test("keeps a state certificate checked against the work state's fields", async () => {
    const refused = await payroll.postEmployee({
      state: 'NY',
      stateCertificate: { allowances: 2, regularAllowances: 1 },
    });
    expect(readJson(refused, 400).fields).toHaveProperty('stateCertificate.regularAllowances');
    const wrongStatus = await payroll.postEmployee({
      state: 'NY',
      stateCertificate: { filingStatus: 'head-of-household' },
    });
    expect(readJson(wrongStatus, 400).fields).toHaveProperty('stateCertificate.filingStatus');

    const input = makeEmployeeInput({
      state: 'NY',
      stateCertificate: { filingStatus: 'married', allowances: '3' },
    });
    const created = readJson(await testApp.sendAsAdmin('POST', '/api/employees', input), 201);
    expect(created.stateCertificate).toEqual({ filingStatus: 'married', allowances: 3 });
    // An edit that leaves the certificate out keeps it; moving to another state lets it go.
    const { stateCertificate: _kept, ...withoutCertificate } = input;
    const edited = readJson(
      await putEmployee(created.id, { ...withoutCertificate, lastName: 'Kept' }),
      200,
    );
    expect(edited.stateCertificate).toEqual({ filingStatus: 'married', allowances: 3 });
    const moved = readJson(
      await putEmployee(created.id, { ...withoutCertificate, state: 'CA' }),
      200,
    );
    expect(moved.stateCertificate).toBeNull();
  });

  test('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await testApp.sendAsAdmin('GET', `/api/employees/${UNKNOWN_ID}`)).statusCode).toBe(404);
    const put = await putEmployee(UNKNOWN_ID, makeEmployeeInput());
    expect(put.statusCode).toBe(404);
    expect((await deleteEmployee(UNKNOWN_ID)).statusCode).toBe(404);
    const malformed = await testApp.sendAsAdmin('GET', '/api/employees/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('id');
  });

  test('deletes an employee without payroll history, with their W-4s, and audits it', async () => {
    const employee = await payroll.hire();
    const w4 = await payroll.postW4(employee.id);
    expect(w4.statusCode).toBe(201);
    const response = await deleteEmployee(employee.id);
    expect(readJson(response, 200)).toEqual({ id: employee.id });
    expect(
      await testApp.database.db.select().from(employees).where(eq(employees.id, employee.id)),
    ).toEqual([]);
    expect(
      await testApp.database.db.select().from(w4Forms).where(eq(w4Forms.employeeId, employee.id)),
    ).toEqual([]);
    const [audit] = await findAuditRows(testApp.database, {
      entityId: employee.id,
      action: 'delete',
    });
    expect(audit?.before).toMatchObject({ employeeId: employee.employeeId });
  });

  test('refuses to delete an employee with payroll history: 409 suggesting inactive, nothing lost', async () => {
    const employee = await payroll.hire({ firstName: 'Paid', lastName: 'Already' });
    await payroll.processPaycheck(employee.id, 80, ['2025-01-06', '2025-01-19']);
    const response = await deleteEmployee(employee.id);
    expect(readJson(response, 409)).toEqual({
      code: 'CONFLICT',
      message:
        'Paid Already has payroll history and cannot be deleted. Mark the employee inactive instead.',
    });
    const still = await readEmployee(employee.id);
    expect(still).toMatchObject({ id: employee.id, hasPayrollHistory: true });
    const records = (
      await testApp.sendAsAdmin('GET', `/api/payroll?employeeId=${employee.id}`)
    ).json();
    expect(records.total).toBe(1);
  });

  test('a client user gets 403 and a signed-out caller 401', async () => {
    await testApp.expectForbiddenToDemoClient([
      ['GET', '/api/employees'],
      ['POST', '/api/employees', makeEmployeeInput()],
    ]);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/employees' })).statusCode).toBe(
      401,
    );
  });
});
