import { useCallback, useState } from 'react';
import { useReturnFocus } from './use-return-focus';

/**
 * A dialog opened from state for one record (or for none: `open(null)` adds a new one). `open`
 * remembers the button that opened it; closing sends focus back there. The record is kept after
 * closing so the dialog's words do not change while it animates away.
 */
export function useDialogTarget<Target>() {
  const [state, setState] = useState<{ target: Target | null; isOpen: boolean }>({
    target: null,
    isOpen: false,
  });
  const { rememberOpener, restoreFocus } = useReturnFocus();
  const open = useCallback(
    (target: Target | null) => {
      rememberOpener();
      setState({ target, isOpen: true });
    },
    [rememberOpener],
  );
  const close = useCallback(() => {
    setState((current) => ({ ...current, isOpen: false }));
    restoreFocus();
  }, [restoreFocus]);
  const onOpenChange = useCallback(
    (isOpen: boolean) => {
      if (!isOpen) close();
    },
    [close],
  );
  return { target: state.target, isOpen: state.isOpen, open, close, onOpenChange };
}
