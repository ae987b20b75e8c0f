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
 * Replaces the employee's fields; echoed server-owned fields (id, createdAt, updatedAt) are ignored,
 * and an edit made from a stale version is refused (ADR 0020). A state certificate left out stays
 * as it was while the work state stays.
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
      // An edit that leaves the certificate out keeps the one on file, which belongs to the old
      // work state once the state changes.
      if (input.stateCertificate === undefined)
        values.stateCertificate = before.state === input.state ? before.stateCertificate : null;
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
