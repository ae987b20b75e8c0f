import { queryOptions, useQueries } from '@tanstack/react-query';
import type { QuarterlyTaxReport } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import type { QueryStatus } from '../../../components/query-state';

/**
 * The 941 filing records Tax Forms keeps, read under Tax Forms' own key so both screens share one
 * answer. Computed from payroll on every read: refetched whenever the page opens.
 */
const getQuarterlyFilingsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['/api/quarterly-tax/year', year],
    queryFn: () => apiRequest<QuarterlyTaxReport[]>('GET', `/api/quarterly-tax/year/${year}`),
    staleTime: 0,
  });

/** The quarterly reports of several tax years as one read: pending until all answer, failed if one fails. */
export function useQuarterlyFilings(years: readonly number[]): QueryStatus<QuarterlyTaxReport[]> {
  return useQueries({
    queries: years.map(getQuarterlyFilingsQueryOptions),
    combine: (results) => {
      const failed = results.find((result) => result.isError);
      return {
        isPending: results.some((result) => result.isPending),
        isError: failed !== undefined,
        error: failed?.error ?? null,
        data: results.every((result) => result.data)
          ? results.flatMap((result) => result.data ?? [])
          : undefined,
      };
    },
  });
}
