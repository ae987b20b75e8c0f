import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/me'],
    queryFn: () => apiRequest<SessionUser | null>('GET', '/api/auth/me'),
  });

export function useMe() {
  return useQuery(getMeQueryOptions());
}
