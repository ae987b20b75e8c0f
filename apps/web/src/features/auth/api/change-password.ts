import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, SetPasswordInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<{ ok: true }>('POST', '/api/auth/password', input),
  });
}

export function useSetPassword() {
  return useMutation({
    mutationFn: (input: SetPasswordInput) =>
      apiRequest<{ ok: true }>('POST', '/api/auth/set-password', input),
  });
}
