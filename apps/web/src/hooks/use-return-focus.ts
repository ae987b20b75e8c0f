import { useCallback, useRef } from 'react';

/**
 * Dialogs here open from state, not from a Radix trigger, so Radix has nowhere to send focus when
 * they close: remember the button that opened one and focus it again afterwards. Panels that close
 * when their work is done (the payroll calculator after processing) do the same.
 */
export function useReturnFocus() {
  const openerRef = useRef<HTMLElement | null>(null);
  const rememberOpener = useCallback(() => {
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  /** `fallback` names where focus goes when the opener has left the page meanwhile. */
  const restoreFocus = useCallback((fallback?: () => HTMLElement | null | undefined) => {
    requestAnimationFrame(() => {
      if (openerRef.current?.isConnected) openerRef.current.focus();
      else fallback?.()?.focus();
    });
  }, []);
  return { rememberOpener, restoreFocus };
}
