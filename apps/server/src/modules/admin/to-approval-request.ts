import type { clientApprovalRequests } from '@paylab/db';
import type { ApprovalRequest } from '@paylab/shared';
import { toIsoTimestamp } from '../../lib/timestamps';

export function toApprovalRequest(
  row: typeof clientApprovalRequests.$inferSelect,
  client: { clientId: string; companyName: string },
): ApprovalRequest {
  return {
    ...row,
    kind: row.kind as ApprovalRequest['kind'],
    client,
    reviewedAt: toIsoTimestamp(row.reviewedAt),
    createdAt: toIsoTimestamp(row.createdAt),
  };
}
