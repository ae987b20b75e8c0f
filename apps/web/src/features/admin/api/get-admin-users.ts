import { useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@paylab/shared';
import { getReadQueryOptions } from '../../../lib/query-helpers';

/** Admin accounts are few: the first 500 are the whole list in practice. */
export const getAdminUsersQueryOptions = () =>
  getReadQueryOptions<AdminUserList>('/api/admin/users', '/api/admin/users?pageSize=500');

export function useAdminUsers() {
  return useQuery(getAdminUsersQueryOptions());
}
