import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Pager } from '../hooks/use-pager';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/** The Previous (`step` -1) or Next (+1) button's props: disabled on the first or the last page. */
function getStepProps(
  page: number,
  step: -1 | 1,
  pageCount: number,
  onPageChange: (page: number) => void,
) {
  return {
    variant: 'outline',
    size: 'sm',
    disabled: step < 0 ? page <= 1 : page >= pageCount,
    onClick: () => onPageChange(page + step),
  } as const;
}

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
        <Button {...getStepProps(page, -1, pageCount, setPage)}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <span className="text-muted-foreground">
          Page {page} of {pageCount}
        </span>
        <Button {...getStepProps(page, 1, pageCount, setPage)}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

export interface CompactPagerProps {
  /** Names the landmark, e.g. `W-2 pages`. */
  label: string;
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
  /** Space around the pager, before its own layout classes. */
  className?: string;
  /** Where the reader is, e.g. `Page 2 of 5 · 230 forms`. */
  children: ReactNode;
}

/** A pager of plain Previous / Next buttons after a line saying where the reader is. */
export function CompactPager({
  label,
  page,
  pageCount,
  onPageChange,
  className,
  children,
}: CompactPagerProps) {
  return (
    <nav
      aria-label={label}
      className={cn(className, 'flex items-center justify-between gap-2 text-sm')}
    >
      <span className="text-muted-foreground">{children}</span>
      <span className="flex gap-2">
        <Button {...getStepProps(page, -1, pageCount, onPageChange)}>Previous</Button>
        <Button {...getStepProps(page, 1, pageCount, onPageChange)}>Next</Button>
      </span>
    </nav>
  );
}
