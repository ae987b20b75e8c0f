import { useMutation } from '@tanstack/react-query';
import type { CalculatePayrollInput, PayrollCalculation } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export function useCalculatePayroll() {
  return useMutation({
    mutationFn: (input: CalculatePayrollInput) =>
      apiRequest<PayrollCalculation>('POST', '/api/payroll/calculate', input),
  });
}
