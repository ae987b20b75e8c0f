import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminClientList } from '@paylab/shared';
import { apiRequest, toQueryString } from '../../../lib/api-client';

export const ADMIN_CLIENTS_PAGE_SIZE = 20;

export interface GetAdminClientsParams {
  access: 'pending' | 'approved';
  page: number;
}

export const getAdminClientsQueryOptions = (params: GetAdminClientsParams) =>
  queryOptions({
    queryKey: ['/api/admin/clients', params],
    queryFn: () =>
      apiRequest<AdminClientList>(
        'GET',
        `/api/admin/clients${toQueryString({ access: params.access, page: params.page, pageSize: ADMIN_CLIENTS_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useAdminClients(params: GetAdminClientsParams) {
  return useQuery(getAdminClientsQueryOptions(params));
}

/** A review changes both lists, the cards, and the client as Client Management shows it. */
export function invalidateReviewQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    ['/api/admin/clients', '/api/admin/stats', '/api/admin/approval-requests', '/api/clients'].map(
      (path) => queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  ).then(() => undefined);
}
