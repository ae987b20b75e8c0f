import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { InvoiceList, InvoiceStatus } from '@paylab/shared';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import { getInvoicesPath, type InvoiceScope } from './invoice-scope';
import { invalidateQueryPaths } from '../../../lib/query-helpers';

export const INVOICES_PAGE_SIZE = 48;

export interface GetInvoicesParams {
  search?: string;
  status?: InvoiceStatus;
  page: number;
  /** The viewer's calendar date, so the Overdue card matches the badges on screen. */
  today: string;
}

export const getInvoicesQueryOptions = (scope: InvoiceScope, params: GetInvoicesParams) =>
  queryOptions({
    queryKey: [getInvoicesPath(scope), params],
    queryFn: () =>
      apiRequest<InvoiceList>(
        'GET',
        `${getInvoicesPath(scope)}${toQueryString({ search: params.search, status: params.status, page: params.page, pageSize: INVOICES_PAGE_SIZE, today: params.today })}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useInvoices(scope: InvoiceScope, params: GetInvoicesParams) {
  return useQuery(getInvoicesQueryOptions(scope, params));
}

/** After a write: the lists, the open invoice, and the client portal's copies. */
export function invalidateInvoiceQueries(queryClient: QueryClient): Promise<void> {
  return invalidateQueryPaths(queryClient, ['/api/invoices', '/api/portal/invoices']);
}
