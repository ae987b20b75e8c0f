import { useCallback, useRef } from 'react';

/**
 * Dialogs here open from state, not from a Radix trigger, so Radix has nowhere to send focus when
 * they close: remember the button that opened one and focus it again afterwards.
 */
export function useReturnFocus() {
  const openerRef = useRef<HTMLElement | null>(null);
  const rememberOpener = useCallback(() => {
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restoreFocus = useCallback(() => {
    requestAnimationFrame(() => {
      if (openerRef.current?.isConnected) openerRef.current.focus();
    });
  }, []);
  return { rememberOpener, restoreFocus };
}
