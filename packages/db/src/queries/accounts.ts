import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../client';
import { users } from '../schema';

/** Usernames are one ignoring letter case (migration 0013, users_username_lower_idx), as emails are. */
export function matchesUsername(username: string): SQL {
  return eq(sql`lower(${users.username})`, username.toLowerCase());
}

/**
 * Which of a new account's username and email another account already holds, or null when both
 * are free. Callers hold the account-creation lock, so the answer stands until they insert.
 */
export async function findTakenAccountField(
  db: DatabaseOrTransaction,
  { username, email }: { username: string; email: string },
): Promise<'username' | 'email' | null> {
  const [existing] = await db
    .select({ username: users.username })
    .from(users)
    .where(or(matchesUsername(username), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  if (!existing) return null;
  return existing.username.toLowerCase() === username.toLowerCase() ? 'username' : 'email';
}
