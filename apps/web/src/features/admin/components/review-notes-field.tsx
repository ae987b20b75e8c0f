import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import type { useReviewNotes } from '../hooks/use-review-notes';

/** The notes box beside an entry the admin approves or rejects. */
export function ReviewNotesField({
  id,
  notes,
}: {
  id: string;
  notes: ReturnType<typeof useReviewNotes>;
}) {
  return (
    <Field label="Review Notes" error={notes.errorOf(id)}>
      <Textarea
        rows={2}
        maxLength={2000}
        placeholder="Why access is approved or rejected"
        value={notes.valueOf(id)}
        onChange={(event) => notes.set(id, event.target.value)}
      />
    </Field>
  );
}
