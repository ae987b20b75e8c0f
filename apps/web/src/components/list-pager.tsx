import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Pager } from '../hooks/use-pager';
import { Button } from './ui/button';

export interface ListPagerProps {
  pager: Pager;
  total: number;
  /** Names the landmark: "Client" gives "Client pages". */
  noun: string;
  /** Space above the pager: `compact` under a table or picker inside a card, `default` under a grid. */
  spacing?: 'default' | 'compact';
}

/** Previous / Next over a server-paged list, with where the reader is; nothing when one page holds all. */
export function ListPager({ pager, total, noun, spacing = 'default' }: ListPagerProps) {
  const { page, pageSize, setPage } = pager;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav
      aria-label={`${noun} pages`}
      className={`${spacing === 'compact' ? 'mt-4' : 'mt-6'} flex flex-wrap items-center justify-between gap-3 text-sm`}
    >
      <p className="text-muted-foreground" aria-live="polite">
        Showing {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of{' '}
        {total.toLocaleString('en-US')}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <span className="text-muted-foreground">
          Page {page} of {pageCount}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => setPage(page + 1)}
        >
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
