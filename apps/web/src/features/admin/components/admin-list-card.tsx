import type { ReactNode } from 'react';
import { QueryState, type QueryStatus } from '../../../components/query-state';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

export interface AdminListCardProps<TData extends { items: readonly unknown[] }> {
  title: string;
  query: QueryStatus<TData>;
  errorMessage: string;
  /** What the card says when the list has no entries. */
  emptyMessage: string;
  children(data: TData): ReactNode;
}

/** A titled card around one of the admin panel's lists, with its loading, error and empty lines. */
export function AdminListCard<TData extends { items: readonly unknown[] }>({
  title,
  query,
  errorMessage,
  emptyMessage,
  children,
}: AdminListCardProps<TData>) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          errorMessage={errorMessage}
          className="text-sm"
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="text-sm text-muted-foreground">{emptyMessage}</p>}
        >
          {children}
        </QueryState>
      </CardContent>
    </Card>
  );
}
