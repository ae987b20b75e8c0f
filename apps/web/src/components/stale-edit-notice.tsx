import type { useEditVersion } from '../hooks/use-edit-version';
import { Button } from './ui/button';

export interface StaleEditNoticeProps {
  /** 'invoice', 'client', 'employee'. */
  recordName: string;
  /** The form's edit version: the notice shows only while its last save was refused as stale. */
  edit: Pick<ReturnType<typeof useEditVersion>, 'isStale' | 'isReloading' | 'reload'>;
}

/**
 * Shown in an edit form whose save was refused because someone else changed the record after it
 * was opened (ADR 0020). Nothing of the form is lost until the person chooses to reload.
 */
export function StaleEditNotice({ recordName, edit }: StaleEditNoticeProps) {
  if (!edit.isStale) return null;
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-warning bg-warning-soft p-3 text-sm text-warning"
    >
      <p>
        Someone else changed this {recordName} after you opened it, so your changes were not saved.
        Reload it to see their changes, then make yours again.
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        isPending={edit.isReloading}
        onClick={edit.reload}
      >
        Reload {recordName}
      </Button>
    </div>
  );
}
