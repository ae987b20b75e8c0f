import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { useInvalidatingMutation } from './use-invalidating-mutation';

export interface VersionedUpdate<TInput> {
  id: string;
  input: TInput;
  /** The updatedAt the edit started from, sent as If-Match: a record changed since is refused. */
  version: string;
}

/** PUT of one record at `${path}/${id}`, then the reads that show it refetch. */
export function useVersionedUpdate<TInput, TResult>(
  path: string,
  invalidate: (queryClient: QueryClient) => Promise<void>,
) {
  return useInvalidatingMutation(
    ({ id, input, version }: VersionedUpdate<TInput>) =>
      apiRequest<TResult>('PUT', `${path}/${id}`, input, version),
    invalidate,
  );
}
