import { OctagonAlert } from 'lucide-react';
import { isOutsideModelledYears, MODELLED_TAX_YEARS } from '@paylab/shared/payroll-calendar';

const MODELLED = new Intl.ListFormat('en', { type: 'conjunction' }).format(
  MODELLED_TAX_YEARS.map(String),
);
const LATEST = MODELLED_TAX_YEARS.at(-1);

/**
 * Before a paycheck dated outside every modelled year is processed (issue 27, item 3), the person
 * says in so many words that they accept the latest year's rules. Nothing shows for a modelled
 * pay date.
 */
export function UnmodelledYearAcknowledgement({
  payDate,
  isAcknowledged,
  onAcknowledgedChange,
}: {
  payDate: string;
  isAcknowledged: boolean;
  onAcknowledgedChange(isAcknowledged: boolean): void;
}) {
  if (!payDate || !isOutsideModelledYears(payDate)) return null;
  const year = payDate.slice(0, 4);
  return (
    <div
      role="alert"
      className="rounded-md border-2 border-danger bg-danger-soft p-3 text-sm text-foreground"
    >
      <p className="flex items-start gap-2 font-semibold text-danger">
        <OctagonAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        PayLab has no tax rules for {year}.
      </p>
      <p className="mt-1">
        This pay date is in {year}, and PayLab models {MODELLED} only: the withholding would use the{' '}
        {LATEST} rules and would not be right for {year}.
      </p>
      <label className="mt-2 flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          className="size-4"
          checked={isAcknowledged}
          onChange={(event) => onAcknowledgedChange(event.target.checked)}
        />
        I understand: process with {LATEST} rules anyway
      </label>
    </div>
  );
}
