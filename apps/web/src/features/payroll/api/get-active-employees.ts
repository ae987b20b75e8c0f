import { useQuery } from '@tanstack/react-query';
import type { EmployeeListResponse } from '@paylab/shared';
import { getPagedListQueryOptions } from '../../../lib/query-helpers';

export const ACTIVE_EMPLOYEES_PAGE_SIZE = 12;

export interface GetActiveEmployeesParams {
  search?: string;
  page: number;
}

export const getActiveEmployeesQueryOptions = (params: GetActiveEmployeesParams) =>
  getPagedListQueryOptions<EmployeeListResponse, GetActiveEmployeesParams & { status: 'active' }>(
    '/api/employees',
    { status: 'active', ...params },
    ACTIVE_EMPLOYEES_PAGE_SIZE,
  );

/** The payroll screen's employee grid: active employees only, searched and paged on the server. */
export function useActiveEmployees(params: GetActiveEmployeesParams) {
  return useQuery(getActiveEmployeesQueryOptions(params));
}
