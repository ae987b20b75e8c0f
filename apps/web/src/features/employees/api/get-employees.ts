import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { EmployeeListResponse } from '@paylab/shared';
import { apiRequest, toQueryString } from '../../../lib/api-client';

export const EMPLOYEES_PAGE_SIZE = 50;

export interface GetEmployeesParams {
  search?: string;
  page: number;
}

export const getEmployeesQueryOptions = (params: GetEmployeesParams) =>
  queryOptions({
    queryKey: ['/api/employees', params],
    queryFn: () =>
      apiRequest<EmployeeListResponse>(
        'GET',
        `/api/employees${toQueryString({ search: params.search, page: params.page, pageSize: EMPLOYEES_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useEmployees(params: GetEmployeesParams) {
  return useQuery(getEmployeesQueryOptions(params));
}

/** An employee change shows in the directory, the payroll screen's grid and the dashboard count. */
export function invalidateEmployeeQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    ['/api/employees', '/api/dashboard/metrics', '/api/w4'].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  ).then(() => undefined);
}
