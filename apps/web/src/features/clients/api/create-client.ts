import type { Client, CreateClientInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateClientQueries } from './get-clients';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

export function useCreateClient() {
  return useInvalidatingMutation(
    (input: CreateClientInput) => apiRequest<Client>('POST', '/api/clients', input),
    invalidateClientQueries,
  );
}
