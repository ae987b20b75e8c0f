import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEmployeeInput, Employee } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateEmployeeQueries } from './get-employees';

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CreateEmployeeInput }) => apiRequest<Employee>('PUT', `/api/employees/${id}`, input),
    onSuccess: () => invalidateEmployeeQueries(queryClient),
  });
}
