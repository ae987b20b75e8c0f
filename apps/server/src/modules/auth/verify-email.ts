import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  clientApprovalRequests,
  clients,
  emailVerifications,
  getNextClientCode,
  matchesEmail,
  users,
  type Database,
} from '@paylab/db';
import { AppError, type VerifyEmailInput, type VerifyEmailResult } from '@paylab/shared';
import { takeAccountCreationLock } from '../../lib/account-lock';
import { writeAuditLog } from '../../lib/audit-log';
import { hashToken } from '../../lib/tokens';

const INVALID_LINK_MESSAGE = 'This link is invalid, expired or already used';

/**
 * Redeems a registration's one-time link. The address is now proved, so the account holds it, and
 * the registration becomes a request an administrator decides (api-conventions: Identity):
 * - one client already has this email: a request to join that company; the user stays unlinked
 *   and inactive, and the company's access and status do not change;
 * - otherwise: a new pending client named as the registrant named it, linked to the user.
 */
export async function verifyEmail(
  db: Database,
  input: VerifyEmailInput,
): Promise<VerifyEmailResult> {
  return db.transaction(async (tx) => {
    await takeAccountCreationLock(tx);
    const now = new Date().toISOString();
    const [verification] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, hashToken(input.token)),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning();
    if (!verification) throw AppError.field('token', INVALID_LINK_MESSAGE);
    const [user] = await tx.select().from(users).where(eq(users.id, verification.userId));
    if (!user || user.emailVerified) throw AppError.field('token', INVALID_LINK_MESSAGE);

    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(matchesEmail(user.email), eq(users.emailVerified, true)))
      .limit(1);
    if (owner) {
      throw new AppError('CONFLICT', 'Another account confirmed this email address first', {
        token: 'Another account confirmed this email address first',
      });
    }
    await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: now })
      .where(eq(users.id, user.id));
    // Other registrations of this address can never be confirmed now; their usernames come free.
    await tx
      .delete(users)
      .where(and(matchesEmail(user.email), eq(users.emailVerified, false), ne(users.id, user.id)));

    // Only "the one client whose email matches" can be joined: with two, a guess could pick wrong.
    const matchingClients = await tx
      .select({ id: clients.id, companyName: clients.companyName })
      .from(clients)
      .where(eq(sql`lower(${clients.email})`, user.email.toLowerCase()))
      .limit(2);
    const [existingClient] = matchingClients.length === 1 ? matchingClients : [];
    if (existingClient) {
      await tx.insert(clientApprovalRequests).values({
        kind: 'join',
        clientId: existingClient.id,
        userId: user.id,
        requestedBy: user.username,
        requestReason: `${user.username} asks to join ${existingClient.companyName}`,
      });
      await writeAuditLog(tx, {
        actor: { id: user.id, username: user.username },
        action: 'request-join',
        entity: 'client',
        entityId: existingClient.id,
        after: { username: user.username, email: user.email },
      });
      return { outcome: 'join_requested', companyName: existingClient.companyName };
    }

    const [client] = await tx
      .insert(clients)
      .values({
        clientId: await getNextClientCode(tx),
        companyName: verification.companyName,
        contactFirstName: verification.contactFirstName,
        contactLastName: verification.contactLastName,
        email: user.email,
        notes: 'Created by self-registration; complete the details and review the access request.',
      })
      .returning({ id: clients.id, companyName: clients.companyName });
    await tx.update(users).set({ clientId: client!.id }).where(eq(users.id, user.id));
    await writeAuditLog(tx, {
      actor: { id: user.id, username: user.username },
      action: 'verify-email',
      entity: 'client',
      entityId: client!.id,
      after: { username: user.username, email: user.email, companyName: client!.companyName },
    });
    return { outcome: 'company_pending', companyName: client!.companyName };
  });
}
