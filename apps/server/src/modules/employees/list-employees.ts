import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { employees, employeeStatusTotals, matchesEmployeeSearch, type DatabaseOrTransaction } from '@paylab/db';
import type { EmployeeListResponse, employeeListQuerySchema } from '@paylab/shared';
import type { z } from 'zod';
import { toEmployee } from './to-employee';

export type ListEmployeesOptions = z.output<typeof employeeListQuerySchema>;

/**
 * The directory, newest first, searched and paged in SQL (spec section 2: search over name,
 * employee ID or department, case-insensitive), with the unfiltered counts for 'X of Y employees'.
 */
export async function listEmployees(db: DatabaseOrTransaction, options: ListEmployeesOptions): Promise<EmployeeListResponse> {
  const conditions: SQL[] = [];
  if (options.search) conditions.push(matchesEmployeeSearch(options.search));
  if (options.status !== 'all') conditions.push(eq(employees.isActive, options.status === 'active'));
  if (options.payFrequency) conditions.push(eq(employees.payFrequency, options.payFrequency));
  const where = conditions.length ? and(...conditions) : undefined;

  const hasPayrollHistory = sql<boolean>`exists (select 1 from payroll_records history where history.employee_id = "employees"."id")`;
  const [rows, [filtered], [summary]] = await Promise.all([
    db
      .select({ employee: employees, hasPayrollHistory })
      .from(employees)
      .where(where)
      .orderBy(desc(employees.createdAt), desc(employees.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ value: count() }).from(employees).where(where),
    // The counts the triggers keep (migration 0007), not a count over every employee on each request.
    db
      .select({
        total: sql<number>`coalesce(sum(${employeeStatusTotals.employeeCount}), 0)::int`,
        active: sql<number>`coalesce(sum(${employeeStatusTotals.employeeCount}) filter (where ${employeeStatusTotals.isActive}), 0)::int`,
      })
      .from(employeeStatusTotals),
  ]);

  return {
    items: rows.map((row) => toEmployee(row.employee, Boolean(row.hasPayrollHistory))),
    total: Number(filtered?.value ?? 0),
    page: options.page,
    pageSize: options.pageSize,
    summary: { totalEmployees: Number(summary?.total ?? 0), activeEmployees: Number(summary?.active ?? 0) },
  };
}
