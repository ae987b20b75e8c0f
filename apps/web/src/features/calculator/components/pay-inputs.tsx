import type { ChangeEvent, ReactNode } from 'react';
import { WORKWEEKS_PER_PERIOD } from '@paylab/shared/constants';
import { toWireCertificate } from '@paylab/shared/state-certificate';
import {
  FILING_STATUSES,
  findStateRule,
  listStateRules,
  listUnmodelledStates,
  PAY_FREQUENCIES,
  PAY_PERIODS_PER_YEAR,
  type FilingStatus,
  type PayFrequency,
} from '@paylab/tax-engine';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { formatUsd } from '@paylab/shared/money';
import {
  FILING_STATUS_LABELS,
  PAY_FREQUENCY_LABELS as FREQUENCY_LABELS,
} from '@paylab/shared/labels';
import type { BuiltTaxRequest, CalculatorField, CalculatorValues } from '../lib/build-tax-request';
import { SelectField } from '../../../components/select-field';
import {
  CertificateFieldInputs,
  toCertificateInputValues,
} from '../../../components/certificate-field-inputs';
import { US_STATE_OPTIONS } from '../../../lib/us-state-options';
import { DeductionInputs } from './deduction-inputs';

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
  const { form, defaults, fromLegacyFields } = rule.certificate;
  const certificate = values.stateCertificate;
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-medium">
        {rule.name} withholding certificate ({form})
      </legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-[var(--color-primary)]"
          checked={certificate !== null}
          onChange={(event) =>
            onChange(
              'stateCertificate',
              event.target.checked
                ? toCertificateInputValues(fields, toWireCertificate(fields, defaults))
                : null,
            )
          }
        />
        {form} on file
      </label>
      {certificate ? (
        <CertificateFieldInputs
          // One column: beside the results the card is too narrow for two labels a row.
          className="sm:grid-cols-1"
          fields={fields}
          values={certificate}
          onChange={(key, value) => onChange('stateCertificate', { ...certificate, [key]: value })}
          errorOf={(key) => (errorField === `stateCertificate.${key}` ? errorMessage : undefined)}
          noteOf={(key) => (notes[key] ? <Note>{notes[key]}</Note> : undefined)}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {fromLegacyFields
            ? `Without one, the state allowances above stand for the ${form}.`
            : `No ${form} on file: ${rule.name}'s defaults apply.`}
        </p>
      )}
    </fieldset>
  );
}

