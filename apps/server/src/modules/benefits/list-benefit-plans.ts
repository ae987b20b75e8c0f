import type { DatabaseOrTransaction } from '@paylab/db';
import type { BenefitPlanList } from '@paylab/shared';
import { selectBenefitPlans, toBenefitPlan } from './to-benefit-plan';

/** Every plan, active and inactive: a company offers a handful, so the list is not paged. */
export async function listBenefitPlans(db: DatabaseOrTransaction): Promise<BenefitPlanList> {
  const rows = await selectBenefitPlans(db);
  return { items: rows.map(toBenefitPlan) };
}
