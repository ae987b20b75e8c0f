import { NewTabLink } from '../../../components/new-tab-link';
import type { ResourceLink } from '../lib/compliance-content';

/** Publications to read further, each opening in a new tab above a line on what it covers. */
export function ResourceLinkList({
  links,
  className,
}: {
  links: readonly ResourceLink[];
  /** The list's grid: how many links stand side by side at each width. */
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <NewTabLink
            href={link.href}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            iconClassName="size-3.5"
          >
            {link.label}
          </NewTabLink>
          <p className="text-sm text-muted-foreground">{link.description}</p>
        </li>
      ))}
    </ul>
  );
}
