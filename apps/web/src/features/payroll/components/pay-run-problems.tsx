import { CircleAlert } from 'lucide-react';
import type { PayRunPreview } from '@paylab/shared';
import { WarningList } from './warning-list';

/** How many per-employee errors are listed by name before the rest are counted. */
const LISTED_ERRORS = 20;

/** What stands between the preview and processing it: warnings, employees who cannot be paid, hours to fix. */
export function PayRunProblems({
  preview,
  invalidRowCount,
}: {
  preview: PayRunPreview;
  invalidRowCount: number;
}) {
  return (
    <>
      <WarningList warnings={preview.warnings} />
      {preview.errorCount > 0 ? (
        <div
          role="alert"
          className="rounded-md border border-danger bg-danger-soft p-3 text-sm text-danger"
        >
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert className="size-4" aria-hidden="true" />{' '}
            {preview.errorCount.toLocaleString('en-US')}{' '}
            {preview.errorCount === 1 ? 'employee cannot' : 'employees cannot'} be paid in this run.
            Nothing will be processed until this is resolved.
          </p>
          <ul className="mt-2 list-disc pl-6">
            {preview.errors.slice(0, LISTED_ERRORS).map((error) => (
              <li key={error.employeeId}>
                {error.employeeCode} {error.name}: {error.message}
              </li>
            ))}
          </ul>
          {preview.errorCount > LISTED_ERRORS ? (
            <p className="mt-1">
              and {(preview.errorCount - LISTED_ERRORS).toLocaleString('en-US')} more.
            </p>
          ) : null}
        </div>
      ) : null}
      {invalidRowCount > 0 ? (
        <p role="alert" className="text-sm text-danger">
          Hours must be 0 to 168 in steps of 0.25 ({invalidRowCount}{' '}
          {invalidRowCount === 1 ? 'row' : 'rows'} to fix).
        </p>
      ) : null}
    </>
  );
}
