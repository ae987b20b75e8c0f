import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { BenefitPlanList } from '@paylab/shared';
import { getReadQueryOptions, invalidateQueryPaths } from '../lib/query-helpers';

export const BENEFIT_PLANS_PATH = '/api/benefit-plans';

export const getBenefitPlansQueryOptions = () =>
  getReadQueryOptions<BenefitPlanList>(BENEFIT_PLANS_PATH);

/**
 * The company's benefit plans: Settings → Benefits edits them, an employee's Benefits tab elects
 * them, so the read lives below both features.
 */
export function useBenefitPlans() {
  return useQuery(getBenefitPlansQueryOptions());
}

/** A plan saved, deleted or newly elected (its isInUse) shows on both screens. */
export function invalidateBenefitPlans(queryClient: QueryClient): Promise<void> {
  return invalidateQueryPaths(queryClient, [BENEFIT_PLANS_PATH]);
}
