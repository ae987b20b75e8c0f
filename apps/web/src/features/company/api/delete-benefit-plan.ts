import { BENEFIT_PLANS_PATH, invalidateBenefitPlans } from '../../../api/get-benefit-plans';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';
import { apiRequest } from '../../../lib/api-client';

/** Refused with 409 once an election names the plan: it can be set inactive instead. */
export function useDeleteBenefitPlan() {
  return useInvalidatingMutation(
    (id: string) => apiRequest<void>('DELETE', `${BENEFIT_PLANS_PATH}/${id}`),
    invalidateBenefitPlans,
  );
}
