import { TriangleAlert } from 'lucide-react';

/** What the tax engine flagged about a paycheck or a run, announced when it appears; nothing when all is well. */
export function WarningList({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul
      role="status"
      className="grid gap-1 rounded-md border border-warning bg-warning-soft p-3 text-sm text-warning"
    >
      {warnings.map((warning) => (
        <li key={warning} className="flex gap-2">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {warning}
        </li>
      ))}
    </ul>
  );
}
