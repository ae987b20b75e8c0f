import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, UpdateClientInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateClientQueries } from './get-clients';

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
      version,
    }: {
      id: string;
      input: UpdateClientInput;
      version: string;
    }) => apiRequest<Client>('PUT', `/api/clients/${id}`, input, version),
    onSuccess: () => invalidateClientQueries(queryClient),
  });
}
