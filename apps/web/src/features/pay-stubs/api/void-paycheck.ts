import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VoidedPaycheck, VoidedPaycheckListResponse, VoidPaycheckInput } from '@paylab/shared';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import { invalidatePayrollQueries } from '../../../lib/invalidate-payroll-queries';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

export const VOIDED_PAGE_SIZE = 10;

export const getVoidedPaychecksQueryOptions = (params: { employeeId?: string; page: number }) =>
  queryOptions({
    queryKey: ['/api/payroll/voided', params],
    queryFn: () =>
      apiRequest<VoidedPaycheckListResponse>(
        'GET',
        `/api/payroll/voided${toQueryString({ ...params, pageSize: VOIDED_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });

/** Paychecks taken back, most recently voided first. */
export function useVoidedPaychecks(params: { employeeId?: string; page: number }) {
  return useQuery(getVoidedPaychecksQueryOptions(params));
}

export function useVoidPaycheck() {
  return useInvalidatingMutation(
    ({ id, input }: { id: string; input: VoidPaycheckInput }) =>
      apiRequest<VoidedPaycheck>('POST', `/api/payroll/${id}/void`, input),
    invalidatePayrollQueries,
  );
}
