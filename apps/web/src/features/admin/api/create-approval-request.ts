import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalRequest, CreateApprovalRequestInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateReviewQueries } from './get-admin-clients';

export function useCreateApprovalRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApprovalRequestInput) =>
      apiRequest<ApprovalRequest>('POST', '/api/admin/approval-requests', input),
    onSuccess: () => invalidateReviewQueries(queryClient),
  });
}
