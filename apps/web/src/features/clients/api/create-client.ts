import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, CreateClientInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateClientQueries } from './get-clients';

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateClientInput) => apiRequest<Client>('POST', '/api/clients', input),
    onSuccess: () => invalidateClientQueries(queryClient),
  });
}
