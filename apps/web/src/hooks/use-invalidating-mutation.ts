import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** A write whose success marks stale the reads that show what it changed, so those screens refetch. */
export function useInvalidatingMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  invalidate: (queryClient: QueryClient) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidate(queryClient) });
}
