import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  clientApprovalRequests,
  clients,
  toContainsPattern,
  users,
  type DatabaseOrTransaction,
} from '@paylab/db';
import type { JoinRequest, JoinRequestList, ListApprovalRequestsQuery } from '@paylab/shared';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { readPage } from '../../lib/read-page';
import { toIsoTimestamp } from '../../lib/timestamps';

/** The registered user beside the company's contact on record, as the Admin Panel shows them. */
const joinRequestSelection = {
  id: clientApprovalRequests.id,
  status: clientApprovalRequests.status,
  createdAt: clientApprovalRequests.createdAt,
  userId: users.id,
  username: users.username,
  userEmail: users.email,
  client: {
    id: clients.id,
    clientId: clients.clientId,
    companyName: clients.companyName,
    contactFirstName: clients.contactFirstName,
    contactLastName: clients.contactLastName,
    email: clients.email,
    status: clients.status,
  },
};

/** Requests with their company and user, matching `where`: the list's rows, or their count. */
function withClientAndUser<Query extends PgSelect>(select: Query, where: SQL) {
  return select
    .innerJoin(clients, eq(clients.id, clientApprovalRequests.clientId))
    .innerJoin(users, eq(users.id, clientApprovalRequests.userId))
    .where(where);
}

function selectJoinRequests(db: DatabaseOrTransaction, where: SQL) {
  const select = db.select(joinRequestSelection).from(clientApprovalRequests).$dynamic();
  return withClientAndUser(select, where);
}

type JoinRequestRow = Awaited<ReturnType<typeof selectJoinRequests>>[number];

function toJoinRequest(row: JoinRequestRow): JoinRequest {
  return {
    id: row.id,
    status: row.status as JoinRequest['status'],
    createdAt: toIsoTimestamp(row.createdAt),
    user: { id: row.userId, username: row.username, email: row.userEmail },
    client: { ...row.client, status: row.client.status as JoinRequest['client']['status'] },
  };
}

export async function findJoinRequest(
  db: DatabaseOrTransaction,
  requestId: string,
): Promise<JoinRequest | undefined> {
  const [row] = await selectJoinRequests(
    db,
    and(eq(clientApprovalRequests.id, requestId), eq(clientApprovalRequests.kind, 'join'))!,
  );
  return row && toJoinRequest(row);
}

/** "A new user asks to join {company}": the Admin Panel's list, newest first. */
export async function listJoinRequests(
  db: DatabaseOrTransaction,
  query: ListApprovalRequestsQuery,
): Promise<JoinRequestList> {
  const pattern = query.search ? toContainsPattern(query.search) : undefined;
  const where = and(
    eq(clientApprovalRequests.kind, 'join'),
    query.status ? eq(clientApprovalRequests.status, query.status) : undefined,
    pattern ? or(ilike(clients.companyName, pattern), ilike(users.username, pattern)) : undefined,
  )!;
  return readPage(query, {
    rows: selectJoinRequests(db, where).orderBy(
      desc(clientApprovalRequests.createdAt),
      desc(clientApprovalRequests.id),
    ),
    total: withClientAndUser(
      db.select({ value: count() }).from(clientApprovalRequests).$dynamic(),
      where,
    ),
    toItems: (rows) => rows.map(toJoinRequest),
  });
}
