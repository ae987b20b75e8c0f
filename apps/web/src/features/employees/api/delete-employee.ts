import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateEmployeeQueries } from './get-employees';

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ id: string }>('DELETE', `/api/employees/${id}`),
    onSuccess: () => invalidateEmployeeQueries(queryClient),
  });
}
