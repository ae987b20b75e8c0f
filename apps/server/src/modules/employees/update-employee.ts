import { eq } from 'drizzle-orm';
import { employees, type Database } from '@paylab/db';
import {
  AppError,
  type Employee,
  type SessionUser,
  type UpdateEmployeeInput,
} from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { assertEditedVersion } from '../../lib/edit-versions';
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
      const [locked] = await tx
        .select({ updatedAt: employees.updatedAt })
        .from(employees)
        .where(eq(employees.id, id))
        .for('update');
      if (!locked) throw new AppError('NOT_FOUND', 'Employee not found');
      assertEditedVersion(acceptedVersions, locked.updatedAt, 'employee');
      const before = await getEmployeeById(tx, id);
      const values = toEmployeeValues(input);
      await tx
        .update(employees)
        .set({ ...values, updatedAt: new Date().toISOString() })
        .where(eq(employees.id, id));
      const after = await getEmployeeById(tx, id);
      await writeAuditLog(tx, {
        actor,
        action: 'update',
        entity: 'employee',
        entityId: id,
        before,
        after,
      });
      return after;
    });
  } catch (error) {
    throw toDuplicateEmployeeIdError(error, input.employeeId) ?? error;
  }
}
