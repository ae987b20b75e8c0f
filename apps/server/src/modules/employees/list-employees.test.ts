import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { employees, type Database } from '@paylab/db';
import { createTestDatabase, type TestDatabase } from '@paylab/db/testing';
import { listEmployees } from './list-employees';

// A search asked again answers the same page and count, and a write between two asks shows in both.
describe('listEmployees: repeated searches', () => {
  let database: TestDatabase;
  // E-1 to E-40, a minute apart: the even ones are Walkers (20 of 40), E-7 the one Quill.
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
    await database.db
      .insert(employees)
      .values(Array.from({ length: 40 }, (_, index) => employee(index + 1)));
  });
  afterAll(async () => database?.destroy());

  const search = async (db: Database, text: string, page: number) => {
    const result = await listEmployees(db, { search: text, page, pageSize: 5, status: 'all' });
    return { ids: result.items.map((item) => item.employeeId), total: result.total };
  };

  test('answers the same page and count each time a search is asked', async () => {
    const { db } = database;
    const cases = [
      {
        text: 'walker',
        page: 1,
        expected: { ids: ['E-40', 'E-38', 'E-36', 'E-34', 'E-32'], total: 20 },
      },
      {
        text: 'walker',
        page: 3,
        expected: { ids: ['E-20', 'E-18', 'E-16', 'E-14', 'E-12'], total: 20 },
      },
      { text: 'QUILL', page: 1, expected: { ids: ['E-7'], total: 1 } },
    ];
    for (const { text, page, expected } of cases) {
      expect(await search(db, text, page)).toEqual(expected);
      expect(await search(db, text, page)).toEqual(expected);
    }
    // A newer Walker shows on the first page and in the count.
    await db.insert(employees).values(employee(42));
    expect(await search(db, 'walker', 1)).toEqual({
      ids: ['E-42', 'E-40', 'E-38', 'E-36', 'E-34'],
      total: 21,
    });
    expect(await search(db, 'walker', 1)).toEqual({
      ids: ['E-42', 'E-40', 'E-38', 'E-36', 'E-34'],
      total: 21,
    });
    await db.delete(employees).where(sql`${employees.employeeId} = 'E-42'`);
  });
});
