import { sql, type SQL } from 'drizzle-orm';
import type { TestDatabase } from '@paylab/db/testing';

/**
 * How many rows of `table` match `condition`, read from the database itself rather than through
 * the API, so a test sees what was really written.
 */
export async function countRows(
  database: TestDatabase,
  table: string,
  condition: SQL = sql`true`,
): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*) as count from ${sql.identifier(table)} where ${condition}`,
  );
  return Number((result.rows[0] as { count: string | number }).count);
}
