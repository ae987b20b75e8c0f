import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing';

/**
 * A fresh migrated database for the test file that calls it: created before its tests, destroyed
 * after them. Read `db` inside a hook or test, once the database exists.
 */
export function useTestDatabase(): { readonly db: TestDatabase['db'] } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.destroy());
  return {
    get db() {
      if (!database)
        throw new Error(
          'useTestDatabase: the database is created in beforeAll; read it inside a hook or test',
        );
      return database.db;
    },
  };
}
