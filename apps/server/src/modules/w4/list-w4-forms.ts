import { and, desc, eq } from 'drizzle-orm';
import { w4Forms, type DatabaseOrTransaction } from '@paylab/db';
import type { W4Form } from '@paylab/shared';
import { requireEmployeeExists } from './require-employee-exists';
import { toW4Form } from './to-w4-form';

/** An employee's W-4 history, newest first (a bare array: an employee has few). */
export async function listW4Forms(db: DatabaseOrTransaction, employeeId: string): Promise<W4Form[]> {
  await requireEmployeeExists(db, employeeId);
  const rows = await db.select().from(w4Forms).where(eq(w4Forms.employeeId, employeeId)).orderBy(desc(w4Forms.createdAt), desc(w4Forms.id));
  return rows.map(toW4Form);
}

/** The employee's active W-4, or null when none was recorded (200, not 404: api-conventions). */
export async function getActiveW4Form(db: DatabaseOrTransaction, employeeId: string): Promise<W4Form | null> {
  await requireEmployeeExists(db, employeeId);
  const [row] = await db.select().from(w4Forms).where(and(eq(w4Forms.employeeId, employeeId), eq(w4Forms.isActive, true)));
  return row ? toW4Form(row) : null;
}
