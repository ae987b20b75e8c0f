import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getMeQueryOptions } from './get-me';
import { clearSessionHints } from './session-storage';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ ok: true }>('POST', '/api/auth/logout'),
    onSettled: () => {
      clearSessionHints();
      queryClient.clear();
      queryClient.setQueryData(getMeQueryOptions().queryKey, null);
    },
  });
}
