import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';

/** Spec section 9: one toast at a time, 5000 ms, swipe right past 50 px, F8, region 'Notification'. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  isOpen: boolean;
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, 'id' | 'isOpen'>): void {
  emit([{ ...message, id: nextId++, isOpen: true }, ...toasts].slice(0, TOAST_LIMIT));
}

function dismissToast(id: number): void {
  emit(toasts.filter((entry) => entry.id !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The CSS variable dialogs read to keep clear of the toasts (DIALOG_PLACEMENT in ./dialog-placement). */
export const TOAST_INSET_PROPERTY = '--toast-inset';

/**
 * Publishes the height the toasts take at the screen's edge (their viewport, padding included;
 * 0 with none), so an open dialog moves and shrinks out of their way: a toast never covers a
 * dialog's buttons (issue 27, item 6).
 */
function usePublishToastInset(hasToasts: boolean) {
  const viewportRef = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const viewport = viewportRef.current;
    const publish = () => {
      const height = hasToasts && viewport ? viewport.getBoundingClientRect().height : 0;
      root.style.setProperty(TOAST_INSET_PROPERTY, `${Math.ceil(height)}px`);
    };
    publish();
    if (!viewport || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(publish);
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      root.style.setProperty(TOAST_INSET_PROPERTY, '0px');
    };
  }, [hasToasts]);
  return viewportRef;
}

export function Toaster() {
  const current = useSyncExternalStore(subscribe, () => toasts);
  const viewportRef = usePublishToastInset(current.length > 0);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {current.map((entry) => (
        <ToastPrimitive.Root
          key={entry.id}
          open={entry.isOpen}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(entry.id);
          }}
          type={entry.variant === 'destructive' ? 'foreground' : 'background'}
          data-testid="toast"
          className={cn(
            'relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-8 shadow-lg data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            entry.variant === 'destructive'
              ? 'border-danger bg-danger text-danger-foreground'
              : entry.variant === 'success'
                ? 'border-success bg-surface text-foreground'
                : 'border-border bg-surface text-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {entry.title}
            </ToastPrimitive.Title>
            {entry.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {entry.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewportRef}
        label="Notification"
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
