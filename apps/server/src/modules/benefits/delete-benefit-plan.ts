import { count, eq } from 'drizzle-orm';
import {
  benefitElections,
  benefitPlans,
  payrollRecordDeductionLines,
  type Database,
} from '@paylab/db';
import { AppError, type SessionUser } from '@paylab/shared';
import { writeDeletionAudit } from '../../lib/audit-log';
import { lockRecord } from '../../lib/lock-record';
import { getBenefitPlanById } from './to-benefit-plan';

export interface DeleteBenefitPlanOptions {
  actor: SessionUser;
  id: string;
}

/**
 * Deletes a plan nobody elected. One that elections or paychecks name stays, so their history
 * keeps its plan: it can be set inactive, which ends its deductions. The row lock makes an
 * election being recorded for the plan (which takes a share lock) wait or be seen.
 */
export async function deleteBenefitPlan(
  db: Database,
  { actor, id }: DeleteBenefitPlanOptions,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRecord(tx, benefitPlans, id, 'benefit plan');
    const plan = await getBenefitPlanById(tx, id);
    const [elections] = await tx
      .select({ value: count() })
      .from(benefitElections)
      .where(eq(benefitElections.planId, id));
    const [lines] = await tx
      .select({ value: count() })
      .from(payrollRecordDeductionLines)
      .where(eq(payrollRecordDeductionLines.planId, id));
    if (elections!.value > 0 || lines!.value > 0) {
      const named =
        elections!.value > 0
          ? `${elections!.value} ${elections!.value === 1 ? 'election names' : 'elections name'} it`
          : 'paychecks name it';
      throw new AppError(
        'CONFLICT',
        `${plan.name} cannot be deleted while ${named}: set it inactive instead, which ends its deductions.`,
      );
    }
    await tx.delete(benefitPlans).where(eq(benefitPlans.id, id));
    await writeDeletionAudit(tx, { actor, entity: 'benefit_plan' }, plan);
  });
}
