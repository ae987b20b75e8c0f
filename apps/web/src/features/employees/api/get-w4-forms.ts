import { queryOptions, useQuery } from '@tanstack/react-query';
import type { W4Form } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export const getW4FormsQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: ['/api/w4', 'employee', employeeId],
    queryFn: () => apiRequest<W4Form[]>('GET', `/api/w4/employee/${employeeId}`),
  });

/** The employee's W-4 history, newest first, each with its status on the server's today (active, scheduled or replaced). */
export function useW4Forms(employeeId: string) {
  return useQuery(getW4FormsQueryOptions(employeeId));
}
