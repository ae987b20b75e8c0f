import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase } from '@paylab/db';
import { createTestDatabase, getTestDatabaseKind, type TestDatabase } from '@paylab/db/testing';
import { signInOverHttp, startServerProcess, type ServerProcess } from './server-process';

const SETTINGS = {
  companyAddress: '1 Crash Lane',
  ein: '12-3456789',
  stateUnemploymentRate: '0.0340',
  federalUnemploymentRate: '0.0060',
  payScheduleAnchorDate: '2025-01-06',
  taxRuleSet: 'official-2025',
};

function putSettings(server: ServerProcess, cookie: string, index: number) {
  return fetch(`${server.baseUrl}/api/company/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ ...SETTINGS, companyName: `Crash Co ${index}` }),
  });
}

/**
 * Writes acknowledged one by one, then a burst in flight when the process is killed with SIGKILL.
 * Returns the indexes the server acknowledged.
 */
async function writeThenKill(server: ServerProcess, cookie: string): Promise<number[]> {
  const acknowledged: number[] = [];
  for (let index = 0; index < 20; index += 1) {
    const response = await putSettings(server, cookie, index);
    expect(response.status).toBe(200);
    acknowledged.push(index);
  }
  const inFlight = Array.from({ length: 20 }, (_, offset) =>
    putSettings(server, cookie, 100 + offset)
      .then((response) => (response.status === 200 ? acknowledged.push(100 + offset) : undefined))
      .catch(() => undefined),
  );
  await new Promise((resolve) => setTimeout(resolve, 15));
  await server.kill();
  await Promise.all(inFlight);
  return acknowledged;
}

async function countSettingsAudits(databaseUrl: string | undefined, dataDir: string | undefined) {
  const handle = databaseUrl
    ? await createDatabase({ kind: 'postgres', url: databaseUrl })
    : await createDatabase({ kind: 'pglite', dataDir: dataDir! });
  try {
    const result = await handle.db.execute(
      sql`select after->>'companyName' as name from audit_log where entity = 'company_settings' and action = 'update'`,
    );
    return new Set(result.rows.map((row) => (row as { name: string }).name));
  } finally {
    await handle.close();
  }
}

describe('a server killed with SIGKILL keeps every acknowledged write', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  test.runIf(getTestDatabaseKind() === 'pglite')(
    'on embedded PGlite, restarting on the same data folder',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'paylab-crash-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const first = await startServerProcess({ DATA_DIR: dataDir });
      const cookie = await signInOverHttp(first.baseUrl, 'admin', 'admin123');
      const acknowledged = await writeThenKill(first, cookie);

      const second = await startServerProcess({ DATA_DIR: dataDir });
      const settings = await fetch(`${second.baseUrl}/api/company/settings`, {
        headers: { cookie: await signInOverHttp(second.baseUrl, 'admin', 'admin123') },
      });
      expect(settings.status).toBe(200);
      expect(((await settings.json()) as { companyName: string }).companyName).toMatch(
        /^Crash Co \d+$/,
      );
      await second.stop();

      const audited = await countSettingsAudits(undefined, dataDir);
      for (const index of acknowledged) expect(audited.has(`Crash Co ${index}`)).toBe(true);
    },
  );

  test.runIf(getTestDatabaseKind() === 'postgres')(
    'on PostgreSQL, killed mid-request',
    async () => {
      const database: TestDatabase = await createTestDatabase({ kind: 'postgres' });
      cleanups.push(() => database.destroy());
      const first = await startServerProcess({ DATABASE_URL: database.url!, SEED_DEMO: 'true' });
      const cookie = await signInOverHttp(first.baseUrl, 'admin', 'admin123');
      const acknowledged = await writeThenKill(first, cookie);

      const second = await startServerProcess({ DATABASE_URL: database.url!, SEED_DEMO: 'true' });
      const health = await fetch(`${second.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      await second.stop();

      const audited = await countSettingsAudits(database.url, undefined);
      for (const index of acknowledged) expect(audited.has(`Crash Co ${index}`)).toBe(true);
      // Each write is one transaction: a settings row was never left without its audit row.
      const [row] = (await database.db.execute(sql`select company_name from company_settings`))
        .rows as [{ company_name: string }];
      expect(audited.has(row.company_name)).toBe(true);
    },
  );
});
