import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceDetail } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { getInvoicesPath, type InvoiceScope } from './invoice-scope';

export const getInvoiceQueryOptions = (scope: InvoiceScope, id: string) =>
  queryOptions({
    queryKey: [getInvoicesPath(scope), 'detail', id],
    queryFn: () => apiRequest<InvoiceDetail>('GET', `${getInvoicesPath(scope)}/${id}`),
  });

export function useInvoice(scope: InvoiceScope, id: string | null) {
  return useQuery({ ...getInvoiceQueryOptions(scope, id ?? ''), enabled: id !== null });
}
