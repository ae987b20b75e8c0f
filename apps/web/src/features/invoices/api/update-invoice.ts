import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceDetail, InvoiceInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateInvoiceQueries } from './get-invoices';

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: string; input: InvoiceInput; version: string }) =>
      apiRequest<InvoiceDetail>('PUT', `/api/invoices/${id}`, input, version),
    onSuccess: () => invalidateInvoiceQueries(queryClient),
  });
}
