import { randomBytes } from 'node:crypto';
import { createDatabase, type DatabaseHandle } from '@paylab/db';
import { runAdminQuery, withDatabase } from '@paylab/db/testing';

/** The PostgreSQL server the benches create their databases on. */
export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether the server takes connections: `npm run bench` still prints figures on a machine without one. */
export async function isPostgresReachable(adminUrl: string): Promise<boolean> {
  try {
    await runAdminQuery(adminUrl, 'select 1');
    return true;
  } catch {
    return false;
  }
}

export interface ScratchDatabase extends DatabaseHandle {
  /** Closes the database and drops it from the server. */
  destroy(): Promise<void>;
}

/**
 * A database of one bench run's own, not yet migrated, so that a run never reads what an earlier
 * one left; `label` names the bench in the database's name.
 */
export async function createScratchDatabase(
  adminUrl: string,
  label: string,
  options: { maxConnections?: number } = {},
): Promise<ScratchDatabase> {
  const name = `paylab_bench_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await runAdminQuery(adminUrl, `create database ${name}`);
  const handle = await createDatabase({
    kind: 'postgres',
    url: withDatabase(adminUrl, name),
    maxConnections: options.maxConnections,
  });
  return {
    ...handle,
    destroy: async () => {
      await handle.close();
      await runAdminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** An in-memory PGlite database behind the same handle, for the benches that measure both. */
export async function createScratchPglite(): Promise<ScratchDatabase> {
  const handle = await createDatabase({ kind: 'pglite' });
  return { ...handle, destroy: () => handle.close() };
}
