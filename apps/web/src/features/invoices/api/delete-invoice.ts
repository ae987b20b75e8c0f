import { apiRequest } from '../../../lib/api-client';
import { invalidateInvoiceQueries } from './get-invoices';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

export function useDeleteInvoice() {
  return useInvalidatingMutation(
    (id: string) => apiRequest<{ id: string }>('DELETE', `/api/invoices/${id}`),
    invalidateInvoiceQueries,
  );
}
