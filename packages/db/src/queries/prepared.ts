import type { Database } from '../client';

/**
 * The name to prepare a statement under when its best plan depends on its values, as a search
 * pattern's does (ADR 0019). Drizzle still builds its SQL once, but node-postgres sends a statement
 * without a name unnamed, and PostgreSQL plans an unnamed statement for the values of each call. A
 * named one turns generic after five calls, and the generic search plan sorted every match of
 * '%a%' (21.6 ms, not 0.4 ms).
 */
export const UNNAMED_STATEMENT = '';

/**
 * Builds a prepared statement once per database handle (ADR 0011), so Drizzle skips rebuilding its
 * SQL on every call. Named, PostgreSQL also parses it once per connection and, where no call's
 * values would change its plan, stops planning it. Per handle rather than per process, because
 * tests open many databases.
 */
export function preparePerDatabase<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
