import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** One type for both drivers: PGlite and node-postgres expose the same Drizzle query API. */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseOrTransaction = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs the committed drizzle-kit migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type CreateDatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /** How long a request waits for a pooled connection before the database counts as unavailable. */
      connectionWaitMs?: number;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** The migrations folder, found through the package itself so it also works from a bundle (stack-notes 5). */
export function getMigrationsFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@paylab/db/package.json')), 'migrations');
}

export async function createDatabase(options: CreateDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = getMigrationsFolder();
  if (options.kind === 'postgres') {
    // A database that does not answer within 5 s is reported as unavailable (503), never a hang.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: options.connectionWaitMs ?? 5000,
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // pg_trgm backs the employee search index (migration 0007); PostgreSQL has it from contrib.
  const extensions = { pg_trgm };
  const client = options.loadDataDir
    ? await PGlite.create({ loadDataDir: options.loadDataDir, extensions })
    : await PGlite.create(options.dataDir ?? 'memory://', { extensions });
  // Drizzle types each driver's database apart, though both expose one query API: callers see one type.
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
