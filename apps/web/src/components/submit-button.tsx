import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './ui/button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'isPending' | 'children'> {
  isPending: boolean;
  /** What the button reads while the form's request runs, e.g. `Saving...`. */
  pendingLabel: ReactNode;
  children: ReactNode;
}

/** A form's submit button that says so while its request runs (and ignores presses meanwhile). */
export function SubmitButton({ isPending, pendingLabel, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" isPending={isPending} {...props}>
      {isPending ? pendingLabel : children}
    </Button>
  );
}
