import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ClientList } from '@paylab/shared';
import { apiRequest, toQueryString } from '../../../lib/api-client';

export const CLIENTS_PAGE_SIZE = 24;

export interface GetClientsParams {
  search?: string;
  page: number;
}

export const getClientsQueryOptions = (params: GetClientsParams) =>
  queryOptions({
    queryKey: ['/api/clients', params],
    queryFn: () =>
      apiRequest<ClientList>(
        'GET',
        `/api/clients${toQueryString({ search: params.search, page: params.page, pageSize: CLIENTS_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useClients(params: GetClientsParams) {
  return useQuery(getClientsQueryOptions(params));
}

/** A client change shows in the client list, the invoice form's dropdown and the Admin Panel. */
export function invalidateClientQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      '/api/clients',
      '/api/clients/options',
      '/api/admin/clients',
      '/api/admin/stats',
      '/api/invoices',
    ].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
  ).then(() => undefined);
}
