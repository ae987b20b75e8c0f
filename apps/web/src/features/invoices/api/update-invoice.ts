import type { InvoiceDetail, InvoiceInput } from '@paylab/shared';
import { useVersionedUpdate } from '../../../hooks/use-versioned-update';
import { invalidateInvoiceQueries } from './get-invoices';

export function useUpdateInvoice() {
  return useVersionedUpdate<InvoiceInput, InvoiceDetail>('/api/invoices', invalidateInvoiceQueries);
}
