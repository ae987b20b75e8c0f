import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../client';

/**
 * Test databases: every test file gets its own fresh, migrated database and never depends on what
 * an earlier run left. PGlite files load a migrated template dumped once per run (stack-notes 9);
 * with TEST_DB_KIND=postgres each file creates and drops its own database on TEST_DATABASE_URL.
 */
export type TestDatabaseKind = 'pglite' | 'postgres';

export function getTestDatabaseKind(env: NodeJS.ProcessEnv = process.env): TestDatabaseKind {
  return env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

/** Builds a migrated PGlite data dir once and returns the path of its dump. */
export async function createPgliteTemplate(): Promise<string> {
  const handle = await createDatabase({ kind: 'pglite' });
  await handle.migrate();
  type PgliteHandle = { $client: { dumpDataDir(compression?: 'none' | 'gzip'): Promise<Blob> } };
  // A PGlite database typed as node-postgres's (client.ts): its own client is what dumps the data dir.
  const client = (handle.db as unknown as PgliteHandle).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const path = join(
    tmpdir(),
    `paylab-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  return path;
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
  /** The connection string of a PostgreSQL test database (for child processes). */
  url?: string;
}

export async function createTestDatabase(
  options: { kind?: TestDatabaseKind; pgliteTemplate?: string; connectionWaitMs?: number } = {},
): Promise<TestDatabase> {
  const kind = options.kind ?? getTestDatabaseKind();
  if (kind === 'pglite') {
    const handle = options.pgliteTemplate
      ? await createDatabase({
          kind: 'pglite',
          loadDataDir: new Blob([await readFile(options.pgliteTemplate)]),
        })
      : await createDatabase({ kind: 'pglite' });
    if (!options.pgliteTemplate) await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `paylab_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(adminUrl, name);
  await runAdminQuery(adminUrl, `create database ${name}`);
  const handle = await createDatabase({
    kind: 'postgres',
    url,
    connectionWaitMs: options.connectionWaitMs,
  });
  await handle.migrate();
  return {
    ...handle,
    url,
    destroy: async () => {
      await handle.close();
      await runAdminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function runAdminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
export * from './throwaway-cluster';
export * from './payroll-rows';
