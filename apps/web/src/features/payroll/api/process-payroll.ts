import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayrollRecord, ProcessPayrollInput } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidatePayrollQueries } from '../../../lib/invalidate-payroll-queries';

export function useProcessPayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProcessPayrollInput) =>
      apiRequest<PayrollRecord>('POST', '/api/payroll/process', input),
    onSuccess: () => invalidatePayrollQueries(queryClient),
  });
}
