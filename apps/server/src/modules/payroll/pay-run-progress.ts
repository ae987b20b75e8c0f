import type { PayRunProgress } from '@paylab/shared';

/** How long a finished run's progress stays readable, for a client that polls once more. */
const KEEP_FINISHED_MS = 10 * 60 * 1000;

const progressByKey = new Map<string, PayRunProgress>();

/**
 * Progress of pay runs being processed by this server process, by idempotency key. The run itself
 * is one transaction, so nothing is visible in the database until it commits; this is what the
 * screen polls to show a large run moving. Another process behind a load balancer answers 'unknown'.
 */
export function reportPayRunProgress(progress: PayRunProgress): void {
  progressByKey.set(progress.idempotencyKey, progress);
  if (progress.phase === 'done' || progress.phase === 'failed') {
    setTimeout(() => {
      if (progressByKey.get(progress.idempotencyKey) === progress)
        progressByKey.delete(progress.idempotencyKey);
    }, KEEP_FINISHED_MS).unref();
  }
}

export function getPayRunProgress(idempotencyKey: string): PayRunProgress {
  return (
    progressByKey.get(idempotencyKey) ?? {
      idempotencyKey,
      phase: 'unknown',
      processed: 0,
      total: 0,
    }
  );
}
