import type { ReactNode } from 'react';
import { QueryState, type QueryStateProps } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { Skeleton } from '../../../components/ui/skeleton';

export type TaxFormCardProps<TData> = Pick<
  QueryStateProps<TData>,
  'query' | 'isEmpty' | 'empty' | 'children'
> & {
  title: ReactNode;
  description: ReactNode;
  /** Downloads and actions beside the title; without them the header is the title alone. */
  actions?: ReactNode;
  /** The placeholder's height while the form loads, near the form's own: `h-40`. */
  skeletonClassName: string;
  /** Notes under the form that stay whatever state its read is in. */
  footer?: ReactNode;
  errorMessage: string;
};

/** A year's tax form in a card: its title and downloads over the form's read (loading, error, empty, form). */
export function TaxFormCard<TData>({
  title,
  description,
  actions,
  skeletonClassName,
  footer,
  query,
  errorMessage,
  isEmpty,
  empty,
  children,
}: TaxFormCardProps<TData>) {
  return (
    <SectionCard title={title} description={description} actions={actions}>
      <QueryState
        query={query}
        loading={<Skeleton className={skeletonClassName} />}
        errorMessage={errorMessage}
        isEmpty={isEmpty}
        empty={empty}
      >
        {children}
      </QueryState>
      {footer}
    </SectionCard>
  );
}
