import { eq } from 'drizzle-orm';
import { employees, type Database } from '@paylab/db';
import type { Employee, SessionUser, UpdateEmployeeInput } from '@paylab/shared';
import { writeUpdateAudit } from '../../lib/audit-log';
import { lockRecordForEdit } from '../../lib/lock-record';
import { toDuplicateEmployeeIdError, toEmployeeValues } from './create-employee';
import { getEmployeeById } from './get-employee';

export interface UpdateEmployeeOptions {
  actor: SessionUser;
  id: string;
  input: UpdateEmployeeInput;
  /** The versions the edit may be made from (If-Match), or null for any. */
  acceptedVersions: string[] | null;
}

/**
 * Replaces the employee's fields; echoed server-owned fields (id, createdAt, updatedAt, the state
 * certificate in force) are ignored, and an edit made from a stale version is refused (ADR 0020).
 * State certificates are dated records of their own (POST /api/state-certificates): those of the
 * old work state stop applying when the state changes, and apply again if it changes back.
 */
export async function updateEmployee(
  db: Database,
  { actor, id, input, acceptedVersions }: UpdateEmployeeOptions,
): Promise<Employee> {
  try {
    return await db.transaction(async (tx) => {
      await lockRecordForEdit(tx, employees, id, { recordName: 'employee', acceptedVersions });
      const before = await getEmployeeById(tx, id);
      const values = toEmployeeValues(input);
      await tx
        .update(employees)
        .set({ ...values, updatedAt: new Date().toISOString() })
        .where(eq(employees.id, id));
      const after = await getEmployeeById(tx, id);
      return writeUpdateAudit(tx, { actor, entity: 'employee' }, { before, after });
    });
  } catch (error) {
    throw toDuplicateEmployeeIdError(error, input.employeeId) ?? error;
  }
}
