import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@paylab/db/testing';
import { signInOverHttp, startServerProcess, type ServerProcess } from '../../test/server-process';

const EMPLOYEES = 10_000;
/** The demo data's weekly employee (EMP-003) is paid in the same run. */
const PAID = EMPLOYEES + 1;

function startServer(databaseUrl: string): Promise<ServerProcess> {
  return startServerProcess({ DATABASE_URL: databaseUrl, SEED_DEMO: 'true' });
}

function submitPayRun(server: ServerProcess, cookie: string, body: Record<string, unknown>) {
  return fetch(`${server.baseUrl}/api/payroll/pay-runs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

/** Polls the run's progress and kills the process with SIGKILL as soon as the run is under way. */
async function killDuringRun(server: ServerProcess, cookie: string, key: string): Promise<string> {
  for (;;) {
    const response = await fetch(`${server.baseUrl}/api/payroll/pay-runs/progress/${key}`, {
      headers: { cookie },
    }).catch(() => null);
    const progress = response?.ok
      ? ((await response.json()) as { phase: string; processed: number })
      : null;
    // Killed while the rows are being inserted: the moment a half-written run could exist.
    if (
      progress &&
      (progress.phase === 'writing' || progress.phase === 'done' || progress.phase === 'failed')
    ) {
      await server.kill();
      return progress.phase;
    }
  }
}

async function countRun(database: TestDatabase, key: string, payDate: string) {
  const [row] = (
    await database.db.execute(sql`
      select (select count(*) from payroll_records where pay_date = ${payDate}) as records,
             (select count(*) from pay_runs where idempotency_key = ${key}) as runs,
             (select count(*) from audit_log a join pay_runs p on a.entity_id = p.id::text where a.entity = 'pay_run' and p.idempotency_key = ${key}) as audits`)
  ).rows as [{ records: string | number; runs: string | number; audits: string | number }];
  return { records: Number(row.records), runs: Number(row.runs), audits: Number(row.audits) };
}

describe(`a server killed with SIGKILL in the middle of a ${EMPLOYEES.toLocaleString('en-US')}-employee pay run leaves the whole run or none of it`, () => {
  let database: TestDatabase;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase({ kind: 'postgres' });
    server = await startServer(database.url!);
    await database.db.execute(sql`
        insert into employees (employee_id, first_name, last_name, department, annual_salary, pay_frequency, state, hire_date)
        select 'CRASH-' || lpad(n::text, 5, '0'), 'Crash', 'Test' || n, 'Load', 40000 + n, 'weekly', (array['CA', 'NY', 'TX'])[1 + n % 3], date '2024-06-03'
        from generate_series(1, ${EMPLOYEES}) as n`);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null)
      await server.stop();
    await database?.destroy();
  });

  test('after a restart the run is all there or not at all, and resubmitting the same key completes it exactly once', async () => {
    const cookie = await signInOverHttp(server!.baseUrl, 'admin', 'admin123');
    const payload = {
      payFrequency: 'weekly',
      payPeriodStart: '2025-01-06',
      payPeriodEnd: '2025-01-12',
      idempotencyKey: 'crash-run-0001',
    };
    const inFlight = submitPayRun(server!, cookie, payload).then(
      (response) => response.status,
      () => 'connection lost',
    );
    const phaseAtKill = await killDuringRun(server!, cookie, payload.idempotencyKey);
    expect(phaseAtKill).toBe('writing');
    await inFlight;

    // The run is one transaction: PostgreSQL rolls back what the dead process had not committed.
    const afterCrash = await countRun(database, payload.idempotencyKey, '2025-01-12');
    console.log(
      `pay-run crash test: killed while ${phaseAtKill}; after restart ${afterCrash.records} records, ${afterCrash.runs} run`,
    );
    expect([
      { records: 0, runs: 0, audits: 0 },
      { records: PAID, runs: 1, audits: 1 },
    ]).toContainEqual(afterCrash);

    server = await startServer(database.url!);
    const cookieAfter = await signInOverHttp(server.baseUrl, 'admin', 'admin123');
    const retry = await submitPayRun(server, cookieAfter, payload);
    expect(retry.status).toBe(200);
    const body = (await retry.json()) as { run: { employeeCount: number }; isReplay: boolean };
    expect(body.run.employeeCount).toBe(PAID);
    expect(body.isReplay).toBe(afterCrash.runs === 1);
    expect(await countRun(database, payload.idempotencyKey, '2025-01-12')).toEqual({
      records: PAID,
      runs: 1,
      audits: 1,
    });
  });
});
