import { beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../test/test-app';
import { createEmployeeViaApi } from '../modules/payroll/payroll-test-support';
import { getPgErrorCode, isReferenceViolation } from './pg-errors';

/** What the database itself answers when a referenced row is deleted, on PGlite and PostgreSQL alike. */
describe('reference violations', () => {
  const testApp = useTestApp();
  let employeeId: string;
  beforeAll(async () => {
    employeeId = (await createEmployeeViaApi(testApp.app, testApp.adminCookie)).id;
    const paid = await testApp.sendAsAdmin('POST', '/api/payroll/process', {
      employeeId,
      hoursWorked: 80,
      payPeriodStart: '2025-01-06',
      payPeriodEnd: '2025-01-19',
    });
    expect(paid.statusCode).toBe(200);
  });

  test('an ON DELETE RESTRICT key counts as a reference violation on either server', async () => {
    // payroll_records.employee_id is ON DELETE RESTRICT. PostgreSQL 18 (PGlite) raises
    // restrict_violation 23001 ("violates RESTRICT setting"); PostgreSQL 15 raises 23503.
    const error = await testApp.database.db
      .execute(sql`delete from employees where id = ${employeeId}`)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(getPgErrorCode(error)).toBe(testApp.database.kind === 'pglite' ? '23001' : '23503');
    expect(isReferenceViolation(error)).toBe(true);
  });

  test('a missing referenced row answers 23503, also a reference violation', async () => {
    const error = await testApp.database.db
      .execute(
        sql`insert into w4_forms (employee_id, filing_status, signed_date, effective_date) values ('00000000-0000-4000-8000-000000000000', 'single', '2025-01-01', '2025-01-01')`,
      )
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(getPgErrorCode(error)).toBe('23503');
    expect(isReferenceViolation(error)).toBe(true);
    expect(isReferenceViolation(new Error('not a database error'))).toBe(false);
  });
});
