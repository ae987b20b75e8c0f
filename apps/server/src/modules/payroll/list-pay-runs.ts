import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@paylab/db';
import type { ListQuery, PayRunListResponse } from '@paylab/shared';
import { PAY_RUN_COLUMNS, toPayRun, type PayRunRowData } from './to-pay-run';

/** Pay runs, newest first. */
export async function listPayRuns(db: DatabaseOrTransaction, options: ListQuery): Promise<PayRunListResponse> {
  const rows = (
    await db.execute(sql`select ${sql.raw(PAY_RUN_COLUMNS)} from pay_runs p left join users u on u.id = p.created_by
      order by p.created_at desc, p.id desc limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`)
  ).rows as unknown as PayRunRowData[];
  const [count] = (await db.execute(sql`select count(*) as count from pay_runs`)).rows as unknown as [{ count: string | number }];
  return { items: rows.map(toPayRun), total: Number(count.count), page: options.page, pageSize: options.pageSize };
}

export async function findPayRunByKey(db: DatabaseOrTransaction, idempotencyKey: string): Promise<PayRunRowData | undefined> {
  const result = await db.execute(sql`select ${sql.raw(PAY_RUN_COLUMNS)} from pay_runs p left join users u on u.id = p.created_by
    where p.idempotency_key = ${idempotencyKey}`);
  return result.rows[0] as unknown as PayRunRowData | undefined;
}
