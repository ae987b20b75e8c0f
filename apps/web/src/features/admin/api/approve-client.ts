import type { ApproveClientInput, ClientReviewResult } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateReviewQueries } from './get-admin-clients';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

export function useApproveClient() {
  return useInvalidatingMutation(
    ({ clientId, input }: { clientId: string; input: ApproveClientInput }) =>
      apiRequest<ClientReviewResult>(
        'POST',
        `/api/admin/approve-client/${encodeURIComponent(clientId)}`,
        input,
      ),
    invalidateReviewQueries,
  );
}
