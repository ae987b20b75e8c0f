import { count, desc, eq } from 'drizzle-orm';
import { payRuns, type DatabaseOrTransaction } from '@paylab/db';
import type { ListQuery, PayRunListResponse } from '@paylab/shared';
import { selectPayRuns, toPayRun, type PayRunRow } from './to-pay-run';

/** Pay runs, newest first. */
export async function listPayRuns(
  db: DatabaseOrTransaction,
  options: ListQuery,
): Promise<PayRunListResponse> {
  const rows = await selectPayRuns(db)
    .orderBy(desc(payRuns.createdAt), desc(payRuns.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [total] = await db.select({ value: count() }).from(payRuns);
  return {
    items: rows.map(toPayRun),
    total: total!.value,
    page: options.page,
    pageSize: options.pageSize,
  };
}

export async function findPayRunByKey(
  db: DatabaseOrTransaction,
  idempotencyKey: string,
): Promise<PayRunRow | undefined> {
  const [row] = await selectPayRuns(db).where(eq(payRuns.idempotencyKey, idempotencyKey));
  return row;
}
