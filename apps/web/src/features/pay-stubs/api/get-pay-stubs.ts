import { useQuery } from '@tanstack/react-query';
import type { PayrollListResponse } from '@paylab/shared';
import { getPagedListQueryOptions } from '../../../lib/query-helpers';

export const PAY_STUBS_PAGE_SIZE = 25;

export interface GetPayStubsParams {
  search?: string;
  employeeId?: string;
  /** YYYY-MM of the pay date. */
  month?: string;
  page: number;
}

export const getPayStubsQueryOptions = (params: GetPayStubsParams) =>
  getPagedListQueryOptions<PayrollListResponse, GetPayStubsParams>(
    '/api/payroll',
    params,
    PAY_STUBS_PAGE_SIZE,
  );

/** Processed payroll records (one stub each), filtered and paged on the server, with totals over the filter. */
export function usePayStubs(params: GetPayStubsParams) {
  return useQuery(getPayStubsQueryOptions(params));
}
