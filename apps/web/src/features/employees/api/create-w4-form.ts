import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateW4Input, W4Form } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export function useCreateW4Form() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateW4Input) => apiRequest<W4Form>('POST', '/api/w4', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/w4'] }),
  });
}
