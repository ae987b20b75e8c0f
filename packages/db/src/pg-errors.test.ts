import { beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  getPgErrorCode,
  getUniqueViolation,
  isReferenceViolation,
  isUniqueViolation,
} from './pg-errors';
import { getTestDatabaseKind, insertTestEmployee, insertTestPaycheck } from './testing';
import { useTestDatabase } from './use-test-database';

/** The error a write rejects with, or null when it went. */
const refusal = (write: Promise<unknown>) =>
  write.then(
    () => null,
    (caught: unknown) => caught,
  );

/** What the database itself answers when a referenced row is deleted, on PGlite and PostgreSQL alike. */
describe('reference violations', () => {
  const database = useTestDatabase();
  let employeeId: string;
  beforeAll(async () => {
    employeeId = await insertTestEmployee(database.db);
    await insertTestPaycheck(database.db, employeeId);
  });

  test('an ON DELETE RESTRICT key counts as a reference violation on either server', async () => {
    // payroll_records.employee_id is ON DELETE RESTRICT. PostgreSQL 18 (PGlite) raises
    // restrict_violation 23001 ("violates RESTRICT setting"); PostgreSQL 15 raises 23503.
    const error = await refusal(
      database.db.execute(sql`delete from employees where id = ${employeeId}`),
    );
    expect(getPgErrorCode(error)).toBe(getTestDatabaseKind() === 'pglite' ? '23001' : '23503');
    expect(isReferenceViolation(error)).toBe(true);
  });

  test('a missing referenced row answers 23503, also a reference violation', async () => {
    const error = await refusal(
      database.db.execute(
        sql`insert into w4_forms (employee_id, filing_status, signed_date, effective_date) values ('00000000-0000-4000-8000-000000000000', 'single', '2025-01-01', '2025-01-01')`,
      ),
    );
    expect(getPgErrorCode(error)).toBe('23503');
    expect(isReferenceViolation(error)).toBe(true);
    expect(isReferenceViolation(new Error('not a database error'))).toBe(false);
  });

  test('a unique violation names its constraint; other errors are not one', async () => {
    // A second employee with the first one's employee ID.
    const error = await refusal(insertTestEmployee(database.db));
    expect(getUniqueViolation(error)).toContain('employee_id');
    expect(isUniqueViolation(error, 'employee_id')).toBe(true);
    expect(isUniqueViolation(error, 'email')).toBe(false);
    const reference = await refusal(
      database.db.execute(sql`delete from employees where id = ${employeeId}`),
    );
    expect(getUniqueViolation(reference)).toBeUndefined();
    expect(isUniqueViolation(reference, '')).toBe(false);
  });
});
