import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateClientQueries } from './get-clients';

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ id: string }>('DELETE', `/api/clients/${id}`),
    onSuccess: () => invalidateClientQueries(queryClient),
  });
}
