import type { CreateEmployeeInput, Employee } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateEmployeeQueries } from './get-employees';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

export function useCreateEmployee() {
  return useInvalidatingMutation(
    (input: CreateEmployeeInput) => apiRequest<Employee>('POST', '/api/employees', input),
    invalidateEmployeeQueries,
  );
}
