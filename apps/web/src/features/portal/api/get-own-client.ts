import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export const getOwnClientQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/portal/client'],
    queryFn: () => apiRequest<Client>('GET', '/api/portal/client'),
  });

export function useOwnClient() {
  return useQuery(getOwnClientQueryOptions());
}
