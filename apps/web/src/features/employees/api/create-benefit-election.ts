import type { BenefitElection, BenefitElectionInput } from '@paylab/shared';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';
import { apiRequest } from '../../../lib/api-client';
import { invalidateBenefitElections } from './get-benefit-elections';

export function useCreateBenefitElection(employeeId: string) {
  return useInvalidatingMutation(
    (input: BenefitElectionInput) =>
      apiRequest<BenefitElection>('POST', `/api/employees/${employeeId}/benefit-elections`, input),
    (queryClient) => invalidateBenefitElections(queryClient, employeeId),
  );
}
