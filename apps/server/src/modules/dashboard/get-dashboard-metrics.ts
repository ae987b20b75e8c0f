import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '@paylab/db';
import type { DashboardMetrics } from '@paylab/shared';

export interface GetDashboardMetricsOptions {
  /** The moment whose calendar month (in the server's time zone) is summed. */
  now: Date;
}

/**
 * The Dashboard cards (spec section 2): employee count, and gross pay, federal income tax withheld
 * (with extra withholding) and net pay of records created this calendar month (api-conventions:
 * the Dashboard uses the creation date).
 */
export async function getDashboardMetrics(db: DatabaseOrTransaction, { now }: GetDashboardMetricsOptions): Promise<DashboardMetrics> {
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const nextMonthStart = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const [people] = (
    await db.execute(sql`select count(*) as total, count(*) filter (where is_active) as active from employees`)
  ).rows as unknown as [{ total: string | number; active: string | number }];
  const [pay] = (
    await db.execute(sql`
      select coalesce(sum(gross_pay + supplemental_pay), 0)::numeric(16, 2)::text as gross,
             coalesce(sum(federal_income_tax + additional_withholding), 0)::numeric(16, 2)::text as federal,
             coalesce(sum(net_pay), 0)::numeric(16, 2)::text as net
      from payroll_records
      where created_at >= ${monthStart.toISOString()}::timestamptz and created_at < ${nextMonthStart.toISOString()}::timestamptz`)
  ).rows as unknown as [{ gross: string; federal: string; net: string }];
  return {
    totalEmployees: Number(people.total),
    activeEmployees: Number(people.active),
    monthlyGross: pay.gross,
    federalTaxes: pay.federal,
    netPay: pay.net,
    month: `${monthStart.getFullYear()}-${String(monthStart.getMonth() + 1).padStart(2, '0')}`,
  };
}
