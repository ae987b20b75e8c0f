// Load: autocannon drives the built server on 127.0.0.1 for a bounded time, beside bare Fastify routes
// calling the same services on the same PostgreSQL database (issue 7, item 3). Needs `npm run build`
// and PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createDatabase, seedDemoData } from '@paylab/db';
import { runAdminQuery, withDatabase } from '@paylab/db/testing';
import { hashPassword } from '../apps/server/src/lib/password-hash';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// Unmeasured load first, so the JIT, the pools and the prepared statements are warm when counting starts.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = 20;
const EMPLOYEES = 10_000;
const INVOICES = 100_000;
const name = `paylab_bench_load_${process.pid}`;
const url = withDatabase(ADMIN_URL, name);

async function waitFor(healthUrl: string) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${healthUrl} did not come up`);
}

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

interface Figures {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function drive(options: autocannon.Options): Promise<Figures> {
  if (WARMUP_SECONDS > 0)
    await autocannon({ connections: CONNECTIONS, duration: WARMUP_SECONDS, ...options });
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    ...options,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

await runAdminQuery(ADMIN_URL, `create database ${name}`);
const children: ChildProcess[] = [];
try {
  const database = await createDatabase({ kind: 'postgres', url });
  await database.migrate();
  await seedDemoData(database.db, { hashPassword });
  await database.db.execute(sql`
    insert into employees (employee_id, first_name, last_name, email, department, position, annual_salary, pay_frequency, filing_status, state, hire_date)
    select 'BENCH-' || lpad(n::text, 6, '0'), (array['Ana','Ben','Chloe','Dev','Eli','Fay'])[1 + n % 6], (array['Smith','Jones','Garcia','Chen','Brown'])[1 + n % 5] || n,
           'e' || n || '@example.com', (array['Engineering','Sales','Operations','Finance'])[1 + n % 4], 'Staff', 40000 + (n % 90) * 1000,
           (array['weekly','bi-weekly','semi-monthly','monthly'])[1 + n % 4], 'single', (array['CA','NY','TX','FL'])[1 + n % 4], '2024-01-01'
    from generate_series(1, ${EMPLOYEES}) as n`);
  await database.db.execute(sql`
    insert into invoices (invoice_number, client_id, issue_date, due_date, subtotal, tax_rate, tax_amount, total_amount, status, created_at)
    select 'BENCH-' || lpad(n::text, 7, '0'), (select id from clients limit 1), date '2025-01-01' + (n % 300), date '2025-01-31' + (n % 300),
           1000 + n % 500, 0.0875, round((1000 + n % 500) * 0.0875, 2), 1000 + n % 500 + round((1000 + n % 500) * 0.0875, 2),
           (array['draft','sent','paid','overdue','cancelled'])[1 + n % 5], now() - make_interval(secs => n)
    from generate_series(1, ${INVOICES}) as n`);
  // Two items on every invoice and a payment on every paid one, as real invoices have.
  await database.db.execute(sql`
    insert into invoice_items (invoice_id, description, quantity, unit_price, total_price, position)
    select id, 'Item ' || k, 1, subtotal / 2, subtotal / 2, k from invoices, generate_series(1, 2) as k where invoice_number like 'BENCH-%'`);
  await database.db.execute(sql`
    insert into payments (invoice_id, amount, payment_date, payment_method)
    select id, total_amount, issue_date + 10, 'ACH' from invoices where status = 'paid' and invoice_number like 'BENCH-%'`);
  await database.db.execute(sql`vacuum analyze`);
  await database.close();

  const appPort = 5091;
  const barePort = 5092;
  children.push(
    start('node', ['apps/server/dist/server.js'], {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      LOG_LEVEL: 'error',
    }),
  );
  children.push(
    start('node_modules/.bin/tsx', ['scripts/bench/bare-server.ts'], {
      PORT: String(barePort),
      DATABASE_URL: url,
    }),
  );
  await Promise.all([
    waitFor(`http://127.0.0.1:${appPort}/api/health`),
    waitFor(`http://127.0.0.1:${barePort}/health`),
  ]);
  const login = await fetch(`http://127.0.0.1:${appPort}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const app = `http://127.0.0.1:${appPort}`;
  const bare = `http://127.0.0.1:${barePort}`;
  const taxBody = JSON.stringify({
    payFrequency: 'bi-weekly',
    grossPay: '3500.00',
    filingStatus: 'single',
    state: 'CA',
    payDate: '2025-06-13',
    ruleSet: 'official-2025',
  });
  const LABEL_WIDTH = 46;
  const cases: Array<[string, autocannon.Options, autocannon.Options]> = [
    ['GET /api/health', { url: `${app}/api/health` }, { url: `${bare}/health` }],
    [
      'GET /api/invoices (first page)',
      { url: `${app}/api/invoices?page=1`, headers: { cookie } },
      { url: `${bare}/invoices` },
    ],
    // A fifth of the directory is named Smith<n>: the broad search counts 2,000 matches on every
    // request. Looking one person up (smith12: Smith12, Smith120, Smith125, Smith1200 to Smith1295)
    // matches 22, which is how a directory search usually ends.
    [
      'GET /api/employees?search=smith (2,000 match)',
      { url: `${app}/api/employees?search=smith`, headers: { cookie } },
      { url: `${bare}/employees?search=smith` },
    ],
    [
      'GET /api/employees?search=smith12 (22 match)',
      { url: `${app}/api/employees?search=smith12`, headers: { cookie } },
      { url: `${bare}/employees?search=smith12` },
    ],
    [
      'POST /api/tax/calculate',
      {
        url: `${app}/api/tax/calculate`,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: taxBody,
      },
      { url: `${bare}/tax`, method: 'POST' },
    ],
  ];
  console.log(
    `load: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each after ${WARMUP_SECONDS} s warm-up, ${availableParallelism()} cores, PostgreSQL with ${EMPLOYEES.toLocaleString()} employees and ${INVOICES.toLocaleString()} invoices`,
  );
  console.log(
    `${'route'.padEnd(LABEL_WIDTH)} PayLab req/s   p99 ms  errors | bare req/s   p99 ms | ratio`,
  );
  for (const [label, appOptions, bareOptions] of cases) {
    const paylab = await drive(appOptions);
    const baseline = await drive(bareOptions);
    console.log(
      `${label.padEnd(LABEL_WIDTH)} ${paylab.requestsPerSecond.toFixed(0).padStart(12)} ${String(paylab.p99).padStart(8)} ${String(paylab.errors).padStart(7)} | ${baseline.requestsPerSecond.toFixed(0).padStart(10)} ${String(baseline.p99).padStart(8)} | ${(paylab.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`,
    );
  }
  console.log('targets: each read >= 0.5 of its bare route in this run, p99 < 50 ms, zero errors');
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await runAdminQuery(ADMIN_URL, `drop database if exists ${name} with (force)`);
}
