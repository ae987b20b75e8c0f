import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { employees, type Transaction } from '@paylab/db';
import { toRecordNotFound } from '../../lib/lock-record';
import { lockPayrollForOneEmployee } from './payroll-locks';

type EmployeeRecordTable = PgTable & { id: AnyPgColumn; employeeId: AnyPgColumn };

/**
 * Takes the payroll lock shared, then the row lock of the employee a record of theirs belongs to
 * (a paycheck, a benefit election): a change to the record then waits for a paycheck being
 * processed for the employee, or for a second change of the same record, which finds it as the
 * first left it. 404 `<Record name> not found` when there is no such record.
 */
export async function lockRecordEmployee(
  tx: Transaction,
  table: EmployeeRecordTable,
  id: string,
  recordName: string,
): Promise<void> {
  await lockPayrollForOneEmployee(tx);
  const [target] = await tx
    .select({ employeeId: table.employeeId })
    .from(table)
    .where(eq(table.id, id));
  if (!target) throw toRecordNotFound(recordName);
  await tx
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.id, target.employeeId as string))
    .for('update');
}
