import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientOption } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export const getClientOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/clients/options'],
    queryFn: () => apiRequest<ClientOption[]>('GET', '/api/clients/options'),
  });

export function useClientOptions(isEnabled: boolean) {
  return useQuery({ ...getClientOptionsQueryOptions(), enabled: isEnabled });
}
