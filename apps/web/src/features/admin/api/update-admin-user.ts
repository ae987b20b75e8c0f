import type { UpdateAdminUserInput, UpdatedAdminUser } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';
import { invalidateAdminUserQueries } from './create-admin-user';

export interface UpdateAdminUserVariables {
  id: string;
  input: UpdateAdminUserInput;
}

/** A super admin changes an admin's role or deactivates it (issue 27, item 12). */
export function useUpdateAdminUser() {
  return useInvalidatingMutation(
    ({ id, input }: UpdateAdminUserVariables) =>
      apiRequest<UpdatedAdminUser>('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, input),
    invalidateAdminUserQueries,
  );
}
