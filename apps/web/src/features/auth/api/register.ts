import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, RegisterInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { getMeQueryOptions } from './get-me';
import { storeSessionHints } from './session-storage';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      apiRequest<AuthResponse>('POST', '/api/auth/register', input),
    onSuccess: (response) => {
      if (response.user) {
        storeSessionHints(response);
        queryClient.setQueryData(getMeQueryOptions().queryKey, response.user);
      }
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/users'] });
    },
  });
}
