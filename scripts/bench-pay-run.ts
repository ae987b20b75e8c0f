/**
 * Time to process a whole-company pay run (the real service: set-based reads of year-to-date, the
 * pure engine in a loop with parameters resolved once, unnest inserts, one audit row, one
 * transaction), for 1,000 and 10,000 employees on PGlite and PostgreSQL and 100,000 on PostgreSQL,
 * next to a bare INSERT ... SELECT of the same number of payroll rows in the same database.
 *
 * Each run gets a fresh database with that many active bi-weekly employees (work states spread
 * over all 51 jurisdictions, 70% with a 2020+ W-4) and one earlier processed period, so every
 * paycheck has year-to-date to read; each row is run SAMPLES times and shows the medians.
 * The runs marked "3 elections" give every employee a 401(k) deferral with a tiered match, a
 * section 125 medical premium with an employer share and an HSA with an employer amount (issue
 * 29): each paycheck then reads its elections and year-to-date lines and stores three lines.
 * It also times the Employees screen's search (one page) and the Pay Stubs list with its totals
 * over the same data, which the screens call on every keystroke or filter.
 *
 * Run: npx tsx scripts/bench-pay-run.ts   (PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres; skipped with a message when unreachable)
 * Only some rows: npx tsx scripts/bench-pay-run.ts postgres 10000 [elections]  (each argument
 * keeps the rows of that database, size and number of elections)
 */
import { US_STATES } from '@paylab/shared/constants';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@paylab/db';
import type { SessionUser } from '@paylab/shared';
import { listEmployees } from '../apps/server/src/modules/employees/list-employees';
import { createPayRun } from '../apps/server/src/modules/payroll/create-pay-run';
import { createPayRunProgressBoard } from '../apps/server/src/modules/payroll/pay-run-progress';
import { listPayrollRecords } from '../apps/server/src/modules/payroll/list-payroll-records';
import { insertBenchCompany } from './bench/insert-bench-company';
import {
  BENCH_ADMIN_URL,
  createScratchDatabase,
  createScratchPglite,
  isPostgresReachable,
} from './bench/scratch-database';

const TODAY = '2025-03-01';
/**
 * Each row is measured this many times, each time in a fresh database, and shows the median of each
 * figure: one run on a shared two-core machine is as likely to time a neighbour as the pay run.
 */
const SAMPLES = 3;
const TARGET_MS: Record<string, number> = {
  'pglite 10000 0': 2_000,
  'postgres 10000 0': 1_000,
  'postgres 10000 3': 1_000,
  'postgres 100000 0': 10_000,
};

interface Measurement {
  kind: string;
  employees: number;
  /** Benefit elections per employee: 0 or 3. */
  elections: number;
  payRunMs: number;
  bareInsertMs: number;
  /** The Employees screen's search (name, ID or department, one page) and the Pay Stubs list with its totals. */
  employeeSearchMs: number;
  stubListMs: number;
}

/** The median of a few runs of a read, warmed once. */
async function timeRead(read: () => Promise<unknown>): Promise<number> {
  await read();
  const samples: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    const began = performance.now();
    await read();
    samples.push(performance.now() - began);
  }
  return samples.sort((left, right) => left - right)[2]!;
}

// Work states spread evenly over all 51 jurisdictions, so the run prices every state's rules.
const STATE_CODES = US_STATES.map(([code]) => `'${code}'`).join(', ');

async function seedCompany(handle: DatabaseHandle, employees: number): Promise<SessionUser> {
  const actor = await insertBenchCompany(handle, '1 Bench St');
  const { db } = handle;
  await db.execute(sql`
    insert into employees (employee_id, first_name, last_name, department, annual_salary, pay_frequency, filing_status,
      allowances, state, state_allowances, hire_date)
    select 'B-' || lpad(n::text, 6, '0'), 'First' || n, 'Last' || n, 'Dept ' || (n % 12),
      (30000 + (n * 7919) % 170000)::numeric(10, 2), 'bi-weekly',
      (array['single', 'married-joint', 'head-of-household', 'married-separate'])[1 + n % 4],
      n % 3, (array[${sql.raw(STATE_CODES)}])[1 + n % ${sql.raw(String(US_STATES.length))}], n % 2, date '2024-01-02'
    from generate_series(1, ${employees}) as n`);
  await db.execute(sql`
    insert into w4_forms (employee_id, filing_status, multiple_jobs, dependents_amount, extra_withholding, signed_date, effective_date)
    select id, filing_status, (hashtext(id::text) % 7 = 0), case when hashtext(id::text) % 3 = 0 then 2000 else 0 end, 0, date '2025-01-02', date '2025-01-02'
    from employees where hashtext(id::text) % 10 < 7`);
  await db.execute(sql`analyze`);
  return actor;
}

/** Three plans, and an election of each for every employee from January 1. */
async function seedElections(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  await db.execute(sql`
    with plans as (
      insert into benefit_plans (name, type, employer_match, employer_amount_per_period)
      values ('Bench 401(k)', 'traditional-401k', '[{"payRate":"0.0300","matchRate":"1.0000"},{"payRate":"0.0200","matchRate":"0.5000"}]', null),
        ('Bench medical', 'section-125-medical', '[]', 300),
        ('Bench HSA', 'hsa', '[]', 25)
      returning id, type)
    insert into benefit_elections (employee_id, plan_id, effective_date, amount_per_period, percent_of_pay, hsa_coverage)
    select e.id, p.id, date '2025-01-01',
      case p.type when 'section-125-medical' then 150 when 'hsa' then 100 end,
      case p.type when 'traditional-401k' then 0.05 end,
      case p.type when 'hsa' then (array['self-only', 'family'])[1 + abs(hashtext(e.id::text)) % 2] end
    from employees e cross join plans p`);
  await db.execute(sql`analyze`);
}

