import type { Database } from '../client';

/**
 * Builds a prepared statement once per database handle (ADR 0026), so Drizzle skips rebuilding its
 * SQL on every call. Named, PostgreSQL also parses it once per connection and, where no call's
 * values would change its plan, stops planning it. Per handle rather than per process, because
 * tests open many databases.
 */
export function preparePerDatabase<Statement>(
  build: (db: Database) => Statement,
): (db: Database) => Statement {
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
