import { desc, eq, type SQL } from 'drizzle-orm';
import { benefitElections, benefitPlans, type DatabaseOrTransaction } from '@paylab/db';
import type { BenefitElection } from '@paylab/shared';
import { toIsoTimestamp } from '../../lib/timestamps';

/** Elections with their plans' names and types, newest effective date first. */
export async function readBenefitElections(
  db: DatabaseOrTransaction,
  where: SQL,
): Promise<BenefitElection[]> {
  const rows = await db
    .select({
      election: benefitElections,
      planName: benefitPlans.name,
      type: benefitPlans.type,
    })
    .from(benefitElections)
    .innerJoin(benefitPlans, eq(benefitPlans.id, benefitElections.planId))
    .where(where)
    .orderBy(
      desc(benefitElections.effectiveDate),
      desc(benefitElections.createdAt),
      desc(benefitElections.id),
    );
  return rows.map(({ election, planName, type }) => ({
    id: election.id,
    employeeId: election.employeeId,
    planId: election.planId,
    planName,
    type: type as BenefitElection['type'],
    effectiveDate: election.effectiveDate,
    amountPerPeriod: election.amountPerPeriod,
    percentOfPay: election.percentOfPay,
    hsaCoverage: election.hsaCoverage as BenefitElection['hsaCoverage'],
    createdAt: toIsoTimestamp(election.createdAt),
  }));
}
