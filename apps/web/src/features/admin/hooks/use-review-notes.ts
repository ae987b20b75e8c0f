import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { showErrorToast } from '../../../lib/show-error-toast';
import { showSuccessToast } from '../../../lib/show-success-toast';

export const REVIEW_NOTES_REQUIRED = 'Please provide review notes';

/** What a decision's toasts say: its title when done and whom it concerns, or its title on failure. */
export interface ReviewToasts {
  done: string;
  subject: string;
  failed: string;
}

/** The per-call callbacks a mutation's `mutate` takes. */
export interface ReviewCallbacks {
  onSuccess(): void;
  onError(error: unknown): void;
}

/**
 * The review notes typed beside each entry of an Admin Panel list, keyed by the entry's id. Spec
 * section 5: approving and rejecting need non-blank notes, so `take` answers null (and shows why)
 * when they are blank.
 */
export function useReviewNotes() {
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const take = (id: string): string | null => {
    const text = (notes[id] ?? '').trim();
    setErrors((current) => ({ ...current, [id]: text ? '' : REVIEW_NOTES_REQUIRED }));
    if (!text) {
      toast({ title: 'Error', description: REVIEW_NOTES_REQUIRED, variant: 'destructive' });
      return null;
    }
    return text;
  };

  const clear = (id: string) => setNotes((current) => ({ ...current, [id]: '' }));

  /**
   * Sends an entry's decision with its notes, unless they are blank: `send` makes the request with
   * the callbacks given. Success clears the notes and says so; failure says why.
   */
  const decide = (
    id: string,
    send: (reviewNotes: string, callbacks: ReviewCallbacks) => void,
    toasts: ReviewToasts,
  ) => {
    const reviewNotes = take(id);
    if (reviewNotes === null) return;
    send(reviewNotes, {
      onSuccess: () => {
        clear(id);
        showSuccessToast(toasts.done, toasts.subject);
      },
      onError: (error) => showErrorToast(toasts.failed, error),
    });
  };

  return {
    valueOf: (id: string) => notes[id] ?? '',
    errorOf: (id: string) => errors[id] || undefined,
    set: (id: string, text: string) => setNotes((current) => ({ ...current, [id]: text })),
    clear,
    take,
    decide,
  };
}
