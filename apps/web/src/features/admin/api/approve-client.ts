import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveClientInput, ClientReviewResult } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateReviewQueries } from './get-admin-clients';

export function useApproveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, input }: { clientId: string; input: ApproveClientInput }) =>
      apiRequest<ClientReviewResult>(
        'POST',
        `/api/admin/approve-client/${encodeURIComponent(clientId)}`,
        input,
      ),
    onSuccess: () => invalidateReviewQueries(queryClient),
  });
}
