import { eq, getTableColumns } from 'drizzle-orm';
import { payRuns, users, type DatabaseOrTransaction } from '@paylab/db';
import type { PayRun } from '@paylab/shared';
import { toIsoTimestamp } from '../../lib/timestamps';

export type PayRunRow = typeof payRuns.$inferSelect & { createdByName: string | null };

/** Pay runs with the name of the user who ran each (null once that user is gone). */
export function selectPayRuns(db: DatabaseOrTransaction) {
  return db
    .select({ ...getTableColumns(payRuns), createdByName: users.username })
    .from(payRuns)
    .leftJoin(users, eq(users.id, payRuns.createdBy));
}

export function toPayRun(row: PayRunRow): PayRun {
  return {
    id: row.id,
    idempotencyKey: row.idempotencyKey,
    payFrequency: row.payFrequency as PayRun['payFrequency'],
    payPeriodStart: row.payPeriodStart,
    payPeriodEnd: row.payPeriodEnd,
    payDate: row.payDate,
    ruleSet: row.ruleSet as PayRun['ruleSet'],
    employeeCount: row.employeeCount,
    totalGrossPay: row.totalGrossPay,
    totalNetPay: row.totalNetPay,
    createdBy: row.createdByName,
    createdAt: toIsoTimestamp(row.createdAt),
  };
}
