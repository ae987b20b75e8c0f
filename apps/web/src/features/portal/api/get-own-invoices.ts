import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceList } from '@paylab/shared';
import { apiRequest, toQueryString } from '../../../lib/api-client';

/** The signed-in client's latest invoices; the server scopes them to its own company. */
export const getOwnInvoicesQueryOptions = (today: string) =>
  queryOptions({
    queryKey: ['/api/portal/invoices', { page: 1, pageSize: 5, today }],
    queryFn: () =>
      apiRequest<InvoiceList>(
        'GET',
        `/api/portal/invoices${toQueryString({ page: 1, pageSize: 5, today })}`,
      ),
  });

export function useOwnInvoices(today: string) {
  return useQuery(getOwnInvoicesQueryOptions(today));
}
