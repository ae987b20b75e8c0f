import { Info } from 'lucide-react';
import { MODELLED_TAX_YEARS } from '@paylab/shared/payroll-calendar';

/** Spec section 1: every tax screen carries an educational-purposes disclaimer. */
export function EducationalDisclaimer() {
  return (
    <p
      className="mt-8 flex items-start gap-2 rounded-md border border-border bg-muted p-3 text-xs text-muted-foreground"
      role="note"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      For educational purposes only. These figures use {MODELLED_TAX_YEARS.join(' and ')} federal
      and state rules as PayLab models them and are not tax advice. Real payroll needs a tax
      professional and certified payroll software.
    </p>
  );
}
