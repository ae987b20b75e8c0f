import { Button } from '../../../components/ui/button';
import { TextFields, type TextFieldSpec } from '../../../components/text-fields';
import { SelectField, toSelectOptions } from '../../../components/select-field';
import type { PayRunRequest } from '../api/preview-pay-run';
import type { PayRunPeriodDraft } from './pay-run-hours';
import { PAY_FREQUENCY_LABELS } from './payroll-labels';

export type PayFrequency = PayRunRequest['payFrequency'];

const PAY_FREQUENCY_OPTIONS = toSelectOptions(PAY_FREQUENCY_LABELS);

const PERIOD_FIELDS: TextFieldSpec<keyof PayRunPeriodDraft>[] = [
  {
    field: 'payPeriodStart',
    label: 'Pay period start',
    type: 'date',
    hint: 'Empty: the current period',
  },
  { field: 'payPeriodEnd', label: 'Pay period end', type: 'date' },
  { field: 'payDate', label: 'Pay date', type: 'date', hint: 'Empty: the period end' },
];

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
      <TextFields
        fields={PERIOD_FIELDS}
        values={period}
        errors={fieldErrors}
        onValueChange={(field, value) => onPeriodChange({ ...period, [field]: value })}
      />
      <div className="flex items-start pt-6">
        <Button type="submit" variant="outline" className="w-full">
          Preview payroll
        </Button>
      </div>
    </form>
  );
}
