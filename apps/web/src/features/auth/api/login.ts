import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, LoginInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { getMeQueryOptions } from './get-me';
import { storeSessionHints } from './session-storage';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<AuthResponse>('POST', '/api/auth/login', input),
    onSuccess: (response) => {
      storeSessionHints(response);
      queryClient.clear();
      queryClient.setQueryData(getMeQueryOptions().queryKey, response.user);
    },
  });
}
