import { and, count, gte, lt, sql } from 'drizzle-orm';
import { employees, payrollRecords, type DatabaseOrTransaction } from '@paylab/db';
import {
  getWorkingToday,
  toLocalDateString,
  type DashboardMetrics,
  type PayrollCalendar,
} from '@paylab/shared';
import { sumMoney } from '../../lib/sum-money';

export interface GetDashboardMetricsOptions {
  /** The moment whose calendar month (in the server's time zone) is summed. */
  now: Date;
  /** In a practice year, that month of the practice year is summed (issue 27, item 3). */
  calendar?: PayrollCalendar;
}

/** "2025-12" and "2026-01" around a YYYY-MM-DD date. */
function getMonthBounds(today: string): { month: string; nextMonthStart: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { month: today.slice(0, 7), nextMonthStart: `${next}-01` };
}

/**
 * The Dashboard cards (spec section 2): employee count, and gross pay, federal income tax withheld
 * (with extra withholding) and net pay of the paychecks whose pay date falls in this calendar month.
 * The pay date, not the creation date (ADR 0034), so the month's figures are the ones Reports and
 * the 941 count for it.
 */
export async function getDashboardMetrics(
  db: DatabaseOrTransaction,
  { now, calendar = 'today' }: GetDashboardMetricsOptions,
): Promise<DashboardMetrics> {
  const { month, nextMonthStart } = getMonthBounds(
    getWorkingToday(calendar, toLocalDateString(now)),
  );
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
      and(gte(payrollRecords.payDate, `${month}-01`), lt(payrollRecords.payDate, nextMonthStart)),
    );
  return {
    totalEmployees: people!.total,
    activeEmployees: people!.active,
    monthlyGross: pay!.gross,
    federalTaxes: pay!.federal,
    netPay: pay!.net,
    month,
  };
}
