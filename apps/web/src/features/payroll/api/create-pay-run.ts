import type { CreatePayRunResponse } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePayrollQueries } from '../../../lib/invalidate-payroll-queries';
import type { PayRunRequest } from './preview-pay-run';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

export function useCreatePayRun() {
  return useInvalidatingMutation(
    (input: PayRunRequest & { idempotencyKey: string }) =>
      apiRequest<CreatePayRunResponse>('POST', '/api/payroll/pay-runs', input),
    invalidatePayrollQueries,
  );
}
