import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest, toQueryString } from './api-client';

type QueryValue = string | number | undefined;

/** One read cached under `path`; `url` is what is fetched where it adds a query string to the path. */
export function getReadQueryOptions<TData>(path: string, url = path) {
  return queryOptions({
    queryKey: [path],
    queryFn: () => apiRequest<TData>('GET', url),
  });
}

/**
 * A page of a server-paged list at `path`. The page on screen stays while the next one loads
 * (keepPreviousData), so the pager and filters do not flash a skeleton.
 */
export function getPagedListQueryOptions<
  TList,
  TParams extends Partial<Record<keyof TParams, QueryValue>>,
>(path: string, params: TParams, pageSize: number) {
  return queryOptions({
    queryKey: [path, params],
    queryFn: () => apiRequest<TList>('GET', `${path}${toQueryString({ ...params, pageSize })}`),
    placeholderData: keepPreviousData,
  });
}

/** Marks every read under these paths stale, so the screens showing them refetch after a write. */
export function invalidateQueryPaths(
  queryClient: QueryClient,
  paths: readonly string[],
): Promise<void> {
  return Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: [path] }))).then(
    () => undefined,
  );
}
