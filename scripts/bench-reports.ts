/**
 * Reports & Analytics queries and year-end forms over 1,000,000 payroll records on PostgreSQL:
 * 10,000 employees (CA/NY/TX/FL/WA mix, salaries 30,000 to 300,000) paid weekly for 100 weeks from
 * 2025-01-03, each record created at noon on its pay date. "Now" is 2025-12-15, so the current
 * month, last month, current quarter and current year all hold 2025 payroll (the year: 520,000
 * records). Each report is the real service; the figure is the median of three runs after one
 * warm-up. W-2 generation is the real service too: 10,000 W-2s and the W-3 from 520,000 records,
 * replacing the year's forms in one transaction.
 *
 * Targets (issue 5): each report under 1 s; W-2 generation for 10,000 employees under 5 s.
 *
 * Run: npx tsx scripts/bench-reports.ts   (PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres; it creates its own database and drops it)
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@paylab/db';
import type { ReportPeriod, SessionUser } from '@paylab/shared';
import {
  renderDepartmentSummaryCsv,
  streamPayrollSummaryCsv,
} from '../apps/server/src/modules/reports/export-report-csv';
import { getPayrollReport } from '../apps/server/src/modules/reports/get-payroll-report';
import { generateW2Forms } from '../apps/server/src/modules/tax-forms/generate-w2-forms';
import { getForm940 } from '../apps/server/src/modules/tax-forms/get-form-940';
import { getReconciliation } from '../apps/server/src/modules/tax-forms/get-reconciliation';
import { refreshQuarterlyReports } from '../apps/server/src/modules/tax-forms/quarterly-reports';
import { insertBenchCompany } from './bench/insert-bench-company';
import {
  BENCH_ADMIN_URL,
  createScratchDatabase,
  isPostgresReachable,
} from './bench/scratch-database';

const EMPLOYEES = 10_000;
const WEEKS = 100;
const NOW = new Date('2025-12-15T12:00:00Z');
const REPORT_TARGET_MS = 1_000;
const W2_TARGET_MS = 5_000;

async function seed(handle: DatabaseHandle): Promise<SessionUser> {
  const actor = await insertBenchCompany(handle, '1 Bench St, Springfield, CA 90000');
  const { db } = handle;
  await db.execute(sql`
    insert into employees (employee_id, first_name, last_name, department, annual_salary, pay_frequency, state, hire_date)
    select 'B-' || lpad(n::text, 6, '0'), 'First' || n, 'Last' || n, 'Dept ' || (n % 12),
      (30000 + (n * 7919) % 270000)::numeric(10, 2), 'weekly', (array['CA', 'NY', 'TX', 'FL', 'CA', 'WA'])[1 + n % 6], date '2024-01-02'
    from generate_series(1, ${EMPLOYEES}) as n`);
  // Amounts are plausible proportions of gross (this measures queries, not tax rules), rounded to the cent in SQL.
  const chunk = 1_000;
  for (let first = 1; first <= EMPLOYEES; first += chunk) {
    await db.execute(sql`
      insert into payroll_records (employee_id, pay_period_start, pay_period_end, pay_date, rule_set, state, hours_worked, regular_rate,
        overtime_rate, gross_pay, federal_income_tax, social_security_tax, medicare_tax, state_income_tax, state_disability_tax, total_deductions, net_pay,
        employer_social_security_tax, employer_medicare_tax, futa_tax, suta_tax, created_at,
        federal_income_tax_wages, social_security_wages, medicare_wages, futa_wages, state_wages)
      select id, pay_date - 6, pay_date, pay_date, 'official-2025', state, 40, 0,
        0, gross, fit, ss, med, sit, sdi, fit + ss + med + sit + sdi, gross - (fit + ss + med + sit + sdi), ss, med, 0, 0, pay_date + interval '12 hours',
        gross, gross, gross, gross, gross
      from (
        select e.id, e.state, p.pay_date, g.gross, round(g.gross * 0.14, 2) as fit, round(g.gross * 0.062, 2) as ss, round(g.gross * 0.0145, 2) as med,
          case when e.state in ('CA', 'NY') then round(g.gross * 0.05, 2) else 0 end as sit,
          case when e.state = 'CA' then round(g.gross * 0.012, 2) else 0 end as sdi
        from employees e
        cross join generate_series(0, ${WEEKS - 1}) as k
        cross join lateral (select date '2025-01-03' + 7 * k as pay_date) as p
        cross join lateral (select round(e.annual_salary / 52, 2) as gross) as g
        where e.employee_id between ${`B-${String(first).padStart(6, '0')}`} and ${`B-${String(first + chunk - 1).padStart(6, '0')}`}
      ) as rows`);
  }
  await db.execute(sql`analyze`);
  return actor;
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const began = performance.now();
  await run();
  return performance.now() - began;
}

/** One warm-up, then the median of three. */
async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const runs = [await time(run), await time(run), await time(run)].sort(
    (left, right) => left - right,
  );
  return runs[1]!;
}

