import type { ChangeEvent, ReactNode } from 'react';
import { WORKWEEKS_PER_PERIOD } from '@paylab/shared/constants';
import {
  findStateRule,
  listStateRules,
  listUnmodelledStates,
  PAY_FREQUENCIES,
  PAY_PERIODS_PER_YEAR,
  type PayFrequency,
} from '@paylab/tax-engine';
import { SectionCard } from '../../../components/section-card';
import { TextField } from '../../../components/text-field';
import { formatUsd } from '@paylab/shared/money';
import {
  FILING_STATUS_LABELS,
  PAY_FREQUENCY_LABELS as FREQUENCY_LABELS,
} from '@paylab/shared/labels';
import type { BuiltTaxRequest, CalculatorField, CalculatorValues } from '../lib/build-tax-request';
import { SelectField, toSelectOptions } from '../../../components/select-field';
import { CertificateFieldset } from '../../../components/certificate-field-inputs';
import { US_STATE_OPTIONS } from '../../../lib/us-state-options';
import { DeductionInputs } from './deduction-inputs';
import { RefusalText } from './refusal-text';

export { FILING_STATUS_LABELS };

const UNMODELLED_STATES = listUnmodelledStates();
/** Every jurisdiction has its rules now; the hint names any that lost them. */
const STATE_HINT = UNMODELLED_STATES.length
  ? `Not modelled (withheld at 0 with a warning): ${UNMODELLED_STATES.join(', ')}`
  : 'Each of the 50 states and DC withholds by its own rules and certificate';
/** The certificates the calculator's state allowances stand for (DE 4, IT-2104, ...). */
const ALLOWANCE_CERTIFICATES = listStateRules()
  .filter((rule) => rule.certificate.fromLegacyFields)
  .map((rule) => `${rule.name} ${rule.certificate.form}`)
  .join(' or ');

/** The frequency's label with its periods a year, as the calculator's rate arithmetic uses them. */
export const PAY_FREQUENCY_LABELS = Object.fromEntries(
  PAY_FREQUENCIES.map((frequency) => [
    frequency,
    `${FREQUENCY_LABELS[frequency]} (${PAY_PERIODS_PER_YEAR[frequency]})`,
  ]),
) as Record<PayFrequency, string>;

const PAY_FREQUENCY_OPTIONS = toSelectOptions(PAY_FREQUENCY_LABELS);
const FILING_STATUS_OPTIONS = toSelectOptions(FILING_STATUS_LABELS);

interface PayInputsProps {
  values: CalculatorValues;
  built: BuiltTaxRequest;
  onChange: <F extends CalculatorField>(field: F, value: CalculatorValues[F]) => void;
  /** The field the engine refused, with its message, shown beside it. */
  errorField?: string;
  errorMessage?: string;
}

function Note({ children }: { children: ReactNode }) {
  return <span className="font-medium text-warning">{children}</span>;
}

/** One choice of a radio group, drawn as a bordered chip that shows when it is checked. */
function RadioOption({
  name,
  value,
  checked,
  label,
  onSelect,
}: {
  name: string;
  value: string;
  checked: boolean;
  label: string;
  onSelect: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="size-4 accent-[var(--color-primary)]"
      />
      {label}
    </label>
  );
}

