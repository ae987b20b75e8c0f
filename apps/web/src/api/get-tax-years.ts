import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxYears } from '@paylab/shared';
import { apiRequest } from '../lib/api-client';

/**
 * GET /api/tax/years: each modelled year's coverage (federal, FICA, each state: modelled, carried
 * forward or not modelled), derived by the engine from its dated values. It changes only with a
 * release, so one read serves the session.
 */
export const getTaxYearsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/tax/years'],
    queryFn: () => apiRequest<TaxYears>('GET', '/api/tax/years'),
    staleTime: Infinity,
  });

export function useTaxYears() {
  return useQuery(getTaxYearsQueryOptions());
}
