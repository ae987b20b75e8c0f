import { Button } from './ui/button';

export interface StaleEditNoticeProps {
  /** 'invoice', 'client', 'employee'. */
  recordName: string;
  isReloading: boolean;
  onReload(): void;
}

/**
 * Shown in an edit form whose save was refused because someone else changed the record after it
 * was opened (ADR 0020). Nothing of the form is lost until the person chooses to reload.
 */
export function StaleEditNotice({ recordName, isReloading, onReload }: StaleEditNoticeProps) {
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
        isPending={isReloading}
        onClick={onReload}
      >
        Reload {recordName}
      </Button>
    </div>
  );
}
