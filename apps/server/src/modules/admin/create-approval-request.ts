import { clientApprovalRequests, type Database } from '@paylab/db';
import {
  APPROVAL_REQUEST_REASON,
  AppError,
  type ApprovalRequest,
  type SessionUser,
} from '@paylab/shared';
import { writeCreationAudit } from '../../lib/audit-log';
import { findClientByReferenceForUpdate } from './find-client-by-reference';
import { matchPendingCompanyRequest } from './match-pending-company-request';
import { toApprovalRequest } from './to-approval-request';

export interface CreateApprovalRequestOptions {
  actor: SessionUser;
  clientReference: string;
}

/**
 * Opens an approval request with the spec's fixed reason, requested by the signed-in admin (the
 * spec's fixed 'System' is replaced: architecture, departure 3). One pending request per client.
 */
export async function createApprovalRequest(
  db: Database,
  { actor, clientReference }: CreateApprovalRequestOptions,
): Promise<ApprovalRequest> {
  return db.transaction(async (tx) => {
    const client = await findClientByReferenceForUpdate(tx, clientReference).catch(
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND')
          throw AppError.field('clientId', 'Choose an existing client');
        throw error;
      },
    );
    const [pending] = await tx
      .select({ id: clientApprovalRequests.id })
      .from(clientApprovalRequests)
      .where(matchPendingCompanyRequest(client.id))
      .limit(1);
    if (pending)
      throw new AppError(
        'CONFLICT',
        `An approval request for ${client.companyName} is already pending`,
      );
    const [row] = await tx
      .insert(clientApprovalRequests)
      .values({
        clientId: client.id,
        requestedBy: actor.username,
        requestReason: APPROVAL_REQUEST_REASON,
      })
      .returning();
    const request = toApprovalRequest(row!, {
      clientId: client.clientId,
      companyName: client.companyName,
    });
    return writeCreationAudit(tx, { actor, entity: 'client_approval_request' }, request);
  });
}
