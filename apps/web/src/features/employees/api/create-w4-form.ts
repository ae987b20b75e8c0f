import type { CreateW4Input, W4Form } from '@paylab/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueryPaths } from '../../../lib/query-helpers';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';

export function useCreateW4Form() {
  return useInvalidatingMutation(
    (input: CreateW4Input) => apiRequest<W4Form>('POST', '/api/w4', input),
    (queryClient) => invalidateQueryPaths(queryClient, ['/api/w4']),
  );
}
