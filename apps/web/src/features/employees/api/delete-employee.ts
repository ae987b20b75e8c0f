import { apiRequest } from '../../../lib/api-client';
import { invalidateEmployeeQueries } from './get-employees';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

export function useDeleteEmployee() {
  return useInvalidatingMutation(
    (id: string) => apiRequest<{ id: string }>('DELETE', `/api/employees/${id}`),
    invalidateEmployeeQueries,
  );
}
