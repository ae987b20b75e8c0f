import { count, eq } from 'drizzle-orm';
import { adminUsers, clientApprovalRequests, clients, type Database } from '@paylab/db';
import type { AdminStats } from '@paylab/shared';
import { isPendingApproval } from './list-admin-clients';

/** The Client Approval and Overview cards (spec section 2, Admin Panel). */
export async function getAdminStats(db: Database): Promise<AdminStats> {
  const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const [
    pendingApproval,
    withUiAccess,
    totalRequests,
    totalClients,
    adminUserCount,
    pendingReviews,
  ] = await Promise.all([
    countOf(db.select({ value: count() }).from(clients).where(isPendingApproval(db))),
    countOf(db.select({ value: count() }).from(clients).where(eq(clients.uiAccess, true))),
    countOf(db.select({ value: count() }).from(clientApprovalRequests)),
    countOf(db.select({ value: count() }).from(clients)),
    countOf(db.select({ value: count() }).from(adminUsers)),
    countOf(
      db
        .select({ value: count() })
        .from(clientApprovalRequests)
        .where(eq(clientApprovalRequests.status, 'pending')),
    ),
  ]);
  return {
    pendingApproval,
    approvedClients: withUiAccess,
    totalRequests,
    totalClients,
    // Spec: Active Clients are the clients with UI access.
    activeClients: withUiAccess,
    adminUsers: adminUserCount,
    pendingReviews,
  };
}
