import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../client';
import { users } from '../schema';

/** Usernames are one ignoring letter case (migration 0013, users_username_lower_idx), as emails are. */
export function matchesUsername(username: string): SQL {
  return eq(sql`lower(${users.username})`, username.toLowerCase());
}

export function matchesEmail(email: string): SQL {
  return eq(sql`lower(${users.email})`, email.toLowerCase());
}

/**
 * Which of a new account's username and email another account already holds, or null when both
 * are free. Only a verified account holds an email, so an unconfirmed registration never keeps it
 * from its owner (users_verified_email_idx). Callers hold the account-creation lock, so the answer
 * stands until they insert.
 */
export async function findTakenAccountField(
  db: DatabaseOrTransaction,
  { username, email }: { username: string; email: string },
): Promise<'username' | 'email' | null> {
  const [existing] = await db
    .select({ username: users.username })
    .from(users)
    .where(or(matchesUsername(username), and(matchesEmail(email), eq(users.emailVerified, true))))
    .limit(1);
  if (!existing) return null;
  return existing.username.toLowerCase() === username.toLowerCase() ? 'username' : 'email';
}
