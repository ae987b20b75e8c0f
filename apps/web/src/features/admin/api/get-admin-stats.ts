import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export const getAdminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/stats'],
    queryFn: () => apiRequest<AdminStats>('GET', '/api/admin/stats'),
  });

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