/** A row of radio chips under a legend, a whole row of the card's grid. */
function RadioChoice<TValue extends string>({
  legend,
  name,
  value,
  options,
  onSelect,
}: {
  legend: string;
  name: string;
  value: TValue;
  options: readonly { value: TValue; label: string }[];
  onSelect: (value: TValue) => void;
}) {
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <RadioOption
            key={option.value}
            name={name}
            value={option.value}
            checked={value === option.value}
            label={option.label}
            onSelect={() => onSelect(option.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A checkbox with a bold label and a line saying what ticking it does. */
function CheckboxOption({
  checked,
  label,
  description,
  onCheckedChange,
}: {
  checked: boolean;
  label: string;
  description: string;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-start gap-2 text-sm sm:col-span-2">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="mt-0.5 size-4 accent-[var(--color-primary)]"
      />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-xs text-muted-foreground">{description}</span>
      </span>
    </label>
  );
}

const PAY_BASIS_OPTIONS = [
  { value: 'hourly', label: 'Hourly rate × hours' },
  { value: 'salary', label: 'Annual salary' },
] as const;

const W4_VERSION_OPTIONS = [
  { value: '2020-or-later', label: '2020 or later' },
  { value: '2019-or-earlier', label: '2019 or earlier' },
] as const;

/** The 2020 W-4's amounts (Steps 3 and 4), each refused by the engine as `w4.<field>`. */
const W4_STEP_FIELDS = [
  { field: 'dependentsAmount', label: 'Step 3: dependents amount', hint: 'Annual credits' },
  { field: 'otherIncome', label: 'Step 4(a): other income', hint: 'Annual, not from jobs' },
  {
    field: 'deductions',
    label: 'Step 4(b): deductions',
    hint: 'Annual, beyond the standard deduction',
  },
  { field: 'extraWithholding', label: 'Step 4(c): extra withholding', hint: 'Per pay period' },
] as const satisfies readonly { field: CalculatorField; label: string; hint: string }[];

/**
 * The work state's own withholding certificate, its fields from the state registry as in the
 * employee form. Unticked, none is on file: the state's defaults apply, or for the states whose
 * certificate the spec's fields stood for (DE 4, IT-2104), the state allowances.
 */
function StateCertificateInputs({
  values,
  notes,
  onChange,
  errorField,
  errorMessage,
}: {
  values: CalculatorValues;
  notes: Record<string, string>;
  onChange: PayInputsProps['onChange'];
  errorField?: string;
  errorMessage?: string;
}) {
  const rule = findStateRule(values.state);
  const fields = rule?.certificate.fields ?? [];
  if (!rule || fields.length === 0) return null;
  const { form, fromLegacyFields } = rule.certificate;
  return (
    <CertificateFieldset
      rule={rule}
      fieldsetClassName="gap-3 sm:col-span-2"
      values={values.stateCertificate}
      onValuesChange={(certificate) => onChange('stateCertificate', certificate)}
      absentText={
        fromLegacyFields
          ? `Without one, the state allowances above stand for the ${form}.`
          : `No ${form} on file: ${rule.name}'s defaults apply.`
      }
      // One column: beside the results the card is too narrow for two labels a row.
      className="sm:grid-cols-1"
      errorOf={(key) => (errorField === `stateCertificate.${key}` ? errorMessage : undefined)}
      noteOf={(key) => (notes[key] ? <Note>{notes[key]}</Note> : undefined)}
    />
  );
}

/** The calculator's inputs: typed text is kept as typed and read by buildTaxRequest. */
export function PayInputs(props: PayInputsProps) {
  const { values, built, onChange, errorField, errorMessage } = props;
  const { notes, gross } = built;
  const bind = (field: CalculatorField) => ({
    value: String(values[field]),
    onValueChange: (value: string) => onChange(field, value as never),
  });
  const text = (field: CalculatorField) => ({
    ...bind(field),
    inputMode: 'decimal' as const,
    autoComplete: 'off',
  });
  const radio = <F extends 'payBasis' | 'w4Version'>(field: F) => ({
    name: field,
    value: values[field],
    onSelect: (value: CalculatorValues[F]) => onChange(field, value),
  });
  const choice = <F extends 'payFrequency' | 'filingStatus' | 'state'>(field: F) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      onChange(field, event.target.value as CalculatorValues[F]),
  });
  const hint = (field: CalculatorField, fallback?: ReactNode) =>
    notes[field] ? <Note>{notes[field]}</Note> : fallback;
  const error = (requestField: string) => (errorField === requestField ? errorMessage : undefined);
  const isHourly = values.payBasis === 'hourly';
  const isNewW4 = values.w4Version === '2020-or-later';

  return (
    <div className="grid gap-6">
      <SectionCard
        title="Pay"
        description="Regular pay for one period, overtime, and a bonus paid with it."
        contentClassName="grid gap-4 sm:grid-cols-2"
      >
        <RadioChoice legend="Pay basis" options={PAY_BASIS_OPTIONS} {...radio('payBasis')} />
        <SelectField
          label="Pay frequency"
          options={PAY_FREQUENCY_OPTIONS}
          {...choice('payFrequency')}
        />
        <TextField
          label="Pay date"
          error={error('payDate')}
          hint="Picks the tax year's rules and the year-to-date caps"
          type="date"
          {...bind('payDate')}
        />
        {isHourly ? (
          <TextField
            label="Hourly rate"
            hint={hint('hourlyRate', 'Dollars per hour')}
            {...text('hourlyRate')}
          />
        ) : (
          <TextField
            label="Annual salary"
            error={error('annualSalary')}
            hint={hint(
              'annualSalary',
              `Paid salary / periods whatever the hours; regular rate for overtime ${gross.hourlyRateText} (salary / 2,080)`,
            )}
            {...text('annualSalary')}
          />
        )}
        <TextField
          label="Hours worked"
          hint={hint(
            'hoursWorked',
            gross.movedHundredths > 0
              ? `${gross.movedHundredths / 100} h over ${40 * (WORKWEEKS_PER_PERIOD[values.payFrequency] ?? 1)} (40 a workweek) paid as overtime`
              : isHourly
                ? 'Hours this period (0 to 168)'
                : 'Over 40 a workweek count as overtime unless exempt',
          )}
          {...text('hoursWorked')}
        />
        <CheckboxOption
          checked={values.overtimeExempt}
          label="Exempt from overtime (FLSA)"
          description="No overtime is paid; non-exempt hours over 40 a workweek get 1.5 × the regular rate"
          onCheckedChange={(checked) => onChange('overtimeExempt', checked)}
        />
        <TextField
          label="Overtime hours"
          hint={hint('overtimeHours', '0 to 168')}
          {...text('overtimeHours')}
          disabled={values.overtimeExempt}
        />
        <TextField
          label="Overtime rate"
          hint={hint(
            'overtimeRate',
            gross.isOvertimeRateDefault
              ? `Empty: 1.5 × the hourly rate = ${gross.overtimeRateText}`
              : undefined,
          )}
          {...text('overtimeRate')}
          placeholder={
            gross.isOvertimeRateDefault ? gross.overtimeRateText.replace('$', '') : undefined
          }
        />
        <TextField
          label="Bonus (supplemental pay)"
          error={error('supplementalPay')}
          hint={hint('bonus', 'Paid with this check; withheld at the flat supplemental rate')}
          {...text('bonus')}
        />
        <div className="flex flex-col justify-end text-sm" aria-live="polite">
          <p className="text-muted-foreground">Gross pay (regular and overtime)</p>
          <p className="text-lg font-semibold" data-testid="gross-pay">
            {formatUsd(gross.total)}
          </p>
          {gross.overtime > 0 ? (
            <p className="text-xs text-muted-foreground">
              {formatUsd(gross.regular)} regular + {formatUsd(gross.overtime)} overtime
            </p>
          ) : null}
        </div>
        <RefusalText message={error('grossPay')} className="sm:col-span-2" />
      </SectionCard>

      <DeductionInputs {...props} />

      <SectionCard
        title="Federal Form W-4"
        description="Filing status and the withholding certificate on file."
        contentClassName="grid gap-4 sm:grid-cols-2"
      >
        <SelectField
          fieldClassName="sm:col-span-2"
          label="Filing status"
          options={FILING_STATUS_OPTIONS}
          {...choice('filingStatus')}
        />
        <RadioChoice legend="W-4 version" options={W4_VERSION_OPTIONS} {...radio('w4Version')} />
        {isNewW4 ? (
          <>
            <CheckboxOption
              checked={values.step2Checkbox}
              label="Step 2(c): multiple jobs or spouse works"
              description="Uses the higher Step 2 checkbox withholding tables"
              onCheckedChange={(checked) => onChange('step2Checkbox', checked)}
            />
            {W4_STEP_FIELDS.map(({ field, label, hint: fallback }) => (
              <TextField
                key={field}
                label={label}
                error={error(`w4.${field}`)}
                hint={hint(field, fallback)}
                {...text(field)}
              />
            ))}
          </>
        ) : (
          <>
            <TextField
              label="Allowances"
              hint={hint('allowances', 'Whole number; $4,300 a year each')}
              {...text('allowances')}
              inputMode="numeric"
            />
            <TextField
              label="Additional withholding"
              error={error('additionalWithholding')}
              hint={hint('additionalWithholding', 'Per pay period (line 6)')}
              {...text('additionalWithholding')}
            />
          </>
        )}
      </SectionCard>

      <SectionCard
        title="State and year to date"
        description="The work state, its allowances, and what was paid earlier this calendar year."
        contentClassName="grid gap-4 sm:grid-cols-2"
      >
        <SelectField
          label="State"
          hint={STATE_HINT}
          options={US_STATE_OPTIONS}
          {...choice('state')}
        />
        <TextField
          label="State allowances"
          hint={hint('stateAllowances', `${ALLOWANCE_CERTIFICATES} allowances`)}
          {...text('stateAllowances')}
          inputMode="numeric"
        />
        <StateCertificateInputs
          values={values}
          notes={built.certificateNotes}
          onChange={onChange}
          errorField={errorField}
          errorMessage={errorMessage}
        />
        <TextField
          label="Regular wages paid earlier this year"
          error={error('ytd.grossPay')}
          hint={hint('ytdGrossPay', 'Counts toward the wage base and thresholds')}
          {...text('ytdGrossPay')}
        />
        <TextField
          label="Bonuses paid earlier this year"
          error={error('ytd.supplementalPay')}
          hint={hint('ytdSupplementalPay', 'Counts toward the $1M supplemental threshold')}
          {...text('ytdSupplementalPay')}
        />
      </SectionCard>
    </div>
  );
}
