import { apiRequest } from '../../../lib/api-client';
import { invalidateClientQueries } from './get-clients';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

export function useDeleteClient() {
  return useInvalidatingMutation(
    (id: string) => apiRequest<{ id: string }>('DELETE', `/api/clients/${id}`),
    invalidateClientQueries,
  );
}
