import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@paylab/shared';
import { getReadQueryOptions } from '../../../lib/query-helpers';

export const getMeQueryOptions = () => getReadQueryOptions<SessionUser | null>('/api/auth/me');

export function useMe() {
  return useQuery(getMeQueryOptions());
}
