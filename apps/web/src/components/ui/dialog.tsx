import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { DIALOG_OVERLAY, getDialogSurfaceClass } from './dialog-placement';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * 'first-field' for a dialog that is a form: it opens with the first field focused, ready to type,
   * instead of on the Close button that comes first in the tab order. Without a field yet (a record
   * still loading), the dialog itself holds the focus, so a stray Enter cannot close it, and the
   * first field takes it as soon as it appears (unless the person has moved it meanwhile).
   */
  initialFocus?: 'first-field';
}

const FIELD_SELECTOR =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * Focuses the dialog's first field, now or, while there is none yet, once it appears: the dialog
 * holds the focus meanwhile, and a field that appears later takes it only from the dialog itself.
 * Returns the function that stops waiting.
 */
function focusFirstFieldWhenReady(content: HTMLElement): () => void {
  const findField = () => content.querySelector<HTMLElement>(FIELD_SELECTOR);
  const field = findField();
  if (field) {
    field.focus();
    return () => {};
  }
  content.focus();
  const observer = new MutationObserver(() => {
    const appeared = findField();
    if (!appeared) return;
    observer.disconnect();
    if (document.activeElement === content || document.activeElement === document.body)
      appeared.focus();
  });
  observer.observe(content, { childList: true, subtree: true });
  return () => observer.disconnect();
}

export function DialogContent({
  title,
  description,
  children,
  className,
  initialFocus,
}: DialogContentProps) {
  const stopWaitingRef = useRef<() => void>(() => {});
  useEffect(() => () => stopWaitingRef.current(), []);
  const onOpenAutoFocus = (event: Event) => {
    if (!(event.currentTarget instanceof HTMLElement)) return;
    event.preventDefault();
    stopWaitingRef.current();
    stopWaitingRef.current = focusFirstFieldWhenReady(event.currentTarget);
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={DIALOG_OVERLAY} />
      <DialogPrimitive.Content
        className={cn(getDialogSurfaceClass('max-w-lg'), className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={initialFocus === 'first-field' ? onOpenAutoFocus : undefined}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close className="rounded-md p-1 hover:bg-muted" aria-label="Close">
            <X className="size-4" />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
