import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateInvoiceQueries } from './get-invoices';

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ id: string }>('DELETE', `/api/invoices/${id}`),
    onSuccess: () => invalidateInvoiceQueries(queryClient),
  });
}
