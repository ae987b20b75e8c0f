import type { ReactNode } from 'react';
import { QueryState, type QueryStatus } from '../../../components/query-state';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

export interface TaxFormCardProps<TData> {
  title: ReactNode;
  description: ReactNode;
  /** Downloads and actions beside the title; without them the header is the title alone. */
  actions?: ReactNode;
  /** The placeholder's height while the form loads, near the form's own: `h-40`. */
  skeletonClassName: string;
  /** Notes under the form that stay whatever state its read is in. */
  footer?: ReactNode;
  query: QueryStatus<TData>;
  errorMessage: string;
  isEmpty?(data: NonNullable<TData>): boolean;
  empty?: ReactNode;
  children(data: NonNullable<TData>): ReactNode;
}

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
  const heading = (
    <>
      <CardTitle>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
    </>
  );
  return (
    <Card>
      {actions === undefined ? (
        <CardHeader>{heading}</CardHeader>
      ) : (
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div>{heading}</div>
          {actions}
        </CardHeader>
      )}
      <CardContent>
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
      </CardContent>
    </Card>
  );
}
