import { eq } from 'drizzle-orm';
import { payrollRecords, type DatabaseOrTransaction } from '@paylab/db';
import { AppError, type PayrollRecord } from '@paylab/shared';
import { selectPayrollRecords, toPayrollRecord } from './to-payroll-record';

/** One payroll record with its employee's name, or NOT_FOUND. */
export async function getPayrollRecordById(
  db: DatabaseOrTransaction,
  id: string,
): Promise<PayrollRecord> {
  const [row] = await selectPayrollRecords(db).where(eq(payrollRecords.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Payroll record not found');
  return toPayrollRecord(row);
}
