import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ClientList } from '@paylab/shared';
import { getPagedListQueryOptions, invalidateQueryPaths } from '../../../lib/query-helpers';

export const CLIENTS_PAGE_SIZE = 24;

export interface GetClientsParams {
  search?: string;
  page: number;
}

export const getClientsQueryOptions = (params: GetClientsParams) =>
  getPagedListQueryOptions<ClientList, GetClientsParams>('/api/clients', params, CLIENTS_PAGE_SIZE);

export function useClients(params: GetClientsParams) {
  return useQuery(getClientsQueryOptions(params));
}

/** A client change shows in the client list, the invoice form's dropdown and the Admin Panel. */
export function invalidateClientQueries(queryClient: QueryClient): Promise<void> {
  return invalidateQueryPaths(queryClient, [
    '/api/clients',
    '/api/clients/options',
    '/api/admin/clients',
    '/api/admin/stats',
    '/api/invoices',
  ]);
}
