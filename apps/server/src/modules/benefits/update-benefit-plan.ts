import { eq } from 'drizzle-orm';
import { benefitPlans, type Database } from '@paylab/db';
import {
  AppError,
  type BenefitPlan,
  type BenefitPlanInput,
  type SessionUser,
} from '@paylab/shared';
import { DEDUCTION_TYPE_LABELS } from '@paylab/tax-engine';
import { writeAuditLog } from '../../lib/audit-log';
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
    const [locked] = await tx
      .select({ id: benefitPlans.id })
      .from(benefitPlans)
      .where(eq(benefitPlans.id, id))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND', 'Benefit plan not found');
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
    await writeAuditLog(tx, {
      actor,
      action: 'update',
      entity: 'benefit_plan',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
