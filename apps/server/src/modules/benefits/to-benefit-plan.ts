import { asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { benefitPlans, type DatabaseOrTransaction } from '@paylab/db';
import { AppError, type BenefitPlan } from '@paylab/shared';
import { toIsoTimestamp } from '../../lib/timestamps';

/**
 * The plan's columns and whether any election names it. The column is written out: in a select
 * from one table Drizzle leaves it unqualified, which the subquery would read as its own.
 */
const benefitPlanSelection = {
  ...getTableColumns(benefitPlans),
  isInUse: sql<boolean>`exists (select 1 from benefit_elections e where e.plan_id = "benefit_plans"."id")`,
};

type BenefitPlanRow = Awaited<ReturnType<typeof selectBenefitPlans>>[number];

export function toBenefitPlan(row: BenefitPlanRow): BenefitPlan {
  return {
    id: row.id,
    name: row.name,
    type: row.type as BenefitPlan['type'],
    employerMatch: row.employerMatch,
    employerNonElectiveRate: row.employerNonElectiveRate,
    employerAmountPerPeriod: row.employerAmountPerPeriod,
    isActive: row.isActive,
    isInUse: Boolean(row.isInUse),
    createdAt: toIsoTimestamp(row.createdAt),
    updatedAt: toIsoTimestamp(row.updatedAt),
  };
}

/** Plans as the API gives them: active ones first, then by name. */
export function selectBenefitPlans(db: DatabaseOrTransaction, where?: SQL) {
  return db
    .select(benefitPlanSelection)
    .from(benefitPlans)
    .where(where)
    .orderBy(desc(benefitPlans.isActive), asc(benefitPlans.name), asc(benefitPlans.createdAt));
}

export async function getBenefitPlanById(
  db: DatabaseOrTransaction,
  id: string,
): Promise<BenefitPlan> {
  const [row] = await selectBenefitPlans(db, eq(benefitPlans.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Benefit plan not found');
  return toBenefitPlan(row);
}
