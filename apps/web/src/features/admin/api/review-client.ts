import type { ApproveClientInput, ClientReviewResult, RejectClientInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';
import { invalidateReviewQueries } from './get-admin-clients';

export type ClientReviewDecision = 'approve' | 'reject';

/** POST /api/admin/{approve|reject}-client/{clientId}: both take review notes and answer alike. */
export function useReviewClient(decision: ClientReviewDecision) {
  return useInvalidatingMutation(
    ({ clientId, input }: { clientId: string; input: ApproveClientInput & RejectClientInput }) =>
      apiRequest<ClientReviewResult>(
        'POST',
        `/api/admin/${decision}-client/${encodeURIComponent(clientId)}`,
        input,
      ),
    invalidateReviewQueries,
  );
}
