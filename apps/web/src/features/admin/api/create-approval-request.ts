import type { ApprovalRequest, CreateApprovalRequestInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateReviewQueries } from './get-admin-clients';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

export function useCreateApprovalRequest() {
  return useInvalidatingMutation(
    (input: CreateApprovalRequestInput) =>
      apiRequest<ApprovalRequest>('POST', '/api/admin/approval-requests', input),
    invalidateReviewQueries,
  );
}
