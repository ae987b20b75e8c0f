import { beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useSecondServer, useTestApp } from '../../test/test-app';

const EMPLOYEES = 3_000;

// Issue 26, item 7: behind a load balancer the polls of the Payroll screen reach any server, not
// only the one running the pay run; before, another server answered 'unknown' until the end.
describe('a pay run running on one server shows its progress on another', () => {
  const testApp = useTestApp();
  const otherServer = useSecondServer(testApp);

  beforeAll(async () => {
    await testApp.database.db.execute(sql`
      insert into employees (employee_id, first_name, last_name, department, annual_salary, pay_frequency, state, hire_date)
      select 'PROG-' || lpad(n::text, 5, '0'), 'Progress', 'Test' || n, 'Load', 40000 + n, 'weekly', 'TX', date '2024-06-03'
      from generate_series(1, ${EMPLOYEES}) as n`);
  });

  test('the other server sees the run under way, then done with its count', async () => {
    const key = 'progress-elsewhere-0001';
    const readElsewhere = async () =>
      (
        await otherServer.app.inject({
          method: 'GET',
          url: `/api/payroll/pay-runs/progress/${key}`,
          headers: { cookie: testApp.adminCookie },
        })
      ).json() as { phase: string; processed: number; total: number };
    expect((await readElsewhere()).phase).toBe('unknown');

    let isRunAnswered = false;
    const run = testApp.app
      .inject({
        method: 'POST',
        url: '/api/payroll/pay-runs',
        headers: { cookie: testApp.adminCookie },
        payload: {
          payFrequency: 'weekly',
          payPeriodStart: '2025-01-06',
          payPeriodEnd: '2025-01-12',
          idempotencyKey: key,
        },
      })
      .finally(() => {
        isRunAnswered = true;
      });
    const phasesWhileRunning = new Set<string>();
    while (!isRunAnswered) {
      phasesWhileRunning.add((await readElsewhere()).phase);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const answered = await run;
    expect(answered.statusCode, answered.body).toBe(200);
    const paid = answered.json().run.employeeCount as number;
    expect(paid).toBeGreaterThanOrEqual(EMPLOYEES);
    expect(
      [...phasesWhileRunning].some((phase) => ['calculating', 'writing'].includes(phase)),
    ).toBe(true);

    let finished = await readElsewhere();
    for (let poll = 0; finished.phase !== 'done' && poll < 200; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      finished = await readElsewhere();
    }
    expect(finished).toEqual({ idempotencyKey: key, phase: 'done', processed: paid, total: paid });
  });
});
