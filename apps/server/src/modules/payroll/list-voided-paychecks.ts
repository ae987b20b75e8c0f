import { count, desc, eq } from 'drizzle-orm';
import { voidedPaychecks, type DatabaseOrTransaction } from '@paylab/db';
import type { voidedPaycheckListQuerySchema, VoidedPaycheckListResponse } from '@paylab/shared';
import type { z } from 'zod';
import { toVoidedPaycheck } from './to-voided-paycheck';

export type ListVoidedPaychecksOptions = z.output<typeof voidedPaycheckListQuerySchema>;

/** Voided paychecks, most recently voided first, optionally for one employee. */
export async function listVoidedPaychecks(
  db: DatabaseOrTransaction,
  { employeeId, page, pageSize }: ListVoidedPaychecksOptions,
): Promise<VoidedPaycheckListResponse> {
  const where = employeeId ? eq(voidedPaychecks.employeeId, employeeId) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(voidedPaychecks)
      .where(where)
      .orderBy(desc(voidedPaychecks.voidedAt), desc(voidedPaychecks.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(voidedPaychecks).where(where),
  ]);
  return { items: rows.map(toVoidedPaycheck), total: total?.value ?? 0, page, pageSize };
}