/** The calculator's inputs: typed text is kept as typed and read by buildTaxRequest. */
export function PayInputs({ values, built, onChange, errorField, errorMessage }: PayInputsProps) {
  const { notes, gross } = built;
  const text = (field: CalculatorField) => ({
    value: String(values[field]),
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange(field, event.target.value as never),
  });
  const hint = (field: CalculatorField, fallback?: ReactNode) =>
    notes[field] ? <Note>{notes[field]}</Note> : fallback;
  const error = (requestField: string) => (errorField === requestField ? errorMessage : undefined);
  const isHourly = values.payBasis === 'hourly';
  const isNewW4 = values.w4Version === '2020-or-later';

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Pay</CardTitle>
          <CardDescription>
            Regular pay for one period, overtime, and a bonus paid with it.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="mb-1.5 text-sm font-medium">Pay basis</legend>
            <div className="flex flex-wrap gap-2">
              <RadioOption
                name="payBasis"
                value="hourly"
                checked={isHourly}
                label="Hourly rate × hours"
                onSelect={() => onChange('payBasis', 'hourly')}
              />
              <RadioOption
                name="payBasis"
                value="salary"
                checked={!isHourly}
                label="Annual salary"
                onSelect={() => onChange('payBasis', 'salary')}
              />
            </div>
          </fieldset>
          <SelectField
            label="Pay frequency"
            value={values.payFrequency}
            onChange={(event) => onChange('payFrequency', event.target.value as PayFrequency)}
            options={PAY_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: PAY_FREQUENCY_LABELS[frequency],
            }))}
          />
          <Field
            label="Pay date"
            error={error('payDate')}
            hint="Picks the tax year's rules and the year-to-date caps"
          >
            <Input
              type="date"
              value={values.payDate}
              onChange={(event) => onChange('payDate', event.target.value)}
            />
          </Field>
          {isHourly ? (
            <Field label="Hourly rate" hint={hint('hourlyRate', 'Dollars per hour')}>
              <Input {...text('hourlyRate')} />
            </Field>
          ) : (
            <Field
              label="Annual salary"
              error={error('annualSalary')}
              hint={hint(
                'annualSalary',
                `Paid salary / periods whatever the hours; regular rate for overtime ${gross.hourlyRateText} (salary / 2,080)`,
              )}
            >
              <Input {...text('annualSalary')} />
            </Field>
          )}
          <Field
            label="Hours worked"
            hint={hint(
              'hoursWorked',
              gross.movedHundredths > 0
                ? `${gross.movedHundredths / 100} h over ${40 * (WORKWEEKS_PER_PERIOD[values.payFrequency] ?? 1)} (40 a workweek) paid as overtime`
                : isHourly
                  ? 'Hours this period (0 to 168)'
                  : 'Over 40 a workweek count as overtime unless exempt',
            )}
          >
            <Input {...text('hoursWorked')} />
          </Field>
          <label className="flex items-start gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              checked={values.overtimeExempt}
              onChange={(event) => onChange('overtimeExempt', event.target.checked)}
              className="mt-0.5 size-4 accent-[var(--color-primary)]"
            />
            <span>
              <span className="font-medium">Exempt from overtime (FLSA)</span>
              <span className="block text-xs text-muted-foreground">
                No overtime is paid; non-exempt hours over 40 a workweek get 1.5 × the regular rate
              </span>
            </span>
          </label>
          <Field label="Overtime hours" hint={hint('overtimeHours', '0 to 168')}>
            <Input {...text('overtimeHours')} disabled={values.overtimeExempt} />
          </Field>
          <Field
            label="Overtime rate"
            hint={hint(
              'overtimeRate',
              gross.isOvertimeRateDefault
                ? `Empty: 1.5 × the hourly rate = ${gross.overtimeRateText}`
                : undefined,
            )}
          >
            <Input
              {...text('overtimeRate')}
              placeholder={
                gross.isOvertimeRateDefault ? gross.overtimeRateText.replace('$', '') : undefined
              }
            />
          </Field>
          <Field
            label="Bonus (supplemental pay)"
            error={error('supplementalPay')}
            hint={hint('bonus', 'Paid with this check; withheld at the flat supplemental rate')}
          >
            <Input {...text('bonus')} />
          </Field>
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
          {errorField === 'grossPay' ? (
            <p className="text-sm text-danger sm:col-span-2" role="alert">
              {errorMessage}
            </p>
          ) : null}
        </CardContent>
      </Card>

      <DeductionInputs
        values={values}
        built={built}
        onChange={onChange}
        errorField={errorField}
        errorMessage={errorMessage}
      />

      <Card>
        <CardHeader>
          <CardTitle>Federal Form W-4</CardTitle>
          <CardDescription>Filing status and the withholding certificate on file.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <SelectField
            fieldClassName="sm:col-span-2"
            label="Filing status"
            value={values.filingStatus}
            onChange={(event) => onChange('filingStatus', event.target.value as FilingStatus)}
            options={FILING_STATUSES.map((status) => ({
              value: status,
              label: FILING_STATUS_LABELS[status],
            }))}
          />
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="mb-1.5 text-sm font-medium">W-4 version</legend>
            <div className="flex flex-wrap gap-2">
              <RadioOption
                name="w4Version"
                value="2020-or-later"
                checked={isNewW4}
                label="2020 or later"
                onSelect={() => onChange('w4Version', '2020-or-later')}
              />
              <RadioOption
                name="w4Version"
                value="2019-or-earlier"
                checked={!isNewW4}
                label="2019 or earlier"
                onSelect={() => onChange('w4Version', '2019-or-earlier')}
              />
            </div>
          </fieldset>
          {isNewW4 ? (
            <>
              <label className="flex items-start gap-2 text-sm sm:col-span-2">
                <input
                  type="checkbox"
                  checked={values.step2Checkbox}
                  onChange={(event) => onChange('step2Checkbox', event.target.checked)}
                  className="mt-0.5 size-4 accent-[var(--color-primary)]"
                />
                <span>
                  <span className="font-medium">Step 2(c): multiple jobs or spouse works</span>
                  <span className="block text-xs text-muted-foreground">
                    Uses the higher Step 2 checkbox withholding tables
                  </span>
                </span>
              </label>
              <Field
                label="Step 3: dependents amount"
                error={error('w4.dependentsAmount')}
                hint={hint('dependentsAmount', 'Annual credits')}
              >
                <Input {...text('dependentsAmount')} />
              </Field>
              <Field
                label="Step 4(a): other income"
                error={error('w4.otherIncome')}
                hint={hint('otherIncome', 'Annual, not from jobs')}
              >
                <Input {...text('otherIncome')} />
              </Field>
              <Field
                label="Step 4(b): deductions"
                error={error('w4.deductions')}
                hint={hint('deductions', 'Annual, beyond the standard deduction')}
              >
                <Input {...text('deductions')} />
              </Field>
              <Field
                label="Step 4(c): extra withholding"
                error={error('w4.extraWithholding')}
                hint={hint('extraWithholding', 'Per pay period')}
              >
                <Input {...text('extraWithholding')} />
              </Field>
            </>
          ) : (
            <>
              <Field
                label="Allowances"
                hint={hint('allowances', 'Whole number; $4,300 a year each')}
              >
                <Input {...text('allowances')} inputMode="numeric" />
              </Field>
              <Field
                label="Additional withholding"
                error={error('additionalWithholding')}
                hint={hint('additionalWithholding', 'Per pay period (line 6)')}
              >
                <Input {...text('additionalWithholding')} />
              </Field>
            </>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>State and year to date</CardTitle>
          <CardDescription>
            The work state, its allowances, and what was paid earlier this calendar year.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="State"
            hint={STATE_HINT}
            value={values.state}
            onChange={(event) => onChange('state', event.target.value)}
            options={US_STATE_OPTIONS}
          />
          <Field
            label="State allowances"
            hint={hint('stateAllowances', `${ALLOWANCE_CERTIFICATES} allowances`)}
          >
            <Input {...text('stateAllowances')} inputMode="numeric" />
          </Field>
          <StateCertificateInputs
            values={values}
            notes={built.certificateNotes}
            onChange={onChange}
            errorField={errorField}
            errorMessage={errorMessage}
          />
          <Field
            label="Regular wages paid earlier this year"
            error={error('ytd.grossPay')}
            hint={hint('ytdGrossPay', 'Counts toward the wage base and thresholds')}
          >
            <Input {...text('ytdGrossPay')} />
          </Field>
          <Field
            label="Bonuses paid earlier this year"
            error={error('ytd.supplementalPay')}
            hint={hint('ytdSupplementalPay', 'Counts toward the $1M supplemental threshold')}
          >
            <Input {...text('ytdSupplementalPay')} />
          </Field>
        </CardContent>
      </Card>
    </div>
  );
}
