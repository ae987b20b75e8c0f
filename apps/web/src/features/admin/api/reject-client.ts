import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientReviewResult, RejectClientInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateReviewQueries } from './get-admin-clients';

export function useRejectClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, input }: { clientId: string; input: RejectClientInput }) =>
      apiRequest<ClientReviewResult>(
        'POST',
        `/api/admin/reject-client/${encodeURIComponent(clientId)}`,
        input,
      ),
    onSuccess: () => invalidateReviewQueries(queryClient),
  });
}
