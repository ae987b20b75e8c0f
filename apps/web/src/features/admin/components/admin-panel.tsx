import { Building2, ClipboardList, ShieldUser, UserCheck } from 'lucide-react';
import type { SessionUser } from '@paylab/shared';
import { can } from '@paylab/shared/permissions';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAdminStats } from '../api/get-admin-stats';
import { AdminUsersTab } from './admin-users-tab';
import { ClientApprovalTab } from './client-approval-tab';
import { OutboxTab } from './outbox-tab';
import { StatCardGrid } from '../../../components/stat-card';

/**
 * Admin Panel (spec section 2): Client Approval (default), Admin Users, Overview; and for a super
 * admin the Mail Outbox (issue 26, item 1).
 */
export function AdminPanel({ user }: { user: SessionUser }) {
  const stats = useAdminStats();
  const canReadOutbox = can(user.role, 'read:mail-outbox');
  return (
    <div>
      <PageHeader title="Admin Panel" subtitle="Manage client access and system administration" />
      <QueryState
        query={stats}
        loading={
          <p role="status" className="py-10 text-center text-muted-foreground">
            Loading admin panel...
          </p>
        }
        errorMessage="The admin panel could not be loaded."
      >
        {(data) => (
          <Tabs defaultValue="client-approval">
            {/* Four tabs outgrow a phone's width, so they wrap rather than push the page sideways. */}
            <TabsList className="h-auto flex-wrap">
              <TabsTrigger value="client-approval">Client Approval</TabsTrigger>
              <TabsTrigger value="admin-users">Admin Users</TabsTrigger>
              <TabsTrigger value="overview">Overview</TabsTrigger>
              {canReadOutbox ? <TabsTrigger value="outbox">Mail Outbox</TabsTrigger> : null}
            </TabsList>
            <TabsContent value="client-approval">
              <ClientApprovalTab stats={data} canReview={can(user.role, 'approve:client')} />
            </TabsContent>
            <TabsContent value="admin-users">
              <AdminUsersTab user={user} />
            </TabsContent>
            {canReadOutbox ? (
              <TabsContent value="outbox">
                <OutboxTab />
              </TabsContent>
            ) : null}
            <TabsContent value="overview">
              <StatCardGrid
                label="Overview summary"
                className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
                cards={[
                  { label: 'Total Clients', value: data.totalClients, icon: Building2 },
                  {
                    label: 'Active Clients',
                    value: data.activeClients,
                    icon: UserCheck,
                    tone: 'text-success',
                  },
                  { label: 'Admin Users', value: data.adminUsers, icon: ShieldUser },
                  {
                    label: 'Pending Reviews',
                    value: data.pendingReviews,
                    icon: ClipboardList,
                    tone: 'text-warning',
                  },
                ]}
              />
            </TabsContent>
          </Tabs>
        )}
      </QueryState>
    </div>
  );
}
