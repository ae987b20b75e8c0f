import { sql } from 'drizzle-orm';
import type { Transaction } from '@paylab/db';

/**
 * Every write that creates an account or settles who owns an email takes this lock, so a check
 * for a taken username or email stands until the transaction commits.
 */
export async function takeAccountCreationLock(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
}
