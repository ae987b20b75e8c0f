import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface FormBoxProps {
  /** The box's number or letter and caption as printed: `1 Wages, tips, other compensation`. */
  label: string;
  children?: ReactNode;
  className?: string;
  /** Money in the box: right-aligned, figures in columns. */
  isAmount?: boolean;
}

/** One ruled box of a paper tax form (W-2, W-3): its caption on top, its entry at the foot. */
export function FormBox({ label, children, className, isAmount }: FormBoxProps) {
  return (
    <div className={cn('flex min-h-14 flex-col border-r border-b border-border p-1.5', className)}>
      <span className="text-[11px] leading-tight text-muted-foreground">{label}</span>
      <span className={cn('mt-auto pt-1 text-sm', isAmount && 'text-right tabular-nums')}>
        {children}
      </span>
    </div>
  );
}
