import type { BenefitPlan, BenefitPlanInput } from '@paylab/shared';
import { BENEFIT_PLANS_PATH, invalidateBenefitPlans } from '../../../api/get-benefit-plans';
import { useVersionedUpdate } from '../../../hooks/use-versioned-update';

export function useUpdateBenefitPlan() {
  return useVersionedUpdate<BenefitPlanInput, BenefitPlan>(
    BENEFIT_PLANS_PATH,
    invalidateBenefitPlans,
  );
}
