import { and, count, gte, lt, sql } from 'drizzle-orm';
import { employees, payrollRecords, type DatabaseOrTransaction } from '@paylab/db';
import type { DashboardMetrics } from '@paylab/shared';
import { sumMoney } from '../../lib/sum-money';

export interface GetDashboardMetricsOptions {
  /** The moment whose calendar month (in the server's time zone) is summed. */
  now: Date;
}

/**
 * The Dashboard cards (spec section 2): employee count, and gross pay, federal income tax withheld
 * (with extra withholding) and net pay of records created this calendar month (api-conventions:
 * the Dashboard uses the creation date).
 */
export async function getDashboardMetrics(
  db: DatabaseOrTransaction,
  { now }: GetDashboardMetricsOptions,
): Promise<DashboardMetrics> {
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const nextMonthStart = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const [people] = await db
    .select({
      total: count(),
      active: sql`count(*) filter (where ${employees.isActive})`.mapWith(Number),
    })
    .from(employees);
  const [pay] = await db
    .select({
      gross: sumMoney(sql`${payrollRecords.grossPay} + ${payrollRecords.supplementalPay}`),
      federal: sumMoney(
        sql`${payrollRecords.federalIncomeTax} + ${payrollRecords.additionalWithholding}`,
      ),
      net: sumMoney(payrollRecords.netPay),
    })
    .from(payrollRecords)
    .where(
      and(
        gte(payrollRecords.createdAt, monthStart.toISOString()),
        lt(payrollRecords.createdAt, nextMonthStart.toISOString()),
      ),
    );
  return {
    totalEmployees: people!.total,
    activeEmployees: people!.active,
    monthlyGross: pay!.gross,
    federalTaxes: pay!.federal,
    netPay: pay!.net,
    month: `${monthStart.getFullYear()}-${String(monthStart.getMonth() + 1).padStart(2, '0')}`,
  };
}
