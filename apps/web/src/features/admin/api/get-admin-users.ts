import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';

/** Admin accounts are few: the first 500 are the whole list in practice. */
export const getAdminUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/users'],
    queryFn: () => apiRequest<AdminUserList>('GET', '/api/admin/users?pageSize=500'),
  });

export function useAdminUsers() {
  return useQuery(getAdminUsersQueryOptions());
}
