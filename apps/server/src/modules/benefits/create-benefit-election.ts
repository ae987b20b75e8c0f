import { eq } from 'drizzle-orm';
import {
  benefitElections,
  benefitPlans,
  employees,
  type Database,
  isUniqueViolation,
} from '@paylab/db';
import {
  AppError,
  type BenefitElection,
  type BenefitElectionInput,
  type SessionUser,
} from '@paylab/shared';
import { writeCreationAudit } from '../../lib/audit-log';
import { lockRecord } from '../../lib/lock-record';
import { readBenefitElections } from './to-benefit-election';

export interface CreateBenefitElectionOptions {
  actor: SessionUser;
  employeeId: string;
  input: BenefitElectionInput;
}

/**
 * Records an election from its effective date; nothing is replaced in place, payroll takes per plan
 * the latest one in force on the pay date. The plan must be offered (active); its share lock keeps
 * it from being deleted or changing type meanwhile. An HSA election names the coverage tier that
 * sets its limit, and no other election has one.
 */
export async function createBenefitElection(
  db: Database,
  { actor, employeeId, input }: CreateBenefitElectionOptions,
): Promise<BenefitElection> {
  try {
    return await db.transaction(async (tx) => {
      await lockRecord(tx, employees, employeeId, 'employee');
      const [plan] = await tx
        .select({ type: benefitPlans.type, isActive: benefitPlans.isActive })
        .from(benefitPlans)
        .where(eq(benefitPlans.id, input.planId))
        .for('share');
      if (!plan) throw AppError.field('planId', 'No benefit plan has this id');
      if (!plan.isActive)
        throw AppError.field('planId', 'This plan is inactive: choose a plan the company offers');
      if (plan.type === 'hsa' && input.hsaCoverage === null)
        throw AppError.field('hsaCoverage', 'Choose self-only or family coverage for an HSA');
      if (plan.type !== 'hsa' && input.hsaCoverage !== null)
        throw AppError.field('hsaCoverage', 'Only an HSA election has a coverage tier');
      const [row] = await tx
        .insert(benefitElections)
        .values({
          employeeId,
          planId: input.planId,
          effectiveDate: input.effectiveDate,
          amountPerPeriod: input.amountPerPeriod,
          percentOfPay: input.percentOfPay,
          hsaCoverage: input.hsaCoverage,
          createdBy: actor.id,
        })
        .returning({ id: benefitElections.id });
      const [election] = await readBenefitElections(tx, eq(benefitElections.id, row!.id));
      return writeCreationAudit(tx, { actor, entity: 'benefit_election' }, election!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'employee_plan_date')) {
      const message = `The employee already has an election for this plan effective ${input.effectiveDate}: record one with another effective date`;
      throw new AppError('CONFLICT', message, { effectiveDate: message });
    }
    throw error;
  }
}
