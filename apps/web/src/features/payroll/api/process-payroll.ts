import type { PayrollRecord, ProcessPayrollInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePayrollQueries } from '../../../lib/invalidate-payroll-queries';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

export function useProcessPayroll() {
  return useInvalidatingMutation(
    (input: ProcessPayrollInput) =>
      apiRequest<PayrollRecord>('POST', '/api/payroll/process', input),
    invalidatePayrollQueries,
  );
}
