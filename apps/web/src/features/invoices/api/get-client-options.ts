import { useQuery } from '@tanstack/react-query';
import type { ClientOption } from '@paylab/shared';
import { getReadQueryOptions } from '../../../lib/query-helpers';

export const getClientOptionsQueryOptions = () =>
  getReadQueryOptions<ClientOption[]>('/api/clients/options');

export function useClientOptions(isEnabled: boolean) {
  return useQuery({ ...getClientOptionsQueryOptions(), enabled: isEnabled });
}
