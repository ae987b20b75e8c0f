import { and, count, desc, eq, exists, inArray, ne, not, or, sql, type SQL } from 'drizzle-orm';
import {
  clientApprovalRequests,
  clients,
  toContainsPattern,
  users,
  type Database,
} from '@paylab/db';
import type {
  AdminClient,
  AdminClientList,
  ClientReview,
  ListAdminClientsQuery,
} from '@paylab/shared';
import { readPage } from '../../lib/read-page';
import { toIsoTimestamp } from '../../lib/timestamps';
import { matchClientSearch } from '../clients/match-client-search';
import { toClient } from '../clients/to-client';
import { matchPendingCompanyRequest } from './match-pending-company-request';

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

/** Which clients each list of the Client Approval tab holds; the stats count the same sets. */
export function matchAdminClientList(db: Database, access: ListAdminClientsQuery['access']): SQL {
  if (access === 'pending') return isPendingApproval(db);
  if (access === 'approved') return eq(clients.uiAccess, true);
  return and(eq(clients.status, 'rejected'), not(clients.uiAccess))!;
}

/**
 * The latest decided access review of each client: its notes stay beside the client after the
 * decision (issue 27, item 12).
 */
async function findLastReviews(db: Database, clientIds: string[]) {
  if (!clientIds.length) return new Map<string, ClientReview>();
  const rows = await db
    .select({
      clientId: clientApprovalRequests.clientId,
      status: clientApprovalRequests.status,
      reviewedBy: clientApprovalRequests.reviewedBy,
      reviewedAt: clientApprovalRequests.reviewedAt,
      reviewNotes: clientApprovalRequests.reviewNotes,
    })
    .from(clientApprovalRequests)
    .where(
      and(
        inArray(clientApprovalRequests.clientId, clientIds),
        eq(clientApprovalRequests.kind, 'new_company'),
        ne(clientApprovalRequests.status, 'pending'),
      ),
    )
    .orderBy(desc(clientApprovalRequests.reviewedAt), desc(clientApprovalRequests.createdAt));
  const reviews = new Map<string, ClientReview>();
  for (const { clientId, ...review } of rows) {
    if (reviews.has(clientId)) continue;
    reviews.set(clientId, {
      ...review,
      status: review.status as ClientReview['status'],
      reviewedAt: toIsoTimestamp(review.reviewedAt),
    });
  }
  return reviews;
}

/** The Admin Panel's Pending, Approved and Rejected client lists, each with linked users. */
export async function listAdminClients(
  db: Database,
  query: ListAdminClientsQuery,
): Promise<AdminClientList> {
  const conditions: SQL[] = [matchAdminClientList(db, query.access)];
  if (query.search) {
    conditions.push(matchClientSearch(toContainsPattern(query.search)));
  }
  const where = and(...conditions);
  const pendingRequest = db
    .select({ one: sql`1` })
    .from(clientApprovalRequests)
    .where(matchPendingCompanyRequest(clients.id));
  return readPage(query, {
    rows: db
      .select({ client: clients, hasPendingRequest: exists(pendingRequest).mapWith(Boolean) })
      .from(clients)
      .where(where)
      .orderBy(
        {
          pending: desc(clients.createdAt),
          approved: desc(clients.approvedAt),
          rejected: desc(clients.updatedAt),
        }[query.access],
        desc(clients.id),
      )
      .$dynamic(),
    total: db.select({ value: count() }).from(clients).where(where),
    toItems: (rows) => addReviewsAndUsers(db, rows),
  });
}

/** The page's clients, each with its last decided review and its linked users. */
async function addReviewsAndUsers(
  db: Database,
  rows: { client: typeof clients.$inferSelect; hasPendingRequest: boolean }[],
): Promise<AdminClient[]> {
  const clientIds = rows.map((row) => row.client.id);
  const lastReviews = await findLastReviews(db, clientIds);
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
  return rows.map((row) => ({
    ...toClient(row.client),
    hasPendingRequest: row.hasPendingRequest,
    lastReview: lastReviews.get(row.client.id) ?? null,
    linkedUsers: linkedUsers
      .filter((user) => user.clientId === row.client.id)
      .map(({ clientId: _clientId, ...user }) => user),
  }));
}
