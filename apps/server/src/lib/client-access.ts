import { eq, inArray } from 'drizzle-orm';
import { userSessions, users, type DatabaseOrTransaction } from '@paylab/db';

/** Client statuses that keep the client's users out of the portal (api-conventions: Identity). */
export const BLOCKED_CLIENT_STATUSES: ReadonlySet<string> = new Set([
  'inactive',
  'suspended',
  'rejected',
]);

/**
 * Signs out every user linked to a client that is rejected or deleted, in the caller's transaction
 * (before the client row goes). Inactive and suspended clients keep their sessions, and every portal
 * request answers 403 with the reason (get-own-client.ts).
 */
export async function endClientUserSessions(
  tx: DatabaseOrTransaction,
  clientId: string,
): Promise<void> {
  await tx
    .delete(userSessions)
    .where(
      inArray(
        userSessions.userId,
        tx.select({ id: users.id }).from(users).where(eq(users.clientId, clientId)),
      ),
    );
}
