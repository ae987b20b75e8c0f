import type { PayRunProgress as PayRunProgressData } from '@paylab/shared';
import { usePayRunProgress } from '../api/get-pay-run-progress';

export function formatPayRunProgress(progress: PayRunProgressData | undefined): string {
  if (!progress || progress.total === 0) return 'Processing payroll...';
  const phase = progress.phase === 'writing' ? 'Writing' : 'Calculating';
  return `${phase} ${progress.processed.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} employees`;
}

/** How far the run being written has got, polled while it is written. */
export function PayRunProgress({ idempotencyKey }: { idempotencyKey: string }) {
  const progress = usePayRunProgress(idempotencyKey, true);
  const data = progress.data;
  return (
    <div className="grid gap-1" role="status" aria-live="polite">
      <p className="text-sm">{formatPayRunProgress(data)}</p>
      <progress
        className="h-2 w-full accent-primary"
        max={data?.total || 1}
        value={data?.total ? data.processed : undefined}
        aria-label="Pay run progress"
      />
    </div>
  );
}
