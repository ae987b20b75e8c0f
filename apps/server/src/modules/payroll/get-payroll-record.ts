import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@paylab/db';
import { AppError, type PayrollRecord } from '@paylab/shared';
import { PAYROLL_RECORD_COLUMNS, toPayrollRecord, type PayrollRecordRow } from './to-payroll-record';

/** One payroll record with its employee's name, or NOT_FOUND. */
export async function getPayrollRecordById(db: DatabaseOrTransaction, id: string): Promise<PayrollRecord> {
  const result = await db.execute(sql`select ${sql.raw(PAYROLL_RECORD_COLUMNS)} from payroll_records r join employees e on e.id = r.employee_id where r.id = ${id}`);
  const row = result.rows[0] as unknown as PayrollRecordRow | undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Payroll record not found');
  return toPayrollRecord(row);
}
