import type { ReactNode } from 'react';
import { getErrorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';

/** The part of a TanStack query result a screen state depends on. */
export interface QueryStatus<TData> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: TData | undefined;
}

/** What a failed read shows: a sentence (the server's own message wins when it sends one) or a whole element. */
type QueryErrorProps =
  { errorMessage: string; error?: never } | { error: ReactNode; errorMessage?: never };

export type QueryStateProps<TData> = QueryErrorProps & {
  query: QueryStatus<TData>;
  /** What stands in while the first answer is on its way; a status line by default. */
  loading?: ReactNode;
  /** The default status line's words, e.g. `Loading invoices...`. */
  loadingText?: string;
  /** Text size and spacing of the default loading and error lines. */
  className?: string;
  /** No answer (null) is always empty; this says which other answers are. */
  isEmpty?(data: NonNullable<TData>): boolean;
  empty?: ReactNode;
  children(data: NonNullable<TData>): ReactNode;
};

/**
 * One read's four screen states: loading, error, empty, data. An error wins over data kept from an
 * earlier answer, so a failed refetch is never shown as if it were current.
 */
export function QueryState<TData>({
  query,
  loading,
  loadingText = 'Loading...',
  errorMessage,
  error,
  className,
  isEmpty,
  empty,
  children,
}: QueryStateProps<TData>) {
  if (query.isPending) {
    return (
      loading ?? (
        <p role="status" className={cn('text-muted-foreground', className)}>
          {loadingText}
        </p>
      )
    );
  }
  if (query.isError) {
    return (
      error ?? (
        <p role="alert" className={cn('text-danger', className)}>
          {getErrorMessage(query.error, errorMessage ?? '')}
        </p>
      )
    );
  }
  const data = query.data;
  if (data === undefined || data === null || isEmpty?.(data)) return empty ?? null;
  return children(data);
}