async function runPayRun(
  handle: DatabaseHandle,
  actor: SessionUser,
  start: string,
  end: string,
): Promise<number> {
  const began = performance.now();
  const response = await createPayRun(handle.db, {
    actor,
    progress: createPayRunProgressBoard(handle.db, handle.kind),
    today: TODAY,
    input: {
      payFrequency: 'bi-weekly',
      payPeriodStart: start,
      payPeriodEnd: end,
      hours: [],
      idempotencyKey: `bench-${start}-${randomBytes(4).toString('hex')}`,
    },
  });
  const elapsed = performance.now() - began;
  if (response.isReplay || response.run.employeeCount === 0)
    throw new Error('the pay run did not run');
  return elapsed;
}

/** The floor: the same number of payroll rows written by one INSERT ... SELECT, amounts fixed. */
async function runBareInsert(handle: DatabaseHandle): Promise<number> {
  const began = performance.now();
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into payroll_records (employee_id, pay_period_start, pay_period_end, pay_date, rule_set, state, hours_worked,
        overtime_hours, regular_rate, overtime_rate, gross_pay, federal_income_tax, social_security_tax, medicare_tax, total_deductions, net_pay,
        federal_income_tax_wages, social_security_wages, medicare_wages, futa_wages, state_wages)
      select id, date '2025-02-03', date '2025-02-16', date '2025-02-16', 'official-2025', state, 80, 0, 25, 37.5, 2000, 200, 124, 29, 353, 1647,
        2000, 2000, 2000, 2000, 2000
      from employees`);
  });
  return performance.now() - began;
}

async function measure(
  kind: 'pglite' | 'postgres',
  employees: number,
  elections: number,
): Promise<Measurement> {
  const handle =
    kind === 'pglite'
      ? await createScratchPglite()
      : await createScratchDatabase(BENCH_ADMIN_URL, 'pay_run');
  try {
    await handle.migrate();
    const actor = await seedCompany(handle, employees);
    if (elections > 0) await seedElections(handle);
    await runPayRun(handle, actor, '2025-01-06', '2025-01-19');
    const payRunMs = await runPayRun(handle, actor, '2025-01-20', '2025-02-02');
    const bareInsertMs = await runBareInsert(handle);
    const employeeSearchMs = await timeRead(() =>
      listEmployees(handle.db, { search: 'last12', status: 'all', page: 2, pageSize: 50 }),
    );
    const stubListMs = await timeRead(() =>
      listPayrollRecords(handle.db, { search: 'last1', page: 1, pageSize: 25 }),
    );
    return { kind, employees, elections, payRunMs, bareInsertMs, employeeSearchMs, stubListMs };
  } finally {
    await handle.destroy();
  }
}

const allRows: ['pglite' | 'postgres', number, number][] = [
  ['pglite', 1_000, 0],
  ['pglite', 10_000, 0],
  ['pglite', 10_000, 3],
  ['postgres', 1_000, 0],
  ['postgres', 10_000, 0],
  ['postgres', 10_000, 3],
  ['postgres', 100_000, 0],
];
// Profiling one row of the table should not cost the whole table's time.
const [kindFilter, employeesFilter, electionsFilter] = process.argv.slice(2);
const isPostgresUp = await isPostgresReachable(BENCH_ADMIN_URL);
if (!isPostgresUp)
  console.log(`PostgreSQL at ${BENCH_ADMIN_URL} is not reachable: only PGlite is measured.`);
const plan = allRows.filter(
  ([kind, employees, elections]) =>
    (kind === 'pglite' || isPostgresUp) &&
    (kindFilter === undefined || kind === kindFilter) &&
    (employeesFilter === undefined || employees === Number(employeesFilter)) &&
    (electionsFilter === undefined || elections === Number(electionsFilter)),
);

console.log(
  'pay run of every active bi-weekly employee (second period of the year, so year-to-date is read)',
);
console.log(
  `each figure is the median of ${SAMPLES} runs, each in a fresh database; "pay runs ms" lists all ${SAMPLES}`,
);
console.log(
  'database   employees   elections   pay run ms   bare INSERT...SELECT ms   ratio   target               employee search ms   stub list ms   pay runs ms',
);
for (const [kind, employees, elections] of plan) {
  const samples: Measurement[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1)
    samples.push(await measure(kind, employees, elections));
  const median = (pick: (measurement: Measurement) => number) =>
    samples.map(pick).sort((left, right) => left - right)[Math.floor(SAMPLES / 2)]!;
  const result = {
    payRunMs: median((measurement) => measurement.payRunMs),
    bareInsertMs: median((measurement) => measurement.bareInsertMs),
    employeeSearchMs: median((measurement) => measurement.employeeSearchMs),
    stubListMs: median((measurement) => measurement.stubListMs),
  };
  const runs = samples.map((measurement) => measurement.payRunMs.toFixed(0)).join(', ');
  const target = TARGET_MS[`${kind} ${employees} ${elections}`];
  const verdict =
    target === undefined
      ? ''
      : result.payRunMs <= target
        ? `<= ${target} ms: met`
        : `<= ${target} ms: MISSED`;
  console.log(
    `${kind.padEnd(10)} ${String(employees).padStart(9)}   ${String(elections).padStart(9)}   ${result.payRunMs.toFixed(0).padStart(10)}   ${result.bareInsertMs.toFixed(0).padStart(23)}   ${(result.payRunMs / result.bareInsertMs).toFixed(1).padStart(5)}x   ${verdict.padEnd(19)}   ${result.employeeSearchMs.toFixed(1).padStart(18)}   ${result.stubListMs.toFixed(1).padStart(12)}   ${runs}`,
  );
}
