import { useState } from 'react';
import { ApiError } from '../lib/api-client';
import { showErrorToast } from '../lib/show-error-toast';

/**
 * The record an edit form shows and saves from (ADR 0020): the one it opened with, or the latest
 * copy, reloaded at the person's request after a save was refused because someone else had changed
 * it first, whichever is newer. Save with `record.updatedAt` as the version. A reload belongs to one
 * record, so the same dialog opened for another starts clean. `isReloaded`: the form shows a reloaded
 * record, and should put focus on its first field, as the Reload button that had it is gone.
 * `reloads` counts the reloads: key the form with it to start it again from the reloaded record, and
 * not from the copy its own save refreshes (that would unmount it before the save's toast).
 */
export function useEditVersion<Record extends { id: string; updatedAt: string }>(
  opened: Record | null,
  fetchLatest: (opened: Record) => Promise<Record>,
) {
  const [reloaded, setReloaded] = useState<Record | null>(null);
  const [refusedFor, setRefusedFor] = useState<Record | null>(null);
  const [isReloading, setIsReloading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const isReloaded = reloaded !== null && opened !== null && reloaded.id === opened.id;
  // ISO 8601 UTC timestamps order as text.
  const record = isReloaded && reloaded.updatedAt > opened.updatedAt ? reloaded : opened;

  /** Takes a failed save's error: a refusal for a stale version offers the reload. */
  const noteSaveError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'PRECONDITION_FAILED') setRefusedFor(record);
  };

  const reload = async () => {
    if (!opened) return;
    setIsReloading(true);
    try {
      setReloaded(await fetchLatest(opened));
      setReloads((count) => count + 1);
      setRefusedFor(null);
    } catch (error) {
      showErrorToast('Failed to reload', error);
    } finally {
      setIsReloading(false);
    }
  };

  return {
    record,
    reloads,
    isReloaded,
    isStale: record !== null && refusedFor === record,
    isReloading,
    noteSaveError,
    reload,
  };
}
