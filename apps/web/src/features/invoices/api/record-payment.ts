import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment, PaymentInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateInvoiceQueries } from './get-invoices';

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, input }: { invoiceId: string; input: PaymentInput }) =>
      apiRequest<Payment>('POST', `/api/invoices/${invoiceId}/payments`, input),
    onSuccess: () => invalidateInvoiceQueries(queryClient),
  });
}
