import { queryOptions, useQuery } from '@tanstack/react-query';
import type { W4Form } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

export const getActiveW4QueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: ['/api/w4', 'employee', employeeId, 'active'],
    queryFn: () => apiRequest<W4Form | null>('GET', `/api/w4/employee/${employeeId}/active`),
  });

export function useActiveW4(employeeId: string) {
  return useQuery(getActiveW4QueryOptions(employeeId));
}
