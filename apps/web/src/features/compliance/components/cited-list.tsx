import { formatDate } from '../../../lib/format';
import type { ValueLine } from '../lib/state-compliance';

/** Where a figure comes from, folded away under "Source" until asked for. */
export function Citation({ text }: { text: string }) {
  return (
    <details className="mt-1 text-xs text-muted-foreground">
      <summary className="cursor-pointer select-none">Source</summary>
      <p className="mt-1">{text}</p>
    </details>
  );
}

/**
 * Labelled values with their sources: a short value beside its label, a long one a line per band
 * or entry under a disclosure, and one the page cannot put in words as its citation states it.
 */
export function CitedList({ lines }: { lines: readonly ValueLine[] }) {
  return (
    <ul className="grid gap-3">
      {lines.map((line) => (
        <li key={line.label}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <span className="text-sm text-muted-foreground">{line.label}</span>
            {line.value === null ? null : (
              <span className="font-medium tabular-nums">{line.value}</span>
            )}
          </div>
          {line.changesOn ? (
            <p className="text-xs text-warning">
              A new value takes over on {formatDate(line.changesOn)}.
            </p>
          ) : null}
          {line.rows ? (
            <details className="mt-1 text-sm">
              <summary className="cursor-pointer select-none">Show all {line.rows.length}</summary>
              <ul className="mt-1 grid gap-1 pl-4 tabular-nums">
                {line.rows.map((row) => (
                  <li key={row}>{row}</li>
                ))}
              </ul>
            </details>
          ) : null}
          {line.value === null ? (
            <p className="mt-1 text-sm">{line.citation}</p>
          ) : (
            <Citation text={line.citation} />
          )}
        </li>
      ))}
    </ul>
  );
}
