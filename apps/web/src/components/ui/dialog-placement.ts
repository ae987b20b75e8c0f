/**
 * Where a modal dialog sits: centred, and clear of the toasts, which take the top of a phone's
 * screen and the bottom from 640 px up (toast.tsx). The toaster publishes their height as
 * --toast-inset; the dialog's centre moves by half of it and its height gives up all of it, so
 * even a dialog that fills the screen keeps its buttons out from under a toast (issue 27, item 6).
 */
export const DIALOG_PLACEMENT =
  'fixed left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 top-[calc(50%+var(--toast-inset,0px)/2)] sm:top-[calc(50%-var(--toast-inset,0px)/2)] max-h-[calc(90dvh-var(--toast-inset,0px))] overflow-y-auto transition-[top,max-height] duration-150';

/** The dimmed backdrop behind a modal dialog. */
export const DIALOG_OVERLAY = 'fixed inset-0 z-40 bg-black/50';

/** A modal dialog's panel, placed as above: a bordered card `maxWidth` wide at most, inset on a phone. */
export function getDialogSurfaceClass(maxWidth: 'max-w-md' | 'max-w-lg'): string {
  return `${DIALOG_PLACEMENT} w-[calc(100%-2rem)] ${maxWidth} rounded-lg border border-border bg-surface p-6 shadow-xl`;
}
