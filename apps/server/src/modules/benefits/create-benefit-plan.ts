import { benefitPlans, type Database } from '@paylab/db';
import type { BenefitPlan, BenefitPlanInput, SessionUser } from '@paylab/shared';
import { writeCreationAudit } from '../../lib/audit-log';
import { getBenefitPlanById } from './to-benefit-plan';

export interface CreateBenefitPlanOptions {
  actor: SessionUser;
  input: BenefitPlanInput;
}

export function toBenefitPlanValues(input: BenefitPlanInput) {
  return {
    name: input.name,
    type: input.type,
    employerMatch: input.employerMatch,
    employerNonElectiveRate: input.employerNonElectiveRate,
    employerAmountPerPeriod: input.employerAmountPerPeriod,
    isActive: input.isActive,
  };
}

export async function createBenefitPlan(
  db: Database,
  { actor, input }: CreateBenefitPlanOptions,
): Promise<BenefitPlan> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(benefitPlans)
      .values(toBenefitPlanValues(input))
      .returning({ id: benefitPlans.id });
    const plan = await getBenefitPlanById(tx, row!.id);
    return writeCreationAudit(tx, { actor, entity: 'benefit_plan' }, plan);
  });
}
