import { Skeleton } from './ui/skeleton';

export interface SkeletonListProps {
  count: number;
  /** The layout of the placeholders, e.g. `grid gap-2` for table rows or a card grid. */
  className: string;
  /** Each placeholder's size, e.g. `h-10` for a table row. */
  itemClassName: string;
  /** Announces the wait (role status) when the placeholders stand alone for a list. */
  label?: string;
  /** Marks the placeholders busy (aria-busy) where they stand for content being read. */
  isBusy?: boolean;
}

/** Grey placeholders in the shape of a list while its first page loads. */
export function SkeletonList({
  count,
  className,
  itemClassName,
  label,
  isBusy,
}: SkeletonListProps) {
  return (
    <div
      className={className}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-busy={isBusy}
    >
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={itemClassName} />
      ))}
    </div>
  );
}
