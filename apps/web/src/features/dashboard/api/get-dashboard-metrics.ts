import { useQuery } from '@tanstack/react-query';
import type { DashboardMetrics } from '@paylab/shared';
import { getReadQueryOptions } from '../../../lib/query-helpers';

export const getDashboardMetricsQueryOptions = () =>
  getReadQueryOptions<DashboardMetrics>('/api/dashboard/metrics');

export function useDashboardMetrics() {
  return useQuery(getDashboardMetricsQueryOptions());
}
