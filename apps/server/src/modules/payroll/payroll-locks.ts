import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@paylab/db';

/** Advisory lock key shared by every write of payroll records (other areas use 727274 and 727276). */
const PAYROLL_WRITE_LOCK = 727280;

/**
 * A pay run takes the payroll lock exclusively; processing one employee takes it shared plus that
 * employee's row lock. So a pay run never interleaves with another run or a single paycheck, while
 * single paychecks for different employees still proceed side by side. Released at commit.
 */
export async function lockPayrollForRun(tx: DatabaseOrTransaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYROLL_WRITE_LOCK})`);
}

export async function lockPayrollForOneEmployee(tx: DatabaseOrTransaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${PAYROLL_WRITE_LOCK})`);
}
