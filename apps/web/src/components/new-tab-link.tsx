import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

export interface NewTabLinkProps {
  href: string;
  /** The link's look: its size, weight and underline. */
  className: string;
  /** The outward-arrow icon's size, e.g. `size-3`. */
  iconClassName: string;
  children: ReactNode;
}

/** A link to another site, opened in a new tab; screen readers are told so, sighted users see the arrow. */
export function NewTabLink({ href, className, iconClassName, children }: NewTabLinkProps) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={className}>
      {children}
      <ExternalLink className={iconClassName} aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
