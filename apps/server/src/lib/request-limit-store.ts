import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { requestLimitCounters, type Database } from '@paylab/db';

type IncrementCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** How often (in increments, per process) counters whose window ended an hour ago are removed. */
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store that counts in PostgreSQL, so two servers on one database give one
 * limit, not two (issue 26, item 5). One upsert per request both counts the hit and starts a new
 * window when the old one has ended. The embedded database keeps the plugin's in-memory store: it
 * has one process.
 */
export function createRequestLimitStore(db: Database) {
  let increments = 0;
  class RequestLimitStore implements FastifyRateLimitStore {
    prefix = 'request-limit-';

    incr(key: string, callback: IncrementCallback, timeWindow: number): void {
      const fullKey = `${this.prefix}${key}`;
      const windowEnd = sql`now() + ${timeWindow} * interval '1 millisecond'`;
      const isExpired = sql`${requestLimitCounters.resetAt} <= now()`;
      db.insert(requestLimitCounters)
        .values({ key: fullKey, hits: 1, resetAt: windowEnd })
        .onConflictDoUpdate({
          target: requestLimitCounters.key,
          set: {
            hits: sql`case when ${isExpired} then 1 else ${requestLimitCounters.hits} + 1 end`,
            resetAt: sql`case when ${isExpired} then ${windowEnd} else ${requestLimitCounters.resetAt} end`,
          },
        })
        .returning({
          current: requestLimitCounters.hits,
          ttl: sql<number>`ceil(extract(epoch from ${requestLimitCounters.resetAt} - now()) * 1000)::int`,
        })
        .then(
          ([row]) => {
            callback(null, { current: row!.current, ttl: Math.max(0, row!.ttl) });
            increments += 1;
            if (increments % SWEEP_EVERY === 0) void sweepEnded();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /** The plugin passes the route as `routeInfo`, though its types describe the route itself. */
    child(options: {
      url?: unknown;
      routeInfo?: { method?: unknown; url?: unknown };
    }): RequestLimitStore {
      const store = new RequestLimitStore();
      store.prefix = `${this.prefix}${String(options.routeInfo?.method)}${String(options.routeInfo?.url)}-`;
      return store;
    }
  }
  const sweepEnded = () =>
    db
      .delete(requestLimitCounters)
      .where(lt(requestLimitCounters.resetAt, sql`now() - interval '1 hour'`))
      .then(
        () => undefined,
        () => undefined,
      );
  return RequestLimitStore;
}
