import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePayRunResponse } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePayrollQueries } from '../../../lib/invalidate-payroll-queries';
import type { PayRunRequest } from './preview-pay-run';

export function useCreatePayRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayRunRequest & { idempotencyKey: string }) =>
      apiRequest<CreatePayRunResponse>('POST', '/api/payroll/pay-runs', input),
    onSuccess: () => invalidatePayrollQueries(queryClient),
  });
}
