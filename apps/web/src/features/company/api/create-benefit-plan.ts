import type { BenefitPlan, BenefitPlanInput } from '@paylab/shared';
import { BENEFIT_PLANS_PATH, invalidateBenefitPlans } from '../../../api/get-benefit-plans';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';
import { apiRequest } from '../../../lib/api-client';

export function useCreateBenefitPlan() {
  return useInvalidatingMutation(
    (input: BenefitPlanInput) => apiRequest<BenefitPlan>('POST', BENEFIT_PLANS_PATH, input),
    invalidateBenefitPlans,
  );
}
