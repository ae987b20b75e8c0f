import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';
import { apiRequest } from '../../../lib/api-client';
import { invalidateBenefitElections } from './get-benefit-elections';

/** Refused with 409 once a paycheck has used the election: record one of 0.00 to end it instead. */
export function useDeleteBenefitElection(employeeId: string) {
  return useInvalidatingMutation(
    (id: string) => apiRequest<void>('DELETE', `/api/benefit-elections/${id}`),
    (queryClient) => invalidateBenefitElections(queryClient, employeeId),
  );
}
