import { and, count, desc, eq, exists, inArray, ne, not, or, sql, type SQL } from 'drizzle-orm';
import {
  clientApprovalRequests,
  clients,
  toContainsPattern,
  users,
  type Database,
} from '@paylab/db';
import type { AdminClientList, ListAdminClientsQuery } from '@paylab/shared';
import { matchClientSearch } from '../clients/match-client-search';
import { toClient } from '../clients/to-client';

/**
 * pending: clients without UI access (spec section 2) and clients whose linked users are still
 * inactive. A rejected client is decided, not pending (issue 26, item 1).
 */
export function isPendingApproval(db: Database): SQL {
  const inactiveLinkedUser = db
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.clientId, clients.id), eq(users.isActive, false)));
  return and(
    ne(clients.status, 'rejected'),
    or(not(clients.uiAccess), exists(inactiveLinkedUser)),
  )!;
}

/** The Admin Panel's Pending Client Approvals and Approved Clients lists, each with linked users. */
export async function listAdminClients(
  db: Database,
  query: ListAdminClientsQuery,
): Promise<AdminClientList> {
  const conditions: SQL[] = [
    query.access === 'pending' ? isPendingApproval(db) : eq(clients.uiAccess, true),
  ];
  if (query.search) {
    conditions.push(matchClientSearch(toContainsPattern(query.search)));
  }
  const where = and(...conditions);
  const pendingRequest = db
    .select({ one: sql`1` })
    .from(clientApprovalRequests)
    .where(
      and(
        eq(clientApprovalRequests.clientId, clients.id),
        eq(clientApprovalRequests.kind, 'new_company'),
        eq(clientApprovalRequests.status, 'pending'),
      ),
    );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ client: clients, hasPendingRequest: exists(pendingRequest).mapWith(Boolean) })
      .from(clients)
      .where(where)
      .orderBy(
        query.access === 'approved' ? desc(clients.approvedAt) : desc(clients.createdAt),
        desc(clients.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(clients).where(where),
  ]);
  const clientIds = rows.map((row) => row.client.id);
  const linkedUsers = clientIds.length
    ? await db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          isActive: users.isActive,
          clientId: users.clientId,
        })
        .from(users)
        .where(inArray(users.clientId, clientIds))
        .orderBy(users.username)
    : [];
  return {
    items: rows.map((row) => ({
      ...toClient(row.client),
      hasPendingRequest: row.hasPendingRequest,
      linkedUsers: linkedUsers
        .filter((user) => user.clientId === row.client.id)
        .map(({ clientId: _clientId, ...user }) => user),
    })),
    total: totalRow?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
