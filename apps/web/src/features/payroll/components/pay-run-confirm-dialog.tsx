import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { formatCurrency, formatDate } from '../../../lib/format';
import type { PayRunConfirmation } from './pay-run-confirmation';
import { formatEmployeeCount } from './pay-run-hours';

/**
 * "Process this pay run?" with what it commits to (issue 27, item 5): nothing is written until
 * the administrator confirms these figures.
 */
export function PayRunConfirmDialog({
  open,
  onOpenChange,
  confirmation,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  confirmation: PayRunConfirmation;
  onConfirm(): void;
}) {
  const figures = [
    ['Employees', formatEmployeeCount(confirmation.employeeCount)],
    ['Gross pay', formatCurrency(confirmation.grossPay)],
    ['Net pay', formatCurrency(confirmation.netPay)],
    ['Employer cost', formatCurrency(confirmation.employerCost)],
    ['Pay date', formatDate(confirmation.payDate)],
  ] as const;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Process this pay run?"
      description="Paychecks are written for every employee below, all or none. A processed paycheck can only be voided afterwards."
      confirmLabel="Process payroll"
      confirmVariant="default"
      onConfirm={onConfirm}
    >
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm" aria-label="Pay run">
        {figures.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        Employer cost is gross pay plus the employer&apos;s Social Security, Medicare, FUTA and
        SUTA.
      </p>
    </ConfirmDialog>
  );
}
