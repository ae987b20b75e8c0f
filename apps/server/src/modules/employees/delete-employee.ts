import { eq, sql } from 'drizzle-orm';
import {
  employees,
  payrollRecords,
  voidedPaychecks,
  type Database,
  isReferenceViolation,
} from '@paylab/db';
import { AppError, type SessionUser } from '@paylab/shared';
import { writeDeletionAudit } from '../../lib/audit-log';
import { lockRecord } from '../../lib/lock-record';
import { getEmployeeById } from './get-employee';

export interface DeleteEmployeeOptions {
  actor: SessionUser;
  id: string;
}

function toHistoryConflict(name: string): AppError {
  return new AppError(
    'CONFLICT',
    `${name} has payroll history and cannot be deleted. Mark the employee inactive instead.`,
  );
}

/**
 * Deletes an employee without payroll history, with their W-4s and state certificates
 * (architecture departure 10): pay records, voided checks, stubs and W-2s must never lose their
 * employee, so history answers 409.
 */
export async function deleteEmployee(
  db: Database,
  { actor, id }: DeleteEmployeeOptions,
): Promise<{ id: string }> {
  let name = 'This employee';
  try {
    return await db.transaction(async (tx) => {
      // The lock makes a payroll being processed for this employee right now either finish first or wait.
      await lockRecord(tx, employees, id, 'employee');
      const before = await getEmployeeById(tx, id);
      name = `${before.firstName} ${before.lastName}`;
      const [paid] = await tx
        .select({ found: sql<number>`1` })
        .from(payrollRecords)
        .where(eq(payrollRecords.employeeId, id))
        .limit(1);
      const [voided] = await tx
        .select({ found: sql<number>`1` })
        .from(voidedPaychecks)
        .where(eq(voidedPaychecks.employeeId, id))
        .limit(1);
      if (paid || voided) throw toHistoryConflict(name);
      await tx.delete(employees).where(eq(employees.id, id));
      return writeDeletionAudit(tx, { actor, entity: 'employee' }, before);
    });
  } catch (error) {
    if (isReferenceViolation(error)) throw toHistoryConflict(name);
    throw error;
  }
}
