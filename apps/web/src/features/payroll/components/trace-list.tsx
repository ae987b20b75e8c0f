import type { PayrollTraceStep } from '@paylab/shared';
import { formatTraceAmount } from './payroll-labels';

/** The engine's explanation ("show the math"): every step with its amount and the rule it comes from. */
export function TraceList({ trace }: { trace: PayrollTraceStep[] }) {
  return (
    <ol className="grid gap-1 text-sm" aria-label="Calculation steps">
      {trace.map((step, index) => (
        <li
          key={`${step.step}-${index}`}
          className="grid grid-cols-[1fr_auto] gap-x-4 border-b border-border py-1.5 last:border-b-0"
        >
          <span>{step.label}</span>
          <span className="text-right font-medium tabular-nums">
            {formatTraceAmount(step.amount, step.unit)}
          </span>
          <span className="col-span-2 text-xs text-muted-foreground">{step.citation}</span>
        </li>
      ))}
    </ol>
  );
}
