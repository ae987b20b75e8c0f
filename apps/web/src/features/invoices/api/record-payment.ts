import type { Payment, PaymentInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateInvoiceQueries } from './get-invoices';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

export function useRecordPayment() {
  return useInvalidatingMutation(
    ({ invoiceId, input }: { invoiceId: string; input: PaymentInput }) =>
      apiRequest<Payment>('POST', `/api/invoices/${invoiceId}/payments`, input),
    invalidateInvoiceQueries,
  );
}
