import { desc, eq, getTableColumns } from 'drizzle-orm';
import { selectInForceW4Id, selectW4Status, w4Forms, type DatabaseOrTransaction } from '@paylab/db';
import type { W4Form } from '@paylab/shared';
import { requireEmployeeExists } from './require-employee-exists';
import { toW4Form } from './to-w4-form';

export interface ReadW4FormsOptions {
  employeeId: string;
  /** The server's today (toLocalDateString), the date statuses are read on. */
  today: string;
}

/** An employee's W-4 history, newest first (a bare array: an employee has few), each with its status today. */
export async function listW4Forms(
  db: DatabaseOrTransaction,
  { employeeId, today }: ReadW4FormsOptions,
): Promise<W4Form[]> {
  await requireEmployeeExists(db, employeeId);
  const rows = await db
    .select({ form: getTableColumns(w4Forms), status: selectW4Status(today) })
    .from(w4Forms)
    .where(eq(w4Forms.employeeId, employeeId))
    .orderBy(desc(w4Forms.createdAt), desc(w4Forms.id));
  return rows.map((row) => toW4Form(row.form, row.status));
}

/**
 * The employee's W-4 in force today, the one payroll would use for a paycheck paid today; null
 * when none is (200, not 404: api-conventions), even if a future-dated one is scheduled.
 */
export async function getActiveW4Form(
  db: DatabaseOrTransaction,
  { employeeId, today }: ReadW4FormsOptions,
): Promise<W4Form | null> {
  await requireEmployeeExists(db, employeeId);
  const [row] = await db
    .select()
    .from(w4Forms)
    .where(eq(w4Forms.id, selectInForceW4Id(employeeId, today)));
  return row ? toW4Form(row, 'active') : null;
}
