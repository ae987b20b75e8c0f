import type { HTMLAttributes, ReactNode } from 'react';

export interface DetailItemProps extends HTMLAttributes<HTMLElement> {
  /** What the value is, in muted text above it. */
  label: ReactNode;
  /** Classes of the pair's box, e.g. its span in the list's grid; the other props style the value. */
  itemClassName?: string;
}

/** One labelled value of a description list (`<dl>`): its term over its value. */
export function DetailItem({ label, itemClassName, children, ...valueProps }: DetailItemProps) {
  return (
    <div className={itemClassName}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd {...valueProps}>{children}</dd>
    </div>
  );
}
