import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { tableVersions } from '../schema';

/** A count of a filter's matches, the version of the table it was taken at, and the table's rows then. */
export interface RememberedCount {
  version: string;
  count: number;
  /** Every row of the table at that version: with `count`, how densely the filter matches (ADR 0024). */
  total: number;
}

// A bound, not a cache policy: each filter typed is one entry, and an entry is worth one count.
const MAX_REMEMBERED_FILTERS = 1_000;

/**
 * The version of a table (migration 0017), read in the statement's own snapshot, as text so both
 * drivers hand back the same type.
 */
export function selectTableVersion(tableName: string): SQL<string> {
  return sql<string>`(select ${tableVersions.version}::text from ${tableVersions} where ${tableVersions.tableName} = ${tableName})`;
}

/**
 * The count, or null when the table is still at the version the caller remembers it for (ADR 0022).
 * An uncorrelated subquery is an InitPlan, which PostgreSQL runs only when an expression first
 * needs it, so the branch not taken costs nothing.
 */
export function countUnlessRemembered(count: SQL, version: SQL<string>, knownVersion: string | Placeholder): SQL<number | null> {
  return sql<number | null>`case when ${version} = ${knownVersion} then null else (${count}) end`;
}

/**
 * Counts of one table's filters, remembered per database handle (tests open many) and keyed by the
 * filter. An entry is only ever answered through `countUnlessRemembered`, which checks its version
 * in the same snapshot as the page it is answered beside.
 */
export function rememberCountsPerDatabase() {
  const perDatabase = new WeakMap<Database, Map<string, RememberedCount>>();
  return {
    recall(db: Database, filterKey: string): RememberedCount | undefined {
      return perDatabase.get(db)?.get(filterKey);
    },
    remember(db: Database, filterKey: string, remembered: RememberedCount) {
      let counts = perDatabase.get(db);
      if (!counts) perDatabase.set(db, (counts = new Map()));
      if (counts.size >= MAX_REMEMBERED_FILTERS && !counts.has(filterKey)) counts.clear();
      counts.set(filterKey, remembered);
    },
  };
}
