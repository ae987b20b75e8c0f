import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { like, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { employees } from '../schema';
import { createTestDatabase, type TestDatabase } from '../testing';
import { preparePerDatabase } from './prepared';
import { toContainsPattern } from './text-search';

function selectMatchingEmployeeIds(db: Database) {
  return db
    .select({ employeeId: employees.employeeId })
    .from(employees)
    .where(like(employees.searchText, sql`lower(${sql.placeholder('pattern')})`))
    .orderBy(employees.employeeId);
}

describe('preparePerDatabase', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await first.db.insert(employees).values(
      ['Ann Smith', 'Bob Smithers', 'Cy Jones', 'Di Shaw', 'Ed Park', 'Flo Ames', 'Gus Kahn'].map(
        (name, index) => ({
          employeeId: `EMP-${index + 1}`,
          firstName: name.split(' ')[0]!,
          lastName: name.split(' ')[1]!,
          department: 'Ops',
          annualSalary: '50000.00',
          hireDate: '2025-01-06',
        }),
      ),
    );
  });
  afterAll(async () => Promise.all([first?.destroy(), second?.destroy()]));

  test('builds a statement once per database handle, not once per call', () => {
    const built: unknown[] = [];
    const prepare = preparePerDatabase((db) => {
      built.push(db);
      return { db };
    });
    expect(prepare(first.db)).toBe(prepare(first.db));
    expect(prepare(second.db)).not.toBe(prepare(first.db));
    expect(built).toEqual([first.db, second.db]);
  });

  test('a named prepared search answers each call with its own pattern, after more calls than PostgreSQL plans before going generic', async () => {
    const search = preparePerDatabase((db) =>
      selectMatchingEmployeeIds(db).prepare('paylab_test_search'),
    );
    for (let call = 0; call < 7; call += 1) {
      expect(await search(first.db).execute({ pattern: toContainsPattern('SMITH') })).toEqual([
        { employeeId: 'EMP-1' },
        { employeeId: 'EMP-2' },
      ]);
    }
    // Names with an 'a': Ann Smith, Di Shaw, Ed Park, Flo Ames, Gus Kahn.
    expect(
      (await search(first.db).execute({ pattern: toContainsPattern('a') })).map(
        (row) => row.employeeId,
      ),
    ).toEqual(['EMP-1', 'EMP-4', 'EMP-5', 'EMP-6', 'EMP-7']);
    expect(await search(first.db).execute({ pattern: toContainsPattern('50%') })).toEqual([]);
  });
});
