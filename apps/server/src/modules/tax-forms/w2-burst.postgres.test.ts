import { beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';

const GENERATIONS = 40;

// Issue 26, item 6: each W-2 generation waited for the year's advisory lock while holding a pooled
// connection, so 40 at once took the whole pool and other people's requests (their session
// lookups first) queued behind them until they failed as "database unavailable".
describe(`${GENERATIONS} concurrent W-2 generations on one server`, () => {
  const testApp = useTestApp();
  let clientCookie: string;
  beforeAll(async () => {
    clientCookie = await testApp.signInDemoClient();
  });

  test('all succeed, none waits on the lock holding a connection, and another user reads on', async () => {
    const lockWaiters: number[] = [];
    const readStatuses: number[] = [];
    let isBurstOver = false;
    const burst = Promise.all(
      Array.from({ length: GENERATIONS }, () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/w2/generate/2025',
          headers: { cookie: testApp.adminCookie },
        }),
      ),
    ).finally(() => {
      isBurstOver = true;
    });
    while (!isBurstOver) {
      const read = await testApp.app.inject({
        method: 'GET',
        url: '/api/portal/invoices',
        headers: { cookie: clientCookie },
      });
      readStatuses.push(read.statusCode);
      const [waiting] = (
        await testApp.database.db.execute(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
        )
      ).rows as [{ n: number }];
      lockWaiters.push(waiting.n);
    }
    const generations = await burst;
    expect(generations.map((response) => response.statusCode)).toEqual(
      Array<number>(GENERATIONS).fill(200),
    );
    expect(readStatuses.length).toBeGreaterThan(0);
    expect(readStatuses.filter((status) => status !== 200)).toEqual([]);
    expect(Math.max(...lockWaiters)).toBe(0);
  });
});
