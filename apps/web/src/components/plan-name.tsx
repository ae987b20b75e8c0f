import type { DEDUCTION_TYPES } from '@paylab/shared/constants';
import { DEDUCTION_TYPE_LABELS } from '@paylab/shared/labels';
import { cn } from '../lib/cn';

/** A benefit plan's name over its deduction type, as the plan and election tables list them. */
export function PlanName({
  name,
  type,
  className,
}: {
  name: string;
  type: (typeof DEDUCTION_TYPES)[number];
  /** Classes of the name line. */
  className?: string;
}) {
  return (
    <>
      <span className={cn('block', className)}>{name}</span>
      <span className="block text-xs text-muted-foreground">{DEDUCTION_TYPE_LABELS[type]}</span>
    </>
  );
}
