import { useState } from 'react';
import { toast } from '../../../components/ui/toast';

export const REVIEW_NOTES_REQUIRED = 'Please provide review notes';

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

  return {
    valueOf: (id: string) => notes[id] ?? '',
    errorOf: (id: string) => errors[id] || undefined,
    set: (id: string, text: string) => setNotes((current) => ({ ...current, [id]: text })),
    clear: (id: string) => setNotes((current) => ({ ...current, [id]: '' })),
    take,
  };
}
