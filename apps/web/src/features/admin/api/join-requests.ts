import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { JoinRequest, JoinRequestList, ReviewJoinRequestInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';
import { getPagedListQueryOptions, invalidateQueryPaths } from '../../../lib/query-helpers';
import { ADMIN_CLIENTS_PAGE_SIZE } from './get-admin-clients';

export interface GetJoinRequestsParams {
  status: 'pending';
  page: number;
}

export const getJoinRequestsQueryOptions = (params: GetJoinRequestsParams) =>
  getPagedListQueryOptions<JoinRequestList, GetJoinRequestsParams>(
    '/api/admin/join-requests',
    params,
    ADMIN_CLIENTS_PAGE_SIZE,
  );

export function useJoinRequests(params: GetJoinRequestsParams) {
  return useQuery(getJoinRequestsQueryOptions(params));
}

/** A decided join request changes its list, the cards, and the company's portal users. */
function invalidateJoinQueries(queryClient: QueryClient): Promise<void> {
  return invalidateQueryPaths(queryClient, [
    '/api/admin/join-requests',
    '/api/admin/clients',
    '/api/admin/stats',
  ]);
}

/** POST /api/admin/join-requests/{id}/{approve|reject} with the review notes. */
export function useReviewJoinRequest(decision: 'approve' | 'reject') {
  return useInvalidatingMutation(
    ({ requestId, input }: { requestId: string; input: ReviewJoinRequestInput }) =>
      apiRequest<JoinRequest>(
        'POST',
        `/api/admin/join-requests/${encodeURIComponent(requestId)}/${decision}`,
        input,
      ),
    invalidateJoinQueries,
  );
}
