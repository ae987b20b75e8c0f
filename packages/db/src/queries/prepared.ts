import type { Database } from '../client';

/**
 * Builds a named prepared statement once per database handle (ADR 0011). Drizzle then skips
 * rebuilding the SQL on every call, and PostgreSQL parses and plans it once per connection.
 * Per handle rather than per process, because tests open many databases.
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
