import { useRef, type HTMLAttributes, type TdHTMLAttributes, type ThHTMLAttributes } from 'react';
import { useIsScrollableX } from '../../hooks/use-element-measure';
import { cn } from '../../lib/cn';

/** Every table is named, so the region it becomes while it scrolls is named too. */
export type TableProps = HTMLAttributes<HTMLTableElement> &
  ({ 'aria-label': string } | { 'aria-labelledby': string }) & {
    /** Said above the table while it is wider than its box, so nobody misses the columns past the edge. */
    scrollHint?: string;
  };

/**
 * A table that scrolls sideways inside its box when it is wider than the screen; `relative` keeps
 * its visually hidden labels inside the scroller too. Only while it scrolls is the box a named,
 * focusable region, so a keyboard user can scroll it with the arrow keys (axe
 * scrollable-region-focusable) and a table that fits adds no extra tab stop.
 */
export function Table({ className, scrollHint, ...props }: TableProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const isScrollable = useIsScrollableX(scrollerRef);
  const regionProps = isScrollable
    ? {
        tabIndex: 0,
        role: 'region',
        'aria-label': props['aria-label'],
        'aria-labelledby': props['aria-labelledby'],
      }
    : {};
  const scroller = (
    <div ref={scrollerRef} className="relative w-full overflow-x-auto" {...regionProps}>
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
  if (!scrollHint) return scroller;
  return (
    <>
      {isScrollable ? <p className="mb-1 text-xs text-muted-foreground">{scrollHint}</p> : null}
      {scroller}
    </>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-border px-3 py-2 text-left font-medium text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td className={cn('border-b border-border px-3 py-2 align-middle', className)} {...props} />
  );
}

/** The header of a column of row buttons: named for screen readers, blank on screen. */
export function ActionsTh({ className }: { className?: string }) {
  return (
    <Th className={className}>
      <span className="sr-only">Actions</span>
    </Th>
  );
}
