import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { BenefitElectionList } from '@paylab/shared';
import { BENEFIT_PLANS_PATH } from '../../../api/get-benefit-plans';
import { getReadQueryOptions, invalidateQueryPaths } from '../../../lib/query-helpers';

const toElectionsPath = (employeeId: string) => `/api/employees/${employeeId}/benefit-elections`;

export const getBenefitElectionsQueryOptions = (employeeId: string) =>
  getReadQueryOptions<BenefitElectionList>(toElectionsPath(employeeId));

/** The employee's benefit elections, newest effective date first. */
export function useBenefitElections(employeeId: string) {
  return useQuery(getBenefitElectionsQueryOptions(employeeId));
}

/** An election recorded or deleted: the employee's list, and each plan's in-use mark. */
export function invalidateBenefitElections(
  queryClient: QueryClient,
  employeeId: string,
): Promise<void> {
  return invalidateQueryPaths(queryClient, [toElectionsPath(employeeId), BENEFIT_PLANS_PATH]);
}
