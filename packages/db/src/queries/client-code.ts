import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../client';

/**
 * The next free client code CL-0001, CL-0002, ...: one past the highest numbered code, whatever its
 * letter case (a typed cl-0027 takes CL-0027: IDs are unique ignoring case). A typed code of ten
 * digits or more is left out: it would overflow the count, and a generated code never reaches it.
 * Call inside the creating transaction; the advisory lock serialises concurrent creations until it
 * commits.
 */
export async function getNextClientCode(tx: DatabaseOrTransaction): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
  const result = await tx.execute(
    sql`select coalesce(max(substring(upper(client_id) from '^CL-(\\d{1,9})$')::int), 0) + 1 as next from clients`,
  );
  const next = Number((result.rows[0] as { next: number | string }).next);
  return `CL-${String(next).padStart(4, '0')}`;
}
