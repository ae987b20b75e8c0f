import { eq } from 'drizzle-orm';
import { benefitPlans, type Database } from '@paylab/db';
import {
  AppError,
  type BenefitPlan,
  type BenefitPlanInput,
  type SessionUser,
} from '@paylab/shared';
import { DEDUCTION_TYPE_LABELS } from '@paylab/tax-engine';
import { writeUpdateAudit } from '../../lib/audit-log';
import { lockRecord } from '../../lib/lock-record';
import { toBenefitPlanValues } from './create-benefit-plan';
import { getBenefitPlanById } from './to-benefit-plan';

export interface UpdateBenefitPlanOptions {
  actor: SessionUser;
  id: string;
  input: BenefitPlanInput;
}

/**
 * Replaces a plan's fields. Its type decides how every election's deductions are taxed and
 * limited and where paychecks already stored report them, so it cannot change once elections name
 * the plan; the row lock keeps an election from arriving between the check and the change.
 */
export async function updateBenefitPlan(
  db: Database,
  { actor, id, input }: UpdateBenefitPlanOptions,
): Promise<BenefitPlan> {
  return db.transaction(async (tx) => {
    await lockRecord(tx, benefitPlans, id, 'benefit plan');
    const before = await getBenefitPlanById(tx, id);
    if (before.isInUse && input.type !== before.type) {
      const message = `Elections name this plan, so its type stays ${DEDUCTION_TYPE_LABELS[before.type]}: set it inactive and add a new plan instead`;
      throw new AppError('CONFLICT', message, { type: message });
    }
    await tx
      .update(benefitPlans)
      .set({ ...toBenefitPlanValues(input), updatedAt: new Date().toISOString() })
      .where(eq(benefitPlans.id, id));
    const after = await getBenefitPlanById(tx, id);
    return writeUpdateAudit(tx, { actor, entity: 'benefit_plan' }, { before, after });
  });
}
