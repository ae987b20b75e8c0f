import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { cn } from '../../lib/cn';

const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        outline: 'border border-border bg-surface hover:bg-muted',
        ghost: 'hover:bg-muted',
        destructive: 'bg-danger text-danger-foreground hover:bg-danger/90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-9 px-4 py-2',
        sm: 'h-8 px-3',
        lg: 'h-10 px-6',
        icon: 'size-9',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
  /**
   * The button's action is running: it looks and reads disabled (aria-disabled) and ignores presses,
   * but keeps the focus. A `disabled` button drops it to <body> mid-request, and the keyboard user
   * is thrown back to the start of the page (WCAG 2.4.3).
   */
  isPending?: boolean;
}

function ignorePress(event: MouseEvent<HTMLButtonElement>) {
  // A submit button's press is also how Enter in a field submits its form: cancelling it stops both.
  event.preventDefault();
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  isPending = false,
  onClick,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={cn(
        buttonVariants({ variant, size }),
        isPending && 'cursor-wait opacity-50',
        className,
      )}
      type={asChild ? undefined : (type ?? 'button')}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      onClick={isPending ? ignorePress : onClick}
      {...props}
    />
  );
}
