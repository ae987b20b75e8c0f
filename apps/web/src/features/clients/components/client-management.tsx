import { Building2, Plus } from 'lucide-react';
import type { Client, SessionUser } from '@paylab/shared';
import { can } from '@paylab/shared/permissions';
import { ListPager } from '../../../components/list-pager';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { usePagedSearch } from '../../../hooks/use-paged-search';
import { useDialogTarget } from '../../../hooks/use-dialog-target';
import { useDeleteClient } from '../api/delete-client';
import { CLIENTS_PAGE_SIZE, useClients } from '../api/get-clients';
import { ClientCard } from './client-card';
import { ClientFormDialog } from './client-form-dialog';
import { QueryState } from '../../../components/query-state';
import { SkeletonList } from '../../../components/skeleton-list';
import { EmptyPanel } from '../../../components/empty-state';
import { confirmDelete } from '../../../lib/confirm-delete';

/** Client Management (spec section 2): search, count badge, card grid, Add/Edit dialogs, Delete. */
export function ClientManagement({ user }: { user: SessionUser }) {
  const canEdit = can(user.role, 'write:client');
  const { search, setSearch, debouncedSearch, page, pager } = usePagedSearch(
    CLIENTS_PAGE_SIZE,
    250,
  );
  const clients = useClients({ search: debouncedSearch || undefined, page });
  const formDialog = useDialogTarget<Client>();
  const deleteDialog = useDialogTarget<Client>();
  const deleteClient = useDeleteClient();

  const onDelete = confirmDelete(deleteDialog, deleteClient, {
    deleted: 'Client deleted successfully',
    failed: 'Failed to delete client',
    describe: (client) => client.companyName,
  });

  const total = clients.data?.total ?? 0;
  return (
    <div>
      <PageHeader
        title="Client Management"
        subtitle="Manage client companies, their contacts and billing terms"
        actions={
          canEdit ? (
            <Button onClick={() => formDialog.open(null)}>
              <Plus /> Add Client
            </Button>
          ) : null
        }
      />
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <SearchField
          label="Search clients"
          placeholder="Search clients..."
          className="max-w-sm"
          value={search}
          onValueChange={setSearch}
        />
        {clients.data ? (
          <Badge variant="outline" aria-live="polite">
            {total} {total === 1 ? 'client' : 'clients'}
          </Badge>
        ) : null}
      </div>

      <QueryState
        query={clients}
        loading={
          <SkeletonList
            count={3}
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
            itemClassName="h-56"
            label="Loading clients..."
          />
        }
        errorMessage="The clients could not be loaded."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyPanel
            icon={Building2}
            title="No clients found"
            message={
              debouncedSearch
                ? 'No clients match your search criteria'
                : 'Add your first client to start billing'
            }
          >
            {!debouncedSearch && canEdit ? (
              <Button className="mt-4" onClick={() => formDialog.open(null)}>
                <Plus /> Add Client
              </Button>
            ) : null}
          </EmptyPanel>
        }
      >
        {(data) => (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Clients">
              {data.items.map((client) => (
                <li key={client.id}>
                  <ClientCard
                    client={client}
                    canEdit={canEdit}
                    onEdit={formDialog.open}
                    onDelete={deleteDialog.open}
                  />
                </li>
              ))}
            </ul>
            <ListPager pager={pager} total={total} noun="Client" />
          </>
        )}
      </QueryState>

      <ClientFormDialog
        client={formDialog.target}
        open={formDialog.isOpen}
        onOpenChange={formDialog.onOpenChange}
      />
      <ConfirmDialog
        open={deleteDialog.isOpen}
        onOpenChange={deleteDialog.onOpenChange}
        title="Delete this client?"
        description={`${deleteDialog.target?.companyName ?? ''} will be removed permanently. A client with invoices cannot be deleted; set it inactive instead.`}
        isPending={deleteClient.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