async function consume(stream: NodeJS.ReadableStream): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
}

function line(label: string, ms: number, target?: number): void {
  const verdict =
    target === undefined ? '' : ms <= target ? `<= ${target} ms: met` : `<= ${target} ms: MISSED`;
  console.log(`${label.padEnd(58)} ${ms.toFixed(0).padStart(7)} ms   ${verdict}`);
}

async function main(): Promise<void> {
  if (!(await isPostgresReachable(BENCH_ADMIN_URL))) {
    console.log(
      `PostgreSQL at ${BENCH_ADMIN_URL} is not reachable: the reports benchmark needs it and is skipped.`,
    );
    return;
  }
  const handle = await createScratchDatabase(BENCH_ADMIN_URL, 'reports');
  try {
    await handle.migrate();
    let actor: SessionUser | undefined;
    const seedMs = await time(async () => {
      actor = await seed(handle);
    });
    const [{ count }] = (
      await handle.db.execute(sql`select count(*)::int as count from payroll_records`)
    ).rows as [{ count: number }];
    console.log(
      `seeded ${count.toLocaleString('en-US')} payroll records for ${EMPLOYEES.toLocaleString('en-US')} employees in ${(seedMs / 1000).toFixed(1)} s (PostgreSQL)`,
    );
    const { db } = handle;

    console.log('\nReports & Analytics (median of 3 after a warm-up; "now" 2025-12-15, UTC)');
    const periods: ReportPeriod[] = [
      'current-month',
      'last-month',
      'current-quarter',
      'current-year',
    ];
    for (const period of periods) {
      const query = { period, timeZone: 'UTC' };
      const report = await getPayrollReport(db, { query, now: NOW });
      line(
        `report ${period} (${report.cards.recordCount.toLocaleString('en-US')} records)`,
        await median(() => getPayrollReport(db, { query, now: NOW })),
        REPORT_TARGET_MS,
      );
    }
    line(
      'department summary CSV, current-year',
      await median(() =>
        renderDepartmentSummaryCsv(db, { period: 'current-year', timeZone: 'UTC' }, { now: NOW }),
      ),
      REPORT_TARGET_MS,
    );
    let bytes = 0;
    const csvMs = await median(async () => {
      bytes = await consume(
        streamPayrollSummaryCsv(db, { period: 'current-month', timeZone: 'UTC' }, { now: NOW }),
      );
    });
    line(
      `payroll summary CSV, current-month (${(bytes / 1024 / 1024).toFixed(1)} MB streamed)`,
      csvMs,
    );

    console.log('\nYear-end forms for 2025 (520,000 records, 10,000 employees)');
    line(
      'W-2 generation, first (10,000 W-2s + W-3, one transaction)',
      await time(() => generateW2Forms(db, { actor: actor!, taxYear: 2025 })),
      W2_TARGET_MS,
    );
    line(
      "W-2 generation again (replaces the year's set)",
      await time(() => generateW2Forms(db, { actor: actor!, taxYear: 2025 })),
      W2_TARGET_MS,
    );
    line(
      'quarterly 941 reports refreshed (4 quarters)',
      await median(() => refreshQuarterlyReports(db, { taxYear: 2025, today: '2025-12-15' })),
    );
    line('Form 940 with Schedule A', await median(() => getForm940(db, { taxYear: 2025 })));
    line(
      'reconciliation (W-3 vs four 941s, 10,000 W-2s)',
      await median(() => getReconciliation(db, { taxYear: 2025 })),
    );
    const [{ forms }] = (
      await db.execute(sql`select count(*)::int as forms from w2_forms where tax_year = 2025`)
    ).rows as [{ forms: number }];
    console.log(`\nW-2s stored for 2025 after two generations: ${forms.toLocaleString('en-US')}`);
  } finally {
    await handle.destroy();
  }
}

await main();
