import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeListResponse } from '@paylab/shared';
import { apiRequest, toQueryString } from '../../../lib/api-client';

export const ACTIVE_EMPLOYEES_PAGE_SIZE = 12;

export interface GetActiveEmployeesParams {
  search?: string;
  page: number;
}

export const getActiveEmployeesQueryOptions = (params: GetActiveEmployeesParams) =>
  queryOptions({
    queryKey: ['/api/employees', { ...params, status: 'active' }],
    queryFn: () =>
      apiRequest<EmployeeListResponse>(
        'GET',
        `/api/employees${toQueryString({ status: 'active', search: params.search, page: params.page, pageSize: ACTIVE_EMPLOYEES_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });

/** The payroll screen's employee grid: active employees only, searched and paged on the server. */
export function useActiveEmployees(params: GetActiveEmployeesParams) {
  return useQuery(getActiveEmployeesQueryOptions(params));
}
