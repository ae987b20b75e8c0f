import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { Button } from './button';
import { DIALOG_OVERLAY, getDialogSurfaceClass } from './dialog-placement';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  /** 'destructive' (the default) for a removal; 'default' for a commitment such as a pay run. */
  confirmVariant?: 'destructive' | 'default';
  /** What the person confirms, in detail (figures, a list), under the description. */
  children?: ReactNode;
  isPending?: boolean;
  /** False while something in `children` still has to be acknowledged. */
  canConfirm?: boolean;
  onConfirm(): void;
}

/** A confirmation that must be answered before anything is destroyed or committed. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  confirmVariant = 'destructive',
  children,
  isPending,
  canConfirm = true,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={DIALOG_OVERLAY} />
        <AlertDialogPrimitive.Content className={getDialogSurfaceClass('max-w-md')}>
          <AlertDialogPrimitive.Title className="text-lg font-semibold">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-2 text-sm text-muted-foreground">
            {description}
          </AlertDialogPrimitive.Description>
          {children}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action asChild>
              <Button
                variant={confirmVariant}
                isPending={isPending}
                disabled={!canConfirm}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
