import type { ClientReviewResult, RejectClientInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateReviewQueries } from './get-admin-clients';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

export function useRejectClient() {
  return useInvalidatingMutation(
    ({ clientId, input }: { clientId: string; input: RejectClientInput }) =>
      apiRequest<ClientReviewResult>(
        'POST',
        `/api/admin/reject-client/${encodeURIComponent(clientId)}`,
        input,
      ),
    invalidateReviewQueries,
  );
}
