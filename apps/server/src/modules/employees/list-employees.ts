import { and, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  employees,
  employeeStatusTotals,
  matchesEmployeeSearch,
  preparePerDatabase,
  toContainsPattern,
  type Database,
} from '@paylab/db';
import type { EmployeeListResponse, employeeListQuerySchema } from '@paylab/shared';
import type { z } from 'zod';
import { toEmployee } from './to-employee';

export type ListEmployeesOptions = z.output<typeof employeeListQuerySchema>;

const hasPayrollHistory = sql<boolean>`exists (select 1 from payroll_records history where history.employee_id = "employees"."id")`;

function selectEmployeePage(db: Database, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) {
  return db
    .select({ employee: employees, hasPayrollHistory })
    .from(employees)
    .where(where)
    .orderBy(desc(employees.createdAt), desc(employees.id))
    .limit(limit)
    .offset(offset);
}

function countEmployees(db: Database, where: SQL | undefined) {
  return db.select({ value: count() }).from(employees).where(where);
}

// The directory as it opens and as a search is typed into it, the two requests it sees most, are
// prepared statements; other filters are built per request.
const searchOnly = matchesEmployeeSearch(sql.placeholder('pattern'));
const paging = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
const prepareFirstPages = preparePerDatabase((db) =>
  selectEmployeePage(db, undefined, paging.limit, paging.offset).prepare('paylab_employee_pages'),
);
const prepareSearchPages = preparePerDatabase((db) =>
  selectEmployeePage(db, searchOnly, paging.limit, paging.offset).prepare('paylab_employee_search_pages'),
);
const prepareSearchCount = preparePerDatabase((db) =>
  countEmployees(db, searchOnly).prepare('paylab_employee_search_count'),
);
// The counts the triggers keep (migration 0007), not a count over every employee on each request.
const prepareSummary = preparePerDatabase((db) =>
  db
    .select({
      total: sql<number>`coalesce(sum(${employeeStatusTotals.employeeCount}), 0)::int`,
      active: sql<number>`coalesce(sum(${employeeStatusTotals.employeeCount}) filter (where ${employeeStatusTotals.isActive}), 0)::int`,
    })
    .from(employeeStatusTotals)
    .prepare('paylab_employee_summary'),
);

/**
 * The directory, newest first, searched and paged in SQL (spec section 2: search over name,
 * employee ID or department, case-insensitive), with the unfiltered counts for 'X of Y employees'.
 */
export async function listEmployees(db: Database, options: ListEmployeesOptions): Promise<EmployeeListResponse> {
  const limit = options.pageSize;
  const offset = (options.page - 1) * options.pageSize;
  const pattern = options.search ? toContainsPattern(options.search) : undefined;
  const conditions: SQL[] = [];
  if (pattern) conditions.push(matchesEmployeeSearch(pattern));
  if (options.status !== 'all') conditions.push(eq(employees.isActive, options.status === 'active'));
  if (options.payFrequency) conditions.push(eq(employees.payFrequency, options.payFrequency));
  const where = conditions.length ? and(...conditions) : undefined;

  const isSearchOnly = pattern !== undefined && conditions.length === 1;
  // With no filter the stored total is the count, so only a filtered list counts its matches.
  const [page, matches] = !where
    ? [prepareFirstPages(db).execute({ limit, offset }), undefined]
    : isSearchOnly
      ? [prepareSearchPages(db).execute({ pattern, limit, offset }), prepareSearchCount(db).execute({ pattern })]
      : [selectEmployeePage(db, where, limit, offset), countEmployees(db, where)];
  const [rows, filtered, [summary]] = await Promise.all([page, matches, prepareSummary(db).execute()]);

  return {
    items: rows.map((row) => toEmployee(row.employee, Boolean(row.hasPayrollHistory))),
    total: filtered ? Number(filtered[0]?.value ?? 0) : Number(summary?.total ?? 0),
    page: options.page,
    pageSize: options.pageSize,
    summary: { totalEmployees: Number(summary?.total ?? 0), activeEmployees: Number(summary?.active ?? 0) },
  };
}
