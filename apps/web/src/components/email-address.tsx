import { Fragment } from 'react';
import { cn } from '../lib/cn';

/** The address cut before each '@' and '.', the only places it may go to a new line. */
export function splitEmailForWrapping(email: string): string[] {
  return email.split(/(?=[@.])/);
}

/**
 * An email address that wraps, when it must, only before its '@' or a dot: `wrap-anywhere` let a
 * table column shrink until "aisha.johnson@ex / ample.com" broke mid-word (issue 27, item 14).
 * `break-words` stays as the last resort for one part wider than the screen.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  return (
    <span className={cn('break-words', className)}>
      {splitEmailForWrapping(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
