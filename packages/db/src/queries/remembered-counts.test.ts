import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { count, like, sql } from 'drizzle-orm';
import { employees } from '../schema';
import { createTestDatabase, type TestDatabase } from '../testing';
import { countUnlessRemembered, rememberCountsPerDatabase, selectTableVersion } from './remembered-counts';

describe('remembered counts (ADR 0022)', () => {
  let database: TestDatabase;
  let other: TestDatabase;
  beforeAll(async () => {
    [database, other] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => Promise.all([database?.destroy(), other?.destroy()]));

  const employee = (employeeId: string) => ({
    employeeId,
    firstName: 'Ann',
    lastName: 'Smith',
    department: 'Ops',
    annualSalary: '50000.00',
    hireDate: '2025-01-06',
  });
  const readVersion = async (target = database) =>
    (await target.db.execute<{ version: string }>(sql`select ${selectTableVersion('employees')} as version`)).rows[0]!.version;

  test('the employees version advances once per writing statement, and not for a write rolled back', async () => {
    const { db } = database;
    const start = BigInt(await readVersion());
    await db.insert(employees).values([employee('V-1'), employee('V-2'), employee('V-3')]);
    expect(BigInt(await readVersion())).toBe(start + 1n);
    await db.update(employees).set({ department: 'Sales' });
    expect(BigInt(await readVersion())).toBe(start + 2n);
    await db.execute(sql`delete from employees where employee_id = 'V-3'`);
    expect(BigInt(await readVersion())).toBe(start + 3n);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(employees).values(employee('V-4'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(BigInt(await readVersion())).toBe(start + 3n);
    await db.execute(sql`truncate employees cascade`);
    expect(BigInt(await readVersion())).toBe(start + 4n);
  });

  test('answers null without running the count while the version is the one remembered', async () => {
    const { db } = database;
    await db.insert(employees).values([employee('C-1'), employee('C-2')]);
    const version = selectTableVersion('employees');
    const counted = sql`${db.select({ value: count() }).from(employees).where(like(employees.employeeId, 'C-%'))}`;
    const current = await readVersion();
    const select = (knownVersion: string) => sql`select ${countUnlessRemembered(counted, version, knownVersion)} as matches`;
    expect((await db.execute<{ matches: unknown }>(select(current))).rows[0]!.matches).toBeNull();
    expect(Number((await db.execute<{ matches: unknown }>(select(String(BigInt(current) - 1n)))).rows[0]!.matches)).toBe(2);
    // What the speed rests on: PostgreSQL runs an InitPlan only when an expression first needs it.
    const plan = await db.execute<Record<string, string>>(sql`explain (analyze, costs off, timing off, summary off) ${select(current)}`);
    const planText = plan.rows.map((row) => Object.values(row)[0]).join('\n');
    expect(planText).toMatch(/Aggregate \(never executed\)/);
  });

  test('keeps counts per database handle and per filter', () => {
    const counts = rememberCountsPerDatabase();
    counts.remember(database.db, '["%smith%"]', { version: '7', count: 2_000, total: 10_000 });
    expect(counts.recall(database.db, '["%smith%"]')).toEqual({ version: '7', count: 2_000, total: 10_000 });
    expect(counts.recall(database.db, '["%jones%"]')).toBeUndefined();
    expect(counts.recall(other.db, '["%smith%"]')).toBeUndefined();
    counts.remember(database.db, '["%smith%"]', { version: '8', count: 2_001, total: 10_001 });
    expect(counts.recall(database.db, '["%smith%"]')).toEqual({ version: '8', count: 2_001, total: 10_001 });
  });
});
