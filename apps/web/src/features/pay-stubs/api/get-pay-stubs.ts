import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PayrollListResponse } from '@paylab/shared';
import { apiRequest, toQueryString } from '../../../lib/api-client';

export const PAY_STUBS_PAGE_SIZE = 25;

export interface GetPayStubsParams {
  search?: string;
  employeeId?: string;
  /** YYYY-MM of the pay date. */
  month?: string;
  page: number;
}

export const getPayStubsQueryOptions = (params: GetPayStubsParams) =>
  queryOptions({
    queryKey: ['/api/payroll', params],
    queryFn: () =>
      apiRequest<PayrollListResponse>(
        'GET',
        `/api/payroll${toQueryString({ ...params, pageSize: PAY_STUBS_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });

/** Processed payroll records (one stub each), filtered and paged on the server, with totals over the filter. */
export function usePayStubs(params: GetPayStubsParams) {
  return useQuery(getPayStubsQueryOptions(params));
}
