import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@paylab/shared';
import { getReadQueryOptions } from '../../../lib/query-helpers';

export const getAdminStatsQueryOptions = () => getReadQueryOptions<AdminStats>('/api/admin/stats');

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
