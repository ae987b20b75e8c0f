import { eq } from 'drizzle-orm';
import { employees, type Database } from '@paylab/db';
import { AppError, type Employee, type SessionUser, type UpdateEmployeeInput } from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { toDuplicateEmployeeIdError, toEmployeeValues } from './create-employee';
import { getEmployeeById } from './get-employee';

export interface UpdateEmployeeOptions {
  actor: SessionUser;
  id: string;
  input: UpdateEmployeeInput;
}

/** Replaces the employee's fields; echoed server-owned fields (id, createdAt) are ignored. */
export async function updateEmployee(db: Database, { actor, id, input }: UpdateEmployeeOptions): Promise<Employee> {
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, id)).for('update');
      if (!locked) throw new AppError('NOT_FOUND', 'Employee not found');
      const before = await getEmployeeById(tx, id);
      await tx.update(employees).set(toEmployeeValues(input)).where(eq(employees.id, id));
      const after = await getEmployeeById(tx, id);
      await writeAuditLog(tx, { actor, action: 'update', entity: 'employee', entityId: id, before, after });
      return after;
    });
  } catch (error) {
    throw toDuplicateEmployeeIdError(error, input.employeeId) ?? error;
  }
}
