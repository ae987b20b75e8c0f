import { eq, sql } from 'drizzle-orm';
import { employees, type DatabaseOrTransaction } from '@paylab/db';
import { AppError, type Employee } from '@paylab/shared';
import { toEmployee } from './to-employee';

/** One employee, or NOT_FOUND. */
export async function getEmployeeById(db: DatabaseOrTransaction, id: string): Promise<Employee> {
  const [row] = await db
    .select({
      employee: employees,
      hasPayrollHistory: sql<boolean>`exists (select 1 from payroll_records history where history.employee_id = "employees"."id")`,
    })
    .from(employees)
    .where(eq(employees.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Employee not found');
  return toEmployee(row.employee, Boolean(row.hasPayrollHistory));
}
