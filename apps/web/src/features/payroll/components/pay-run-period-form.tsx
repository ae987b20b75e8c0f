import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SelectField, toSelectOptions } from '../../../components/select-field';
import type { PayRunRequest } from '../api/preview-pay-run';
import type { PayRunPeriodDraft } from './pay-run-hours';
import { PAY_FREQUENCY_LABELS } from './payroll-labels';

export type PayFrequency = PayRunRequest['payFrequency'];

const PAY_FREQUENCY_OPTIONS = toSelectOptions(PAY_FREQUENCY_LABELS);

export interface PayRunPeriodFormProps {
  frequency: PayFrequency;
  period: PayRunPeriodDraft;
  fieldErrors: Record<string, string>;
  onFrequencyChange(frequency: PayFrequency): void;
  onPeriodChange(period: PayRunPeriodDraft): void;
  onPreview(): void;
}

/** Which run to preview: one pay frequency, and a period (empty: the current one). */
export function PayRunPeriodForm({
  frequency,
  period,
  fieldErrors,
  onFrequencyChange,
  onPeriodChange,
  onPreview,
}: PayRunPeriodFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
      noValidate
      className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-5"
      aria-label="Pay run"
    >
      <SelectField
        label="Pay Frequency"
        value={frequency}
        onChange={(event) => onFrequencyChange(event.target.value as PayFrequency)}
        options={PAY_FREQUENCY_OPTIONS}
      />
      <Field
        label="Pay period start"
        error={fieldErrors.payPeriodStart}
        hint="Empty: the current period"
      >
        <Input
          type="date"
          value={period.payPeriodStart}
          onChange={(event) => onPeriodChange({ ...period, payPeriodStart: event.target.value })}
        />
      </Field>
      <Field label="Pay period end" error={fieldErrors.payPeriodEnd}>
        <Input
          type="date"
          value={period.payPeriodEnd}
          onChange={(event) => onPeriodChange({ ...period, payPeriodEnd: event.target.value })}
        />
      </Field>
      <Field label="Pay date" error={fieldErrors.payDate} hint="Empty: the period end">
        <Input
          type="date"
          value={period.payDate}
          onChange={(event) => onPeriodChange({ ...period, payDate: event.target.value })}
        />
      </Field>
      <div className="flex items-start pt-6">
        <Button type="submit" variant="outline" className="w-full">
          Preview payroll
        </Button>
      </div>
    </form>
  );
}
