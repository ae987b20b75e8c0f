import type { HTMLAttributes, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

export interface SectionCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  /** A sentence under the title saying what the card holds. */
  description?: ReactNode;
  /** The title heading's own attributes: a larger size, or an id another element points to. */
  titleProps?: HTMLAttributes<HTMLHeadingElement>;
  /** Buttons or links beside the title, on its right; they wrap under it on a narrow screen. */
  actions?: ReactNode;
  /** Classes of the card (its place in the page's grid or its margin). */
  className?: string;
  /** Classes of the card's body (its layout), under the title. */
  contentClassName?: string;
  children: ReactNode;
}

/** A card with a title, an optional description and actions, and a body: one section of a screen. */
export function SectionCard({
  title,
  description,
  titleProps,
  actions,
  className,
  contentClassName,
  children,
  ...cardProps
}: SectionCardProps) {
  const heading = (
    <>
      <CardTitle {...titleProps}>{title}</CardTitle>
      {description === undefined ? null : <CardDescription>{description}</CardDescription>}
    </>
  );
  return (
    <Card className={className} {...cardProps}>
      {actions === undefined ? (
        <CardHeader>{heading}</CardHeader>
      ) : (
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div>{heading}</div>
          {actions}
        </CardHeader>
      )}
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
