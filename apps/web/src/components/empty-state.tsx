import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** Why the list is empty: nothing matches the filters, or nothing has been added yet. */
  message: ReactNode;
}

/** An empty list of cards: a dashed panel with a heading, and what to do next (`children`). */
export function EmptyPanel({
  icon: Icon,
  title,
  message,
  children,
}: EmptyStateProps & { children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-border p-10 text-center">
      <Icon className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-3 font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{message}</p>
      {children}
    </div>
  );
}

/** An empty table inside its card: the message stands where the rows would. */
export function EmptyTableMessage({ icon: Icon, title, message }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
      <Icon className="size-10" aria-hidden="true" />
      <p className="font-medium text-foreground">{title}</p>
      <p className="text-sm">{message}</p>
    </div>
  );
}
