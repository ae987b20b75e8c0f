import { and, asc, desc, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  employees,
  matchesEmployeeSearch,
  selectW4Status,
  toContainsPattern,
  w4Forms,
  type DatabaseOrTransaction,
} from '@paylab/db';
import type { EmployeeW4Records, W4RecordsList, W4RecordsQuery } from '@paylab/shared';

/**
 * Each employee's W-4 records, the one in force on `today` first, then any scheduled, then the
 * replaced ones, each group newest first, paged over employees in employee-code order. Search
 * matches name, employee ID or department (as the directory does). Status is payroll's rule
 * (selectW4Status), not the stored flag: the W-4 tab never changes a record.
 */
export async function listW4Records(
  db: DatabaseOrTransaction,
  { query, today }: { query: W4RecordsQuery; today: string },
): Promise<W4RecordsList> {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(matchesEmployeeSearch(toContainsPattern(query.search)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [people, [count]] = await Promise.all([
    db
      .select()
      .from(employees)
      .where(where)
      .orderBy(asc(employees.employeeId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(employees)
      .where(where),
  ]);
  const status = selectW4Status(today);
  const forms = people.length
    ? await db
        .select({ ...getTableColumns(w4Forms), status })
        .from(w4Forms)
        .where(
          inArray(
            w4Forms.employeeId,
            people.map((person) => person.id),
          ),
        )
        .orderBy(
          sql`array_position(array['active', 'scheduled', 'replaced'], ${status})`,
          desc(w4Forms.effectiveDate),
          desc(w4Forms.createdAt),
        )
    : [];
  const items: EmployeeW4Records[] = people.map((person) => ({
    employeeId: person.id,
    employeeCode: person.employeeId,
    employeeName: `${person.firstName} ${person.lastName}`,
    department: person.department,
    isEmployeeActive: person.isActive,
    filingStatus: person.filingStatus,
    allowances: person.allowances,
    additionalWithholding: person.additionalWithholding,
    forms: forms
      .filter((form) => form.employeeId === person.id)
      .map((form) => ({
        id: form.id,
        filingStatus: form.filingStatus,
        multipleJobs: form.multipleJobs,
        dependentsAmount: form.dependentsAmount,
        otherIncome: form.otherIncome,
        deductions: form.deductions,
        extraWithholding: form.extraWithholding,
        signedDate: form.signedDate,
        effectiveDate: form.effectiveDate,
        isActive: form.status === 'active',
        status: form.status,
        createdAt: new Date(form.createdAt).toISOString(),
      })),
  }));
  return { items, total: Number(count?.total ?? 0), page: query.page, pageSize: query.pageSize };
}
