import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Invoice, InvoiceStatus } from '@paylab/shared';
import { ListPager } from '../../../components/list-pager';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { usePagedSearch } from '../../../hooks/use-paged-search';
import { useDialogTarget } from '../../../hooks/use-dialog-target';
import { useDeleteInvoice } from '../api/delete-invoice';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { INVOICES_PAGE_SIZE, useInvoices } from '../api/get-invoices';
import { getInvoiceStatusFilterOptions, type InvoiceScope } from '../api/invoice-scope';
import { InvoiceCard } from './invoice-card';
import { InvoiceFormDialog } from './invoice-form-dialog';
import { INVOICE_STATUS_LABELS } from './invoice-status';
import { InvoiceSummaryCards } from './invoice-summary-cards';
import { InvoiceViewDialog } from './invoice-view-dialog';
import { QueryState } from '../../../components/query-state';
import { EmptyPanel } from '../../../components/empty-state';
import { showErrorToast } from '../../../lib/show-error-toast';
import { useWorkingToday } from '../../../hooks/use-working-today';
import { confirmDelete } from '../../../lib/confirm-delete';

/**
 * Invoice Management (spec section 2). Staff manage every invoice; a client user sees its own,
 * read-only, with View and PDF (api-conventions: Identity). Filtering and paging happen on the server.
 */
export function InvoiceManagement({ scope }: { scope: InvoiceScope }) {
  const canEdit = scope === 'staff';
  const today = useWorkingToday();
  const { search, setSearch, debouncedSearch, page, setPage, pager } = usePagedSearch(
    INVOICES_PAGE_SIZE,
    250,
  );
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const invoices = useInvoices(scope, {
    search: debouncedSearch || undefined,
    status: status || undefined,
    page,
    today,
  });
  const formDialog = useDialogTarget<string>();
  const viewDialog = useDialogTarget<string>();
  const deleteInvoice = useDeleteInvoice();
  const download = useDownloadInvoicePdf(scope);
  const isFiltering = Boolean(debouncedSearch || status);

  const openCreate = () => formDialog.open(null);
  const openEdit = (invoice: Invoice) => formDialog.open(invoice.id);
  // Issue 27, item 5: Delete asks first (the spec deletes at once); the server refuses an invoice
  // with payments.
  const deleteDialog = useDialogTarget<Invoice>();
  const onDelete = confirmDelete(deleteDialog, deleteInvoice, {
    deleted: 'Invoice deleted successfully',
    failed: 'Failed to delete invoice',
    describe: (invoice) => invoice.invoiceNumber,
  });
  const onDownload = (invoice: Invoice) => {
    download.mutate(invoice, {
      onError: (error) => showErrorToast('Failed to download invoice PDF', error),
    });
  };

  const total = invoices.data?.total ?? 0;
  return (
    <div>
      <PageHeader
        title="Invoice Management"
        subtitle={
          canEdit
            ? 'Create and manage client invoices'
            : 'Your company’s invoices, their payments and PDFs'
        }
        actions={
          canEdit ? (
            <Button onClick={openCreate}>
              <Plus /> Create Invoice
            </Button>
          ) : null
        }
      />
      {invoices.isPending ? null : <InvoiceSummaryCards summary={invoices.data?.summary} />}

      <div className="mb-6 flex flex-wrap items-center gap-3">
        <SearchField
          label="Search invoices"
          placeholder="Search invoices..."
          className="max-w-sm"
          value={search}
          onValueChange={setSearch}
        />
        <Select
          aria-label="Filter by status"
          className="w-44"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as InvoiceStatus | '');
            setPage(1);
          }}
        >
          <option value="">All Status</option>
          {getInvoiceStatusFilterOptions(scope).map((value) => (
            <option key={value} value={value}>
              {INVOICE_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
        {invoices.data ? (
          <Badge variant="outline" aria-live="polite" data-testid="invoice-count">
            {total.toLocaleString('en-US')} {total === 1 ? 'invoice' : 'invoices'}
          </Badge>
        ) : null}
      </div>

      <QueryState
        query={invoices}
        loading={
          <p role="status" className="py-10 text-center text-muted-foreground">
            Loading invoices...
          </p>
        }
        errorMessage="The invoices could not be loaded."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyPanel
            icon={FileText}
            title="No invoices found"
            message={
              isFiltering
                ? 'No invoices match your search criteria'
                : canEdit
                  ? 'Create your first invoice to get started'
                  : 'Invoices issued to your company will appear here'
            }
          >
            {!isFiltering && canEdit ? (
              <Button className="mt-4" onClick={openCreate}>
                <Plus /> Create Your First Invoice
              </Button>
            ) : null}
          </EmptyPanel>
        }
      >
        {(data) => (
          <>
            <ul
              className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
              aria-label="Invoices"
              aria-busy={invoices.isPlaceholderData}
            >
              {data.items.map((invoice) => (
                <li key={invoice.id}>
                  <InvoiceCard
                    invoice={invoice}
                    today={today}
                    canEdit={canEdit}
                    isDownloading={download.isPending && download.variables?.id === invoice.id}
                    isDeleting={deleteInvoice.isPending && deleteInvoice.variables === invoice.id}
                    onView={(selected) => viewDialog.open(selected.id)}
                    onDownload={onDownload}
                    onEdit={openEdit}
                    onDelete={deleteDialog.open}
                  />
                </li>
              ))}
            </ul>
            <ListPager pager={pager} total={total} noun="Invoice" />
          </>
        )}
      </QueryState>

      {canEdit ? (
        <InvoiceFormDialog
          invoiceId={formDialog.target}
          open={formDialog.isOpen}
          onOpenChange={formDialog.onOpenChange}
        />
      ) : null}
      {canEdit ? (
        <ConfirmDialog
          open={deleteDialog.isOpen}
          onOpenChange={deleteDialog.onOpenChange}
          title={`Delete invoice ${deleteDialog.target?.invoiceNumber ?? ''}?`}
          description="The invoice and its line items are removed permanently, and its number is never issued again. An invoice with recorded payments cannot be deleted; cancel it instead."
          isPending={deleteInvoice.isPending}
          onConfirm={onDelete}
        />
      ) : null}
      <InvoiceViewDialog
        scope={scope}
        invoiceId={viewDialog.isOpen ? viewDialog.target : null}
        today={today}
        canRecordPayments={canEdit}
        onOpenChange={viewDialog.onOpenChange}
      />
    </div>
  );
}
