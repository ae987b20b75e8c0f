import { useQuery } from '@tanstack/react-query';
import type { Client } from '@paylab/shared';
import { getReadQueryOptions } from '../../../lib/query-helpers';

export const getOwnClientQueryOptions = () => getReadQueryOptions<Client>('/api/portal/client');

export function useOwnClient() {
  return useQuery(getOwnClientQueryOptions());
}
