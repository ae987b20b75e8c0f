import { useMutation } from '@tanstack/react-query';
import type { TaxCalculationRequest, TaxCalculationResult } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export function calculateTax(request: TaxCalculationRequest): Promise<TaxCalculationResult> {
  return apiRequest<TaxCalculationResult>('POST', '/api/tax/calculate', request);
}

/** Several stateless calculations at once (one per rule set); nothing to invalidate afterwards. */
export function useCalculateTax() {
  return useMutation({
    mutationFn: (requests: TaxCalculationRequest[]) => Promise.all(requests.map(calculateTax)),
  });
}
