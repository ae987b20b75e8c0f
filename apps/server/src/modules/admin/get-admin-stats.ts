import { and, count, eq } from 'drizzle-orm';
import { adminUsers, clientApprovalRequests, clients, type Database } from '@paylab/db';
import type { AdminStats } from '@paylab/shared';
import { matchAdminClientList } from './list-admin-clients';

/**
 * The Client Approval and Overview cards (spec section 2, Admin Panel). Each card counts the same
 * set its tab lists (issue 27, item 12): Pending Reviews is everything waiting for a decision on
 * the Client Approval tab, the pending clients and the pending requests to join a company.
 */
export async function getAdminStats(db: Database): Promise<AdminStats> {
  const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const [
    pendingApproval,
    approvedClients,
    rejectedClients,
    totalRequests,
    totalClients,
    adminUserCount,
    pendingJoinRequests,
  ] = await Promise.all([
    countOf(db.select({ value: count() }).from(clients).where(matchAdminClientList(db, 'pending'))),
    countOf(
      db.select({ value: count() }).from(clients).where(matchAdminClientList(db, 'approved')),
    ),
    countOf(
      db.select({ value: count() }).from(clients).where(matchAdminClientList(db, 'rejected')),
    ),
    countOf(db.select({ value: count() }).from(clientApprovalRequests)),
    countOf(db.select({ value: count() }).from(clients)),
    countOf(db.select({ value: count() }).from(adminUsers)),
    countOf(
      db
        .select({ value: count() })
        .from(clientApprovalRequests)
        .where(
          and(
            eq(clientApprovalRequests.kind, 'join'),
            eq(clientApprovalRequests.status, 'pending'),
          ),
        ),
    ),
  ]);
  return {
    pendingApproval,
    approvedClients,
    rejectedClients,
    totalRequests,
    totalClients,
    // Spec: Active Clients are the clients with UI access.
    activeClients: approvedClients,
    adminUsers: adminUserCount,
    pendingReviews: pendingApproval + pendingJoinRequests,
  };
}
