import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  employees,
  employeeStatusTotals,
  matchesEmployeeSearch,
  toContainsPattern,
  type Database,
} from '@paylab/db';
import type { EmployeeListResponse, employeeListQuerySchema } from '@paylab/shared';
import type { z } from 'zod';
import { selectWithoutRows } from '../../lib/read-page';
import { selectWorkingToday } from '../../lib/working-today';
import { selectHasPayrollHistory, selectStateCertificateInForce, toEmployee } from './to-employee';

export type ListEmployeesOptions = z.output<typeof employeeListQuerySchema>;

// The counts the triggers keep (migration 0007), not a count over every employee on each request.
const totalEmployees = sql`coalesce(sum(${employeeStatusTotals.employeeCount}), 0)::int`;
const activeEmployees = sql`coalesce(sum(${employeeStatusTotals.employeeCount}) filter (where ${employeeStatusTotals.isActive}), 0)::int`;

/**
 * The filtered count and the directory totals. Each is an uncorrelated subquery, which PostgreSQL
 * runs once per statement with its own plan, so the page and its counts travel in one round trip
 * without changing how the page itself is found (ADR 0026).
 */
function selectCounts(db: Database, where: SQL | undefined) {
  const totals = (aggregate: SQL) =>
    sql<number>`(select ${aggregate} from ${employeeStatusTotals})`.mapWith(Number);
  const directoryTotal = totals(totalEmployees);
  return {
    matches: where
      ? sql<number>`(${db.select({ value: count() }).from(employees).where(where)})`.mapWith(Number)
      : directoryTotal,
    totalEmployees: directoryTotal,
    activeEmployees: totals(activeEmployees),
  };
}

/**
 * The directory, newest first, searched and paged in SQL (spec section 2: search over name,
 * employee ID or department, case-insensitive), with the unfiltered counts for 'X of Y employees'.
 * Built per request and planned by PostgreSQL for its values: a broad search walks the newest
 * employees, a narrow one uses the trigram index.
 */
export async function listEmployees(
  db: Database,
  options: ListEmployeesOptions,
): Promise<EmployeeListResponse> {
  const conditions: SQL[] = [];
  if (options.search) conditions.push(matchesEmployeeSearch(toContainsPattern(options.search)));
  if (options.status !== 'all')
    conditions.push(eq(employees.isActive, options.status === 'active'));
  if (options.payFrequency) conditions.push(eq(employees.payFrequency, options.payFrequency));
  const where = conditions.length ? and(...conditions) : undefined;

  const rows = await db
    .select({
      employee: employees,
      hasPayrollHistory: selectHasPayrollHistory,
      stateCertificate: selectStateCertificateInForce(selectWorkingToday()),
      ...selectCounts(db, where),
    })
    .from(employees)
    .where(where)
    .orderBy(desc(employees.createdAt), desc(employees.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  // A page with no rows (no match, or past the last page) asks for the counts alone.
  const counts = rows[0] ?? (await selectWithoutRows(db, selectCounts(db, where)));

  return {
    items: rows.map((row) => toEmployee(row.employee, row)),
    total: counts.matches,
    page: options.page,
    pageSize: options.pageSize,
    summary: { totalEmployees: counts.totalEmployees, activeEmployees: counts.activeEmployees },
  };
}
