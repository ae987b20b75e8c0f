import { and, eq, inArray } from 'drizzle-orm';
import { clientApprovalRequests, clients, userSessions, users, type Database } from '@paylab/db';
import { APPROVAL_REQUEST_REASON, type ClientReviewResult, type SessionUser } from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { toClient } from '../clients/to-client';
import { findClientByReferenceForUpdate } from './find-client-by-reference';
import { matchPendingCompanyRequest } from './match-pending-company-request';
import { toApprovalRequest } from './to-approval-request';
import { endClientUserSessions } from '../../lib/client-access';

/** An admin's decision on a company's or a user's request, and the notes recorded with it. */
export interface ReviewDecision {
  actor: SessionUser;
  reviewNotes: string;
  decision: 'approved' | 'rejected';
}

export interface ReviewClientOptions extends ReviewDecision {
  clientReference: string;
}

/**
 * Approve: the client becomes approved with UI access, approved by the signed-in admin, and its
 * linked users are activated. Reject: the client becomes rejected, loses UI access and its users'
 * open sessions end. Either way the pending approval request records the review (or a reviewed one
 * is written when none was pending), and an audit row names the admin (architecture: departure 3).
 */
export async function reviewClient(
  db: Database,
  { actor, clientReference, reviewNotes, decision }: ReviewClientOptions,
): Promise<ClientReviewResult> {
  return db.transaction(async (tx) => {
    const before = await findClientByReferenceForUpdate(tx, clientReference);
    const now = new Date().toISOString();
    const isApproval = decision === 'approved';
    const [updated] = await tx
      .update(clients)
      .set(
        isApproval
          ? {
              status: 'approved',
              uiAccess: true,
              approvedBy: actor.username,
              approvedAt: now,
              updatedAt: now,
            }
          : {
              status: 'rejected',
              uiAccess: false,
              approvedBy: null,
              approvedAt: null,
              updatedAt: now,
            },
      )
      .where(eq(clients.id, before.id))
      .returning();

    const linkedUsers = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.clientId, before.id));
    const linkedUserIds = linkedUsers.map((user) => user.id);
    if (linkedUserIds.length) {
      if (isApproval) {
        const activated = await tx
          .update(users)
          .set({ isActive: true, updatedAt: now })
          .where(and(inArray(users.id, linkedUserIds), eq(users.isActive, false)))
          .returning({ id: users.id });
        // A session from before the user was deactivated must not come back with the account.
        if (activated.length) {
          await tx.delete(userSessions).where(
            inArray(
              userSessions.userId,
              activated.map((user) => user.id),
            ),
          );
        }
      } else {
        await endClientUserSessions(tx, before.id);
      }
    }

    const review = { status: decision, reviewedBy: actor.username, reviewedAt: now, reviewNotes };
    let [request] = await tx
      .update(clientApprovalRequests)
      .set(review)
      .where(matchPendingCompanyRequest(before.id))
      .returning();
    if (!request) {
      [request] = await tx
        .insert(clientApprovalRequests)
        .values({
          clientId: before.id,
          requestedBy: actor.username,
          requestReason: APPROVAL_REQUEST_REASON,
          ...review,
        })
        .returning();
    }

    const client = toClient(updated!);
    await writeAuditLog(tx, {
      actor,
      action: isApproval ? 'approve' : 'reject',
      entity: 'client',
      entityId: client.id,
      before: toClient(before),
      after: { ...client, reviewNotes, linkedUsers: linkedUsers.map((user) => user.username) },
    });
    return {
      client,
      request: toApprovalRequest(request!, {
        clientId: client.clientId,
        companyName: client.companyName,
      }),
    };
  });
}
