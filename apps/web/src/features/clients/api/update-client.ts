import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, UpdateClientInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateClientQueries } from './get-clients';

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateClientInput }) =>
      apiRequest<Client>('PUT', `/api/clients/${id}`, input),
    onSuccess: () => invalidateClientQueries(queryClient),
  });
}
