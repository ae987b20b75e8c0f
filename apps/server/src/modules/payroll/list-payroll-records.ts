import { sql, type SQL } from 'drizzle-orm';
import { toContainsPattern, type DatabaseOrTransaction } from '@paylab/db';
import type { PayrollListResponse, payrollListQuerySchema } from '@paylab/shared';
import type { z } from 'zod';
import { PAYROLL_RECORD_COLUMNS, toPayrollRecord, type PayrollRecordRow } from './to-payroll-record';

export type ListPayrollRecordsOptions = z.output<typeof payrollListQuerySchema>;

function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
}

/**
 * Payroll records (pay stubs), newest first, filtered and paged in SQL, with the Pay Stubs cards'
 * figures over the whole filtered set. `month` and `from`/`to` filter on the pay date.
 */
export async function listPayrollRecords(db: DatabaseOrTransaction, options: ListPayrollRecordsOptions): Promise<PayrollListResponse> {
  const conditions: SQL[] = [sql`true`];
  if (options.search) {
    const pattern = toContainsPattern(options.search);
    conditions.push(sql`(e.first_name || ' ' || e.last_name ilike ${pattern} or e.employee_id ilike ${pattern})`);
  }
  if (options.employeeId) conditions.push(sql`r.employee_id = ${options.employeeId}`);
  if (options.payRunId) conditions.push(sql`r.pay_run_id = ${options.payRunId}`);
  if (options.month) conditions.push(sql`r.pay_date between ${`${options.month}-01`} and ${lastDayOfMonth(options.month)}`);
  if (options.from) conditions.push(sql`r.pay_date >= ${options.from}`);
  if (options.to) conditions.push(sql`r.pay_date <= ${options.to}`);
  const where = sql.join(conditions, sql` and `);

  const rows = (
    await db.execute(sql`
      select ${sql.raw(PAYROLL_RECORD_COLUMNS)}
      from payroll_records r join employees e on e.id = r.employee_id
      where ${where}
      order by r.created_at desc, r.pay_date desc, e.employee_id desc, r.id desc
      limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`)
  ).rows as unknown as PayrollRecordRow[];
  const [summary] = (
    await db.execute(sql`
      select count(*) as stub_count, count(distinct r.employee_id) as employee_count,
             coalesce(sum(r.gross_pay + r.supplemental_pay), 0)::numeric(16, 2)::text as total_gross_pay,
             coalesce(sum(r.total_deductions), 0)::numeric(16, 2)::text as total_deductions,
             coalesce(sum(r.net_pay), 0)::numeric(16, 2)::text as total_net_pay
      from payroll_records r join employees e on e.id = r.employee_id
      where ${where}`)
  ).rows as unknown as [{ stub_count: string | number; employee_count: string | number; total_gross_pay: string; total_deductions: string; total_net_pay: string }];

  return {
    items: rows.map(toPayrollRecord),
    total: Number(summary.stub_count),
    page: options.page,
    pageSize: options.pageSize,
    summary: {
      stubCount: Number(summary.stub_count),
      employeeCount: Number(summary.employee_count),
      totalGrossPay: summary.total_gross_pay,
      totalDeductions: summary.total_deductions,
      totalNetPay: summary.total_net_pay,
    },
  };
}
