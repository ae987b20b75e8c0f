import { and, eq, type SQL, type SQLWrapper } from 'drizzle-orm';
import { clientApprovalRequests } from '@paylab/db';

/**
 * The open "new company" request of a client (a stored id, or the outer query's client column): at
 * most one is pending per client, and reviewing the client decides it.
 */
export function matchPendingCompanyRequest(clientId: string | SQLWrapper): SQL {
  return and(
    eq(clientApprovalRequests.clientId, clientId),
    eq(clientApprovalRequests.kind, 'new_company'),
    eq(clientApprovalRequests.status, 'pending'),
  )!;
}
