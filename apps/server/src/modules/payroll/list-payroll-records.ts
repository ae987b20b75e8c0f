import {
  and,
  between,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  ilike,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  employees,
  payrollRecords,
  toContainsPattern,
  type DatabaseOrTransaction,
} from '@paylab/db';
import type { PayrollListResponse, payrollListQuerySchema } from '@paylab/shared';
import type { z } from 'zod';
import { sumMoney } from '../../lib/sum-money';
import { selectPayrollRecords, toPayrollRecord } from './to-payroll-record';

export type ListPayrollRecordsOptions = z.output<typeof payrollListQuerySchema>;

function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
}

function toConditions(options: ListPayrollRecordsOptions): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (options.search) {
    const pattern = toContainsPattern(options.search);
    conditions.push(
      or(
        ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern),
        ilike(employees.employeeId, pattern),
      ),
    );
  }
  if (options.employeeId) conditions.push(eq(payrollRecords.employeeId, options.employeeId));
  if (options.payRunId) conditions.push(eq(payrollRecords.payRunId, options.payRunId));
  if (options.month)
    conditions.push(
      between(payrollRecords.payDate, `${options.month}-01`, lastDayOfMonth(options.month)),
    );
  if (options.from) conditions.push(gte(payrollRecords.payDate, options.from));
  if (options.to) conditions.push(lte(payrollRecords.payDate, options.to));
  return and(...conditions);
}

/**
 * Payroll records (pay stubs), newest first, filtered and paged in SQL, with the Pay Stubs cards'
 * figures over the whole filtered set. `month` and `from`/`to` filter on the pay date.
 */
export async function listPayrollRecords(
  db: DatabaseOrTransaction,
  options: ListPayrollRecordsOptions,
): Promise<PayrollListResponse> {
  const where = toConditions(options);
  const [rows, [summary]] = await Promise.all([
    selectPayrollRecords(db)
      .where(where)
      .orderBy(
        desc(payrollRecords.createdAt),
        desc(payrollRecords.payDate),
        desc(employees.employeeId),
        desc(payrollRecords.id),
      )
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db
      .select({
        stubCount: count(),
        employeeCount: countDistinct(payrollRecords.employeeId),
        totalGrossPay: sumMoney(
          sql`${payrollRecords.grossPay} + ${payrollRecords.supplementalPay}`,
        ),
        totalDeductions: sumMoney(payrollRecords.totalDeductions),
        totalNetPay: sumMoney(payrollRecords.netPay),
      })
      .from(payrollRecords)
      .innerJoin(employees, eq(employees.id, payrollRecords.employeeId))
      .where(where),
  ]);
  // An aggregate without GROUP BY always answers one row.
  return {
    items: rows.map(toPayrollRecord),
    total: summary!.stubCount,
    page: options.page,
    pageSize: options.pageSize,
    summary: summary!,
  };
}
