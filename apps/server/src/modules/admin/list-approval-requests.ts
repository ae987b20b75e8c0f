import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { clientApprovalRequests, clients, toContainsPattern, type Database } from '@paylab/db';
import type { ApprovalRequestList, ListApprovalRequestsQuery } from '@paylab/shared';
import { readPage } from '../../lib/read-page';
import { toApprovalRequest } from './to-approval-request';

export async function listApprovalRequests(
  db: Database,
  query: ListApprovalRequestsQuery,
): Promise<ApprovalRequestList> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(clientApprovalRequests.status, query.status));
  if (query.search) {
    const pattern = toContainsPattern(query.search);
    conditions.push(or(ilike(clients.companyName, pattern), ilike(clients.clientId, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return readPage(query, {
    rows: db
      .select({
        request: clientApprovalRequests,
        clientId: clients.clientId,
        companyName: clients.companyName,
      })
      .from(clientApprovalRequests)
      .innerJoin(clients, eq(clients.id, clientApprovalRequests.clientId))
      .where(where)
      .orderBy(desc(clientApprovalRequests.createdAt), desc(clientApprovalRequests.id))
      .$dynamic(),
    total: db
      .select({ value: count() })
      .from(clientApprovalRequests)
      .innerJoin(clients, eq(clients.id, clientApprovalRequests.clientId))
      .where(where),
    toItems: (rows) =>
      rows.map((row) =>
        toApprovalRequest(row.request, { clientId: row.clientId, companyName: row.companyName }),
      ),
  });
}
