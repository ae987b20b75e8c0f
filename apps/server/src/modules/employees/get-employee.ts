import { eq } from 'drizzle-orm';
import { employees, type DatabaseOrTransaction } from '@paylab/db';
import { AppError, type Employee } from '@paylab/shared';
import { readWorkingToday } from '../../lib/working-today';
import { selectHasPayrollHistory, selectStateCertificateInForce, toEmployee } from './to-employee';

/** One employee, with the work state's certificate in force on the server's today, or NOT_FOUND. */
export async function getEmployeeById(db: DatabaseOrTransaction, id: string): Promise<Employee> {
  const today = await readWorkingToday(db);
  const [row] = await db
    .select({
      employee: employees,
      hasPayrollHistory: selectHasPayrollHistory,
      stateCertificate: selectStateCertificateInForce(today),
    })
    .from(employees)
    .where(eq(employees.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Employee not found');
  return toEmployee(row.employee, row);
}
