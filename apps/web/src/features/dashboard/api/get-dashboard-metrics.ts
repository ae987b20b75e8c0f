import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardMetrics } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export const getDashboardMetricsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/dashboard/metrics'],
    queryFn: () => apiRequest<DashboardMetrics>('GET', '/api/dashboard/metrics'),
  });

export function useDashboardMetrics() {
  return useQuery(getDashboardMetricsQueryOptions());
}
