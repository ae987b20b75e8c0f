import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayRunListResponse } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export const getRecentPayRunsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/payroll/pay-runs', { pageSize: 5 }],
    queryFn: () => apiRequest<PayRunListResponse>('GET', '/api/payroll/pay-runs?pageSize=5'),
  });

export function useRecentPayRuns() {
  return useQuery(getRecentPayRunsQueryOptions());
}
