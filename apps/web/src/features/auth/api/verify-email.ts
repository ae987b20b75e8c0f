import { useMutation } from '@tanstack/react-query';
import type { VerifyEmailInput, VerifyEmailResult } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (input: VerifyEmailInput) =>
      apiRequest<VerifyEmailResult>('POST', '/api/auth/verify-email', input),
  });
}
