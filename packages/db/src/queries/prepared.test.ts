import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { createDatabase, type Database } from '../client';
import { employees } from '../schema';
import { createTestDatabase, getTestDatabaseKind, type TestDatabase } from '../testing';
import { preparePerDatabase, UNNAMED_STATEMENT } from './prepared';
import { matchesEmployeeSearch, matchesEmployeeSearchWithoutIndex, toContainsPattern } from './text-search';

function selectMatchingEmployeeIds(db: Database) {
  return db
    .select({ employeeId: employees.employeeId })
    .from(employees)
    .where(matchesEmployeeSearch(sql.placeholder('pattern')))
    .orderBy(employees.employeeId);
}

describe('preparePerDatabase', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await first.db.insert(employees).values(
      ['Ann Smith', 'Bob Smithers', 'Cy Jones', 'Di Shaw', 'Ed Park', 'Flo Ames', 'Gus Kahn'].map((name, index) => ({
        employeeId: `EMP-${index + 1}`,
        firstName: name.split(' ')[0]!,
        lastName: name.split(' ')[1]!,
        department: 'Ops',
        annualSalary: '50000.00',
        hireDate: '2025-01-06',
      })),
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

  test('a prepared search answers each call with its own pattern, after more calls than PostgreSQL plans before going generic', async () => {
    const search = preparePerDatabase((db) => selectMatchingEmployeeIds(db).prepare(UNNAMED_STATEMENT));
    for (let call = 0; call < 7; call += 1) {
      expect(await search(first.db).execute({ pattern: toContainsPattern('SMITH') })).toEqual([
        { employeeId: 'EMP-1' },
        { employeeId: 'EMP-2' },
      ]);
    }
    // Names with an 'a': Ann Smith, Di Shaw, Ed Park, Flo Ames, Gus Kahn.
    expect((await search(first.db).execute({ pattern: toContainsPattern('a') })).map((row) => row.employeeId)).toEqual([
      'EMP-1',
      'EMP-4',
      'EMP-5',
      'EMP-6',
      'EMP-7',
    ]);
    expect(await search(first.db).execute({ pattern: toContainsPattern('50%') })).toEqual([]);
  });

  test.runIf(getTestDatabaseKind() === 'postgres')(
    'PostgreSQL stops planning a named statement whose plan cannot change, and plans an unnamed one for every call (ADR 0019)',
    async () => {
      // One connection, so the statements and the catalogue query share a PostgreSQL session.
      const single = await createDatabase({ kind: 'postgres', url: first.url!, maxConnections: 1 });
      try {
        const lookup = single.db
          .select({ employeeId: employees.employeeId })
          .from(employees)
          .where(eq(employees.id, sql.placeholder('id')))
          .prepare('paylab_test_lookup');
        const search = selectMatchingEmployeeIds(single.db).prepare(UNNAMED_STATEMENT);
        const [ann] = await first.db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, 'EMP-1'));
        for (let call = 0; call < 7; call += 1) {
          expect(await lookup.execute({ id: ann!.id })).toEqual([{ employeeId: 'EMP-1' }]);
          expect(await search.execute({ pattern: toContainsPattern('smith') })).toHaveLength(2);
        }
        const cached = await single.db.execute<{ name: string; custom_plans: string; generic_plans: string }>(
          sql`select name, custom_plans, generic_plans from pg_prepared_statements`,
        );
        // PostgreSQL's plan cache: five custom plans, then the generic one when it costs no more (plancache.c).
        expect(cached.rows.map((row) => ({ ...row, custom_plans: Number(row.custom_plans), generic_plans: Number(row.generic_plans) }))).toEqual([
          { name: 'paylab_test_lookup', custom_plans: 5, generic_plans: 2 },
        ]);
      } finally {
        await single.close();
      }
    },
  );

  test.runIf(getTestDatabaseKind() === 'postgres')(
    'a dense and a sparse search are each parsed once, and the dense one, written without its index, always walks the newest employees (ADR 0024)',
    async () => {
      // Enough rows that the planner weighs both indexes; a fifth named Walker, as a broad search finds.
      await first.db.execute(sql`
        insert into employees (employee_id, first_name, last_name, department, annual_salary, hire_date)
        select 'PLAN-' || n, 'Pat', case when n % 5 = 0 then 'Walker' else 'Other' || n end, 'Ops', 50000, '2025-01-06'
        from generate_series(1, 10000) as n`);
      // Vacuumed as well, so the trigram index has no pending list that would make it look costly.
      await first.db.execute(sql`vacuum analyze employees`);
      // One connection, so the statements and the catalogue queries share a PostgreSQL session.
      const single = await createDatabase({ kind: 'postgres', url: first.url!, maxConnections: 1 });
      const pageOf = (where: SQL) =>
        single.db.select({ employeeId: employees.employeeId }).from(employees).where(where).orderBy(desc(employees.createdAt), desc(employees.id)).limit(25);
      try {
        const pattern = sql.placeholder('pattern');
        const dense = pageOf(matchesEmployeeSearchWithoutIndex(pattern)).prepare('paylab_test_dense');
        const sparse = pageOf(matchesEmployeeSearch(pattern)).prepare('paylab_test_sparse');
        for (let call = 0; call < 7; call += 1) {
          expect(await dense.execute({ pattern: toContainsPattern('walker') })).toHaveLength(25);
          // other123 and other1231 to other1239 but the two Walkers among them, 1230 and 1235.
          expect(await sparse.execute({ pattern: toContainsPattern('other123') })).toHaveLength(9);
        }
        // Parsed once each on the connection, however PostgreSQL then plans them (plancache.c).
        const cached = await single.db.execute<{ name: string; calls: number }>(
          sql`select name, custom_plans + generic_plans as calls from pg_prepared_statements order by name`,
        );
        expect(cached.rows.map((row) => [row.name, Number(row.calls)])).toEqual([
          ['paylab_test_dense', 7],
          ['paylab_test_sparse', 7],
        ]);
        // The trigram index cannot answer the dense search, whatever the pattern and however it is
        // planned, so no plan of it sorts every match of a broad pattern: it walks the newest employees.
        await single.db.execute(sql.raw(`prepare dense_plan as ${pageOf(matchesEmployeeSearchWithoutIndex(pattern)).toSQL().sql}`));
        for (const planCacheMode of ['force_custom_plan', 'force_generic_plan']) {
          await single.db.execute(sql.raw(`set plan_cache_mode = ${planCacheMode}`));
          for (const searched of ['%walker%', '%other1234%']) {
            const plan = await single.db.execute<Record<string, string>>(sql.raw(`explain (costs off) execute dense_plan('${searched}', 25)`));
            const planText = plan.rows.map((row) => Object.values(row)[0]).join('\n');
            expect(planText).not.toMatch(/employees_search_text_trgm_idx/);
            if (searched === '%walker%') expect(planText).toMatch(/Index Scan Backward using employees_created_at_id_idx/);
          }
        }
      } finally {
        await single.close();
        await first.db.execute(sql`delete from employees where employee_id like 'PLAN-%'`);
      }
    },
  );
});
