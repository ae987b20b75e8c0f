import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** Approve and Reject beside an entry under review, with any further action after them. */
export function ReviewButtons({
  isBusy,
  approveLabel = 'Approve',
  onApprove,
  onReject,
  children,
}: {
  isBusy: boolean;
  approveLabel?: string;
  onApprove(): void;
  onReject(): void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={isBusy} onClick={onApprove}>
        <CheckCircle2 /> {approveLabel}
      </Button>
      <Button size="sm" variant="destructive" disabled={isBusy} onClick={onReject}>
        <XCircle /> Reject
      </Button>
      {children}
    </div>
  );
}
