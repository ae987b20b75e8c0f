import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEmployeeInput, Employee } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateEmployeeQueries } from './get-employees';

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
      version,
    }: {
      id: string;
      input: CreateEmployeeInput;
      version: string;
    }) => apiRequest<Employee>('PUT', `/api/employees/${id}`, input, version),
    onSuccess: () => invalidateEmployeeQueries(queryClient),
  });
}
