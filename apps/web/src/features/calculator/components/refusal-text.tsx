import { cn } from '../../../lib/cn';

/** The engine's refusal of something with no input of its own: the gross pay, the deductions. */
export function RefusalText({ message, className }: { message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p className={cn('text-sm text-danger', className)} role="alert">
      {message}
    </p>
  );
}
