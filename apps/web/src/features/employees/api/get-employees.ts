import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { EmployeeListResponse } from '@paylab/shared';
import { getPagedListQueryOptions, invalidateQueryPaths } from '../../../lib/query-helpers';

export const EMPLOYEES_PAGE_SIZE = 50;

export interface GetEmployeesParams {
  search?: string;
  page: number;
}

export const getEmployeesQueryOptions = (params: GetEmployeesParams) =>
  getPagedListQueryOptions<EmployeeListResponse, GetEmployeesParams>(
    '/api/employees',
    params,
    EMPLOYEES_PAGE_SIZE,
  );

export function useEmployees(params: GetEmployeesParams) {
  return useQuery(getEmployeesQueryOptions(params));
}

/** An employee change shows in the directory, the payroll screen's grid and the dashboard count. */
export function invalidateEmployeeQueries(queryClient: QueryClient): Promise<void> {
  return invalidateQueryPaths(queryClient, [
    '/api/employees',
    '/api/dashboard/metrics',
    '/api/w4',
    '/api/state-certificates',
  ]);
}
