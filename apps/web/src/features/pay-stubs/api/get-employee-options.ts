import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeListResponse } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

/** The largest page the API serves: the employee filter lists up to this many; search covers the rest. */
export const EMPLOYEE_OPTIONS_LIMIT = 500;

export const getEmployeeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/employees', { pageSize: EMPLOYEE_OPTIONS_LIMIT, purpose: 'options' }],
    queryFn: () =>
      apiRequest<EmployeeListResponse>('GET', `/api/employees?pageSize=${EMPLOYEE_OPTIONS_LIMIT}`),
    select: (list) => ({
      total: list.total,
      options: [...list.items]
        .sort(
          (left, right) =>
            left.lastName.localeCompare(right.lastName) ||
            left.firstName.localeCompare(right.firstName),
        )
        .map((employee) => ({
          id: employee.id,
          label: `${employee.firstName} ${employee.lastName} (${employee.employeeId})`,
        })),
    }),
  });

export function useEmployeeOptions() {
  return useQuery(getEmployeeOptionsQueryOptions());
}
