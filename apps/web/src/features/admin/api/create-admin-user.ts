import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAdminUserInput, CreatedAdminUser } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdminUserInput) =>
      apiRequest<CreatedAdminUser>('POST', '/api/admin/users', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/admin/users'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/stats'] }),
      ]),
  });
}
