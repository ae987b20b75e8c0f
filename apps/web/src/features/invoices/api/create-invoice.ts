import type { InvoiceDetail, InvoiceInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateInvoiceQueries } from './get-invoices';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

export function useCreateInvoice() {
  return useInvalidatingMutation(
    (input: InvoiceInput) => apiRequest<InvoiceDetail>('POST', '/api/invoices', input),
    invalidateInvoiceQueries,
  );
}
