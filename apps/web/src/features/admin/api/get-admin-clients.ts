import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminClientList } from '@paylab/shared';
import { getPagedListQueryOptions, invalidateQueryPaths } from '../../../lib/query-helpers';

export const ADMIN_CLIENTS_PAGE_SIZE = 20;

export interface GetAdminClientsParams {
  access: 'pending' | 'approved' | 'rejected';
  page: number;
}

export const getAdminClientsQueryOptions = (params: GetAdminClientsParams) =>
  getPagedListQueryOptions<AdminClientList, GetAdminClientsParams>(
    '/api/admin/clients',
    params,
    ADMIN_CLIENTS_PAGE_SIZE,
  );

export function useAdminClients(params: GetAdminClientsParams) {
  return useQuery(getAdminClientsQueryOptions(params));
}

/** A review changes both lists, the cards, and the client as Client Management shows it. */
export function invalidateReviewQueries(queryClient: QueryClient): Promise<void> {
  return invalidateQueryPaths(queryClient, [
    '/api/admin/clients',
    '/api/admin/stats',
    '/api/admin/approval-requests',
    '/api/clients',
  ]);
}
