import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase, employees, type Database } from '@paylab/db';
import { createTestDatabase, getTestDatabaseKind, type TestDatabase } from '@paylab/db/testing';
import { listEmployees } from './list-employees';

// A search counted once runs, from then on, the statement its density picks (ADR 0024). Whichever
// statement runs, the page and its count are the same.
describe('listEmployees: searches with a remembered count', () => {
  let database: TestDatabase;
  // E-1 to E-40, a minute apart: the even ones are Walkers (20 of 40, dense), E-7 the one Quill.
  const employee = (n: number) => ({
    employeeId: `E-${n}`,
    firstName: 'Pat',
    lastName: n % 2 === 0 ? 'Walker' : n === 7 ? 'Quill' : `Other${n}`,
    department: 'Ops',
    annualSalary: '50000.00',
    hireDate: '2025-01-06',
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString(),
  });
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(employees).values(Array.from({ length: 40 }, (_, index) => employee(index + 1)));
  });
  afterAll(async () => database?.destroy());

  const search = async (db: Database, text: string, page: number) => {
    const result = await listEmployees(db, { search: text, page, pageSize: 5, status: 'all' });
    return { ids: result.items.map((item) => item.employeeId), total: result.total };
  };

  test('answers the same page and count when planned for the pattern and when run by density', async () => {
    const { db } = database;
    const cases = [
      // 5 rows x 40 employees <= 20 x 20 matches: dense.
      { text: 'walker', page: 1, expected: { ids: ['E-40', 'E-38', 'E-36', 'E-34', 'E-32'], total: 20 } },
      // 15 rows x 40 > 20 x 20: the third page of the same search is sparse.
      { text: 'walker', page: 3, expected: { ids: ['E-20', 'E-18', 'E-16', 'E-14', 'E-12'], total: 20 } },
      { text: 'QUILL', page: 1, expected: { ids: ['E-7'], total: 1 } },
    ];
    for (const { text, page, expected } of cases) {
      expect(await search(db, text, page)).toEqual(expected);
      expect(await search(db, text, page)).toEqual(expected);
    }
    // A newer Walker: the remembered count is stale, so the statement picked by it counts again.
    await db.insert(employees).values(employee(42));
    expect(await search(db, 'walker', 1)).toEqual({ ids: ['E-42', 'E-40', 'E-38', 'E-36', 'E-34'], total: 21 });
    expect(await search(db, 'walker', 1)).toEqual({ ids: ['E-42', 'E-40', 'E-38', 'E-36', 'E-34'], total: 21 });
    await db.delete(employees).where(sql`${employees.employeeId} = 'E-42'`);
  });

  test.runIf(getTestDatabaseKind() === 'postgres')('runs a dense search and a sparse one as their own named statements once counted', async () => {
    // One connection, so the catalogue query sees the statements the searches prepared.
    const single = await createDatabase({ kind: 'postgres', url: database.url!, maxConnections: 1 });
    try {
      for (const [text, page] of [['walker', 1], ['walker', 1], ['quill', 1], ['quill', 1]] as const) await search(single.db, text, page);
      const prepared = await single.db.execute<{ name: string }>(sql`select name from pg_prepared_statements order by name`);
      expect(prepared.rows.map((row) => row.name)).toEqual(['paylab_employee_search_dense', 'paylab_employee_search_sparse']);
    } finally {
      await single.close();
    }
  });
});
