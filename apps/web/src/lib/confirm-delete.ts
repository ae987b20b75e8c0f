import type { UseMutationResult } from '@tanstack/react-query';
import { showErrorToast } from './show-error-toast';
import { showSuccessToast } from './show-success-toast';

/** What a Delete's toasts say: its titles, and the deleted record's name where one helps. */
export interface DeleteToasts<Target> {
  deleted: string;
  failed: string;
  describe?: (target: Target) => string;
}

/**
 * The confirm handler of a list's Delete dialog: deletes the record the dialog was opened for,
 * toasts the outcome and closes the dialog whether or not the server took it.
 */
export function confirmDelete<Target extends { id: string }, Result>(
  dialog: { target: Target | null; close: () => void },
  remove: UseMutationResult<Result, Error, string>,
  toasts: DeleteToasts<Target>,
): () => void {
  return () => {
    const target = dialog.target;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => showSuccessToast(toasts.deleted, toasts.describe?.(target)),
      onError: (error) => showErrorToast(toasts.failed, error),
      onSettled: dialog.close,
    });
  };
}
