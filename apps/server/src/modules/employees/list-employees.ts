import { and, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  countUnlessRemembered,
  employees,
  employeeStatusTotals,
  matchesEmployeeSearch,
  matchesEmployeeSearchWithoutIndex,
  preparePerDatabase,
  rememberCountsPerDatabase,
  selectTableVersion,
  type RememberedCount,
  toContainsPattern,
  UNNAMED_STATEMENT,
  type Database,
} from '@paylab/db';
import type { EmployeeListResponse, employeeListQuerySchema } from '@paylab/shared';
import type { z } from 'zod';
import { toEmployee } from './to-employee';

export type ListEmployeesOptions = z.output<typeof employeeListQuerySchema>;

const hasPayrollHistory = sql<boolean>`exists (select 1 from payroll_records history where history.employee_id = "employees"."id")`;
// The counts the triggers keep (migration 0007), not a count over every employee on each request.
const totalEmployees = sql`coalesce(sum(${employeeStatusTotals.employeeCount}), 0)::int`;
const activeEmployees = sql`coalesce(sum(${employeeStatusTotals.employeeCount}) filter (where ${employeeStatusTotals.isActive}), 0)::int`;

const directoryVersion = selectTableVersion('employees');
const rememberedCounts = rememberCountsPerDatabase();

/**
 * The filtered count and the directory totals. Each is an uncorrelated subquery, which PostgreSQL
 * runs once per statement (an InitPlan) with its own plan, so the page and its counts travel in one
 * round trip without changing how the page itself is found (ADR 0011). The filtered count is null
 * when the directory is still at the version the count was remembered at (ADR 0022).
 */
function selectCounts(db: Database, where: SQL | undefined, knownVersion: string | Placeholder) {
  const totals = (aggregate: SQL) => sql<number>`(select ${aggregate} from ${employeeStatusTotals})`.mapWith(Number);
  const directoryTotal = totals(totalEmployees);
  const filteredCount = db.select({ value: count() }).from(employees).where(where);
  return {
    matches: where ? countUnlessRemembered(sql`${filteredCount}`, directoryVersion, knownVersion).mapWith(Number) : directoryTotal,
    // Only a filtered count is remembered; the directory as it opens reads no version.
    directoryVersion: where ? directoryVersion : sql<string | null>`null`,
    totalEmployees: directoryTotal,
    activeEmployees: totals(activeEmployees),
  };
}

/** `pageWhere` finds the same rows as `where`, written to steer how the page is found (ADR 0024). */
function selectEmployeePage(
  db: Database,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
  knownVersion: string | Placeholder,
  pageWhere: SQL | undefined = where,
) {
  return db
    .select({ employee: employees, hasPayrollHistory, ...selectCounts(db, where, knownVersion) })
    .from(employees)
    .where(pageWhere)
    .orderBy(desc(employees.createdAt), desc(employees.id))
    .limit(limit)
    .offset(offset);
}

// The directory as it opens and as a search is typed into it, the two requests it sees most, are
// prepared statements; other filters are built per request. A search not counted before is planned
// for its pattern: walking the newest employees suits a broad one, the trigram index a narrow one.
const searchOnly = matchesEmployeeSearch(sql.placeholder('pattern'));
const paging = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
const NO_KNOWN_VERSION = '';
const prepareFirstPages = preparePerDatabase((db) =>
  selectEmployeePage(db, undefined, paging.limit, paging.offset, NO_KNOWN_VERSION).prepare('paylab_employee_pages'),
);
/** The page statement of a search alone, prepared under `name`. */
function prepareSearchStatement(name: string, pageWhere?: SQL) {
  return preparePerDatabase((db) =>
    selectEmployeePage(db, searchOnly, paging.limit, paging.offset, sql.placeholder('knownVersion'), pageWhere).prepare(name),
  );
}
const prepareSearchPages = prepareSearchStatement(UNNAMED_STATEMENT);
// With its count remembered, a search is sorted into dense or sparse, and each kind has its own named
// statement: parsed once per connection, and planned by PostgreSQL's plan cache over patterns alike,
// so a generic plan made for narrow patterns never pages a broad one (ADR 0024). The dense one is
// written so that the trigram index cannot answer it.
const prepareDenseSearchPages = prepareSearchStatement(
  'paylab_employee_search_dense',
  matchesEmployeeSearchWithoutIndex(sql.placeholder('pattern')),
);
const prepareSparseSearchPages = prepareSearchStatement('paylab_employee_search_sparse');

/**
 * The statement for a search (ADR 0024). Walking the newest employees reads about
 * (offset + limit) x total / matches rows before its page is full; the trigram index reads every
 * match and sorts them. A search is dense when the walk reads no more. Without a remembered count,
 * the search is planned for its pattern on every call.
 */
function chooseSearchPages(remembered: RememberedCount | undefined, rowsNeeded: number) {
  if (!remembered) return prepareSearchPages;
  return rowsNeeded * remembered.total <= remembered.count ** 2 ? prepareDenseSearchPages : prepareSparseSearchPages;
}

/** The counts alone, for a page with no rows to carry them (no match, or a page past the last). */
async function countWithoutPage(db: Database, where: SQL | undefined, knownVersion: string) {
  const [counts] = await db.select(selectCounts(db, where, knownVersion)).from(sql`(select) as "one_row"`);
  return counts!;
}

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

  const filterKey = JSON.stringify([pattern, options.status, options.payFrequency]);
  const remembered = where ? rememberedCounts.recall(db, filterKey) : undefined;
  const knownVersion = remembered?.version ?? NO_KNOWN_VERSION;
  const isSearchOnly = pattern !== undefined && conditions.length === 1;
  const rows = await (!where
    ? prepareFirstPages(db).execute({ limit, offset })
    : isSearchOnly
      ? chooseSearchPages(remembered, offset + limit)(db).execute({ pattern, limit, offset, knownVersion })
      : selectEmployeePage(db, where, limit, offset, knownVersion));
  const counts = rows[0] ?? (await countWithoutPage(db, where, knownVersion));
  const matches = counts.matches ?? remembered!.count;
  if (counts.matches !== null && counts.directoryVersion !== null) rememberedCounts.remember(db, filterKey, { version: counts.directoryVersion, count: matches, total: counts.totalEmployees });

  return {
    items: rows.map((row) => toEmployee(row.employee, Boolean(row.hasPayrollHistory))),
    total: matches,
    page: options.page,
    pageSize: options.pageSize,
    summary: { totalEmployees: counts.totalEmployees, activeEmployees: counts.activeEmployees },
  };
}
