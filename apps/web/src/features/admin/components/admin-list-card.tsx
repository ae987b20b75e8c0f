import type { ReactNode } from 'react';
import { ListPager } from '../../../components/list-pager';
import { QueryState, type QueryStatus } from '../../../components/query-state';
import type { Pager } from '../../../hooks/use-pager';
import { SectionCard } from '../../../components/section-card';

export interface AdminListCardProps<TItem extends { id: string }> {
  title: string;
  query: QueryStatus<{ items: readonly TItem[]; total: number }>;
  errorMessage: string;
  /** What the card says when the list has no entries. */
  emptyMessage: string;
  /** A paragraph above the entries, shown only when there are some. */
  intro?: ReactNode;
  /** The space between entries. */
  listClassName?: string;
  /** Each entry's bordered box: its padding, text size and the space between its lines. */
  itemClassName: string;
  /** Each entry's test id, for the browser tests. */
  itemTestId?: string;
  /** A server-paged list's pager and the noun that names it ("Join request" → "Join request pages"). */
  paging?: { pager: Pager; noun: string };
  children(item: TItem): ReactNode;
}

/**
 * A titled card around one of the admin panel's lists: its loading, error and empty lines, then the
 * entries as a list named by the title, and the pager under them.
 */
export function AdminListCard<TItem extends { id: string }>({
  title,
  query,
  errorMessage,
  emptyMessage,
  intro,
  listClassName = 'grid gap-4 break-words',
  itemClassName,
  itemTestId,
  paging,
  children,
}: AdminListCardProps<TItem>) {
  return (
    <SectionCard title={title}>
      <QueryState
        query={query}
        errorMessage={errorMessage}
        className="text-sm"
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="text-sm text-muted-foreground">{emptyMessage}</p>}
      >
        {(data) => (
          <>
            {intro}
            <ul className={listClassName} aria-label={title}>
              {data.items.map((item) => (
                <li key={item.id} className={itemClassName} data-testid={itemTestId}>
                  {children(item)}
                </li>
              ))}
            </ul>
            {paging ? (
              <ListPager pager={paging.pager} total={data.total} noun={paging.noun} />
            ) : null}
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
