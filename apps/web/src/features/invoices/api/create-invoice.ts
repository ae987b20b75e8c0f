import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceDetail, InvoiceInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateInvoiceQueries } from './get-invoices';

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceInput) => apiRequest<InvoiceDetail>('POST', '/api/invoices', input),
    onSuccess: () => invalidateInvoiceQueries(queryClient),
  });
}
