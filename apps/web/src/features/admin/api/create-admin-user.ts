import type { QueryClient } from '@tanstack/react-query';
import type { CreateAdminUserInput, CreatedAdminUser } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueryPaths } from '../../../lib/query-helpers';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

export function invalidateAdminUserQueries(queryClient: QueryClient): Promise<void> {
  return invalidateQueryPaths(queryClient, ['/api/admin/users', '/api/admin/stats']);
}

export function useCreateAdminUser() {
  return useInvalidatingMutation(
    (input: CreateAdminUserInput) =>
      apiRequest<CreatedAdminUser>('POST', '/api/admin/users', input),
    invalidateAdminUserQueries,
  );
}
