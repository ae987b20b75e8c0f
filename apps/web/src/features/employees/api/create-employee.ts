import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEmployeeInput, Employee } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateEmployeeQueries } from './get-employees';

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEmployeeInput) =>
      apiRequest<Employee>('POST', '/api/employees', input),
    onSuccess: () => invalidateEmployeeQueries(queryClient),
  });
}
