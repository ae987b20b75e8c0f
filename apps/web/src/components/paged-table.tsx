import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Pager } from '../hooks/use-pager';
import { EmptyTableMessage } from './empty-state';
import { ListPager } from './list-pager';
import { QueryState, type QueryStatus } from './query-state';
import { SkeletonList } from './skeleton-list';
import { Table } from './ui/table';

export interface PagedTableProps<TPage extends { items: readonly unknown[]; total: number }> {
  /** The page's read; while it fetches another page it keeps the last one, dimmed. */
  query: QueryStatus<TPage> & { isPlaceholderData?: boolean };
  /** Announced while the first page loads: "Loading employees". */
  loadingLabel: string;
  errorMessage: string;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  /** Why the page is empty: nothing matches the filters, or nothing has been added yet. */
  emptyMessage: ReactNode;
  pager: Pager;
  /** Names the pager's landmark: "Employee" gives "Employee pages". */
  noun: string;
  /** Names the table (and the region it becomes while it scrolls). */
  tableLabel: string;
  /** The header row's cells (`<Th>`s). */
  columns: ReactNode;
  /** One item's row, a `<tr>` with its key. */
  children(item: TPage['items'][number]): ReactNode;
}

/**
 * A server-paged table inside its card: placeholder rows while the first page loads, the empty
 * message where the rows would be, the rows under their header, and the pager under the table.
 */
export function PagedTable<TPage extends { items: readonly unknown[]; total: number }>({
  query,
  loadingLabel,
  errorMessage,
  emptyIcon,
  emptyTitle,
  emptyMessage,
  pager,
  noun,
  tableLabel,
  columns,
  children,
}: PagedTableProps<TPage>) {
  return (
    <>
      <QueryState
        query={query}
        loading={
          <SkeletonList
            count={5}
            className="grid gap-2"
            itemClassName="h-10"
            label={loadingLabel}
          />
        }
        errorMessage={errorMessage}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyTableMessage icon={emptyIcon} title={emptyTitle} message={emptyMessage} />}
      >
        {(data) => (
          <Table aria-label={tableLabel}>
            <thead>
              <tr>{columns}</tr>
            </thead>
            <tbody className={query.isPlaceholderData ? 'opacity-60' : undefined}>
              {data.items.map((item) => children(item))}
            </tbody>
          </Table>
        )}
      </QueryState>
      {query.data ? (
        <ListPager pager={pager} total={query.data.total} noun={noun} spacing="compact" />
      ) : null}
    </>
  );
}
