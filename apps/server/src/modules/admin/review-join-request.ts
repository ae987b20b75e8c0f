import { and, eq } from 'drizzle-orm';
import { clientApprovalRequests, users, type Database } from '@paylab/db';
import { AppError, type JoinRequest } from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { findJoinRequest } from './join-requests';
import type { ReviewDecision } from './review-client';

export interface ReviewJoinRequestOptions extends ReviewDecision {
  requestId: string;
}

/**
 * Approve: the user joins the company (linked and activated); the company's own status and access
 * stay as they were. Reject: the user stays unlinked and inactive. Both record the review and an
 * audit row naming the admin; a request is decided once.
 */
export async function reviewJoinRequest(
  db: Database,
  { actor, requestId, reviewNotes, decision }: ReviewJoinRequestOptions,
): Promise<JoinRequest> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(clientApprovalRequests)
      .where(and(eq(clientApprovalRequests.id, requestId), eq(clientApprovalRequests.kind, 'join')))
      .for('update');
    if (!request?.userId) throw new AppError('NOT_FOUND', 'Join request not found');
    if (request.status !== 'pending') {
      throw new AppError('CONFLICT', `This request was already ${request.status}`);
    }
    const now = new Date().toISOString();
    if (decision === 'approved') {
      await tx
        .update(users)
        .set({ clientId: request.clientId, isActive: true, updatedAt: now })
        .where(eq(users.id, request.userId));
    }
    await tx
      .update(clientApprovalRequests)
      .set({ status: decision, reviewedBy: actor.username, reviewedAt: now, reviewNotes })
      .where(eq(clientApprovalRequests.id, request.id));
    const reviewed = await findJoinRequest(tx, request.id);
    await writeAuditLog(tx, {
      actor,
      action: decision === 'approved' ? 'approve-join' : 'reject-join',
      entity: 'client',
      entityId: request.clientId,
      after: { user: reviewed!.user, reviewNotes },
    });
    return reviewed!;
  });
}
