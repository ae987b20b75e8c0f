import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { clientApprovalRequests, clients, toContainsPattern, type Database } from '@paylab/db';
import type { ApprovalRequestList, ListApprovalRequestsQuery } from '@paylab/shared';
import type { PgSelect } from 'drizzle-orm/pg-core';
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
  // The page's rows and their count read the requests with their companies alike.
  const withClients = <Query extends PgSelect>(select: Query) =>
    select.innerJoin(clients, eq(clients.id, clientApprovalRequests.clientId)).where(where);
  return readPage(query, {
    rows: withClients(
      db
        .select({
          request: clientApprovalRequests,
          clientId: clients.clientId,
          companyName: clients.companyName,
        })
        .from(clientApprovalRequests)
        .$dynamic(),
    ).orderBy(desc(clientApprovalRequests.createdAt), desc(clientApprovalRequests.id)),
    total: withClients(db.select({ value: count() }).from(clientApprovalRequests).$dynamic()),
    toItems: (rows) =>
      rows.map((row) =>
        toApprovalRequest(row.request, { clientId: row.clientId, companyName: row.companyName }),
      ),
  });
}
