import type { ReactNode } from 'react';
import { SectionCard } from './section-card';

export interface PublicCardProps {
  title: string;
  description: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}

/** The one titled card of a page seen before signing in: sign-in, registration, a mailed link. */
export function PublicCard({ title, description, contentClassName, children }: PublicCardProps) {
  return (
    <SectionCard
      title={title}
      titleProps={{ className: 'text-2xl' }}
      description={description}
      className="w-full max-w-md"
      contentClassName={contentClassName}
    >
      {children}
    </SectionCard>
  );
}

/** A page reached from a mailed or handed-over link, before signing in: one titled card. */
export function PublicPage(props: PublicCardProps) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <h1 className="text-3xl font-bold text-primary">PayLab</h1>
      <PublicCard {...props} />
    </main>
  );
}
