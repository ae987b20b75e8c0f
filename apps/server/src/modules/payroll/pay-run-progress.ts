import { eq, lt, sql } from 'drizzle-orm';
import { payRunProgress, type Database, type DatabaseHandle } from '@paylab/db';
import { payRunProgressSchema, type PayRunProgress } from '@paylab/shared';

/** How long a finished run's progress stays readable, for a client that polls once more. */
const KEEP_FINISHED_MS = 10 * 60 * 1000;

/**
 * Where a pay run being processed reports how far it has got, for the screen to poll. A run is one
 * transaction, so nothing it writes is visible until it commits; its progress is kept apart.
 */
export interface PayRunProgressBoard {
  /** Never waits and never fails the run: progress is advisory. */
  report(progress: PayRunProgress): void;
  read(idempotencyKey: string): Promise<PayRunProgress>;
}

const toUnknown = (idempotencyKey: string): PayRunProgress => ({
  idempotencyKey,
  phase: 'unknown',
  processed: 0,
  total: 0,
});

const isFinished = (progress: PayRunProgress) =>
  progress.phase === 'done' || progress.phase === 'failed';

/** The embedded database has one process and one connection, which the run's transaction holds. */
function createMemoryBoard(): PayRunProgressBoard {
  const progressByKey = new Map<string, PayRunProgress>();
  return {
    report(progress) {
      progressByKey.set(progress.idempotencyKey, progress);
      if (!isFinished(progress)) return;
      setTimeout(() => {
        if (progressByKey.get(progress.idempotencyKey) === progress)
          progressByKey.delete(progress.idempotencyKey);
      }, KEEP_FINISHED_MS).unref();
    },
    async read(idempotencyKey) {
      return progressByKey.get(idempotencyKey) ?? toUnknown(idempotencyKey);
    },
  };
}

/**
 * On PostgreSQL every server sees one table (issue 26, item 7). Writes go through the pool, not
 * the run's transaction, and one key's writes are chained so a later phase never lands first.
 */
function createTableBoard(db: Database): PayRunProgressBoard {
  const pendingByKey = new Map<string, Promise<void>>();
  const write = async (progress: PayRunProgress) => {
    const values = { ...progress, updatedAt: sql`now()` };
    await db
      .insert(payRunProgress)
      .values(values)
      .onConflictDoUpdate({ target: payRunProgress.idempotencyKey, set: values });
    if (isFinished(progress)) {
      const before = new Date(Date.now() - KEEP_FINISHED_MS).toISOString();
      await db.delete(payRunProgress).where(lt(payRunProgress.updatedAt, before));
    }
  };
  return {
    report(progress) {
      const key = progress.idempotencyKey;
      const previous = pendingByKey.get(key) ?? Promise.resolve();
      const next = previous.then(() => write(progress)).catch(() => undefined);
      pendingByKey.set(key, next);
      void next.then(() => {
        if (pendingByKey.get(key) === next) pendingByKey.delete(key);
      });
    },
    async read(idempotencyKey) {
      const [row] = await db
        .select({
          idempotencyKey: payRunProgress.idempotencyKey,
          phase: payRunProgress.phase,
          processed: payRunProgress.processed,
          total: payRunProgress.total,
        })
        .from(payRunProgress)
        .where(eq(payRunProgress.idempotencyKey, idempotencyKey));
      return row ? payRunProgressSchema.parse(row) : toUnknown(idempotencyKey);
    },
  };
}

export function createPayRunProgressBoard(
  db: Database,
  kind: DatabaseHandle['kind'],
): PayRunProgressBoard {
  return kind === 'postgres' ? createTableBoard(db) : createMemoryBoard();
}
