import type { CitedLine } from '../lib/compliance-content';

/** Where a figure comes from, folded away under "Source" until asked for. */
export function Citation({ text }: { text: string }) {
  return (
    <details className="mt-1 text-xs text-muted-foreground">
      <summary className="cursor-pointer select-none">Source</summary>
      <p className="mt-1">{text}</p>
    </details>
  );
}

export function CitedList({ lines }: { lines: readonly CitedLine[] }) {
  return (
    <ul className="grid gap-3">
      {lines.map((line) => (
        <li key={line.label}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <span className="text-sm text-muted-foreground">{line.label}</span>
            <span className="font-medium tabular-nums">{line.value}</span>
          </div>
          <Citation text={line.citation} />
        </li>
      ))}
    </ul>
  );
}
