import { eq, sql } from 'drizzle-orm';
import { benefitElections, type Database } from '@paylab/db';
import { AppError, type SessionUser } from '@paylab/shared';
import { writeDeletionAudit } from '../../lib/audit-log';
import { lockRecordEmployee } from '../payroll/lock-record-employee';
import { readBenefitElections } from './to-benefit-election';

export interface DeleteBenefitElectionOptions {
  actor: SessionUser;
  id: string;
}

/**
 * Deletes an election no paycheck used: one whose plan's deductions (or their absence, for an
 * election of 0) a processed paycheck took would leave that paycheck without the election it was
 * figured from. A later election for the plan ends it; record one instead. The payroll lock and
 * the employee's row lock order this with a paycheck being processed for the employee.
 */
export async function deleteBenefitElection(
  db: Database,
  { actor, id }: DeleteBenefitElectionOptions,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRecordEmployee(tx, benefitElections, id, 'benefit election');
    const [election] = await readBenefitElections(tx, eq(benefitElections.id, id));
    if (!election) throw new AppError('NOT_FOUND', 'Benefit election not found');
    // The paychecks paid while this election was the plan's latest in force.
    const result = await tx.execute(sql`
      select min(r.pay_date)::text as pay_date from payroll_records r
      where r.employee_id = ${election.employeeId} and r.pay_date >= ${election.effectiveDate}
        and not exists (
          select 1 from benefit_elections later
          where later.employee_id = ${election.employeeId} and later.plan_id = ${election.planId}
            and later.effective_date > ${election.effectiveDate} and later.effective_date <= r.pay_date)`);
    const usedOn = (result.rows[0] as { pay_date: string | null } | undefined)?.pay_date;
    if (usedOn) {
      throw new AppError(
        'CONFLICT',
        `A paycheck dated ${usedOn} used this election. Record a new election for ${election.planName} instead: an amount of 0.00 ends it.`,
      );
    }
    await tx.delete(benefitElections).where(eq(benefitElections.id, id));
    await writeDeletionAudit(tx, { actor, entity: 'benefit_election' }, election);
  });
}
