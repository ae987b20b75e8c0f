import { eq } from 'drizzle-orm';
import { employees, type DatabaseOrTransaction } from '@paylab/db';
import { AppError } from '@paylab/shared';

/** 404 for an unknown employee id; reads of an existing employee's W-4s may legitimately be empty. */
export async function requireEmployeeExists(
  db: DatabaseOrTransaction,
  employeeId: string,
): Promise<void> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!row) throw new AppError('NOT_FOUND', 'Employee not found');
}
