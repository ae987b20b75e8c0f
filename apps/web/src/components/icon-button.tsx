import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './ui/button';
import { Tooltip } from './ui/tooltip';

export interface IconButtonProps extends Omit<ButtonProps, 'variant' | 'size' | 'aria-label'> {
  /** What the button does, shown on hover and focus: "Edit". */
  tooltip: ReactNode;
  /** The accessible name, which says what it acts on too: "Edit Jane Doe". */
  label: string;
  /** The icon. */
  children: ReactNode;
}

/** A row action drawn as its icon alone: the tooltip shows sighted users what it does. */
export function IconButton({ tooltip, label, children, ...props }: IconButtonProps) {
  return (
    <Tooltip content={tooltip}>
      <Button variant="ghost" size="icon" aria-label={label} {...props}>
        {children}
      </Button>
    </Tooltip>
  );
}
