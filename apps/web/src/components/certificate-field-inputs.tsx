import type { ReactNode } from 'react';
import type { CertificateField, CertificateWireValues } from '@paylab/shared';
import { toWireCertificate } from '@paylab/shared/state-certificate';
import type { StateRule } from '@paylab/tax-engine';
import { cn } from '../lib/cn';
import { SelectField } from './select-field';
import { Field } from './ui/field';
import { Input } from './ui/input';

/** A certificate as its inputs hold it: counts and money as typed text, selects and checkboxes as given. */
export type CertificateInputValues = Readonly<Record<string, string | boolean>>;

/** API values ("12.50", 2, true) as the inputs show them. */
export function toCertificateInputValues(
  fields: readonly CertificateField[],
  values: CertificateWireValues,
): CertificateInputValues {
  const inputs: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined) continue;
    inputs[field.key] = field.kind === 'boolean' ? value === true : String(value);
  }
  return inputs;
}

/** A certificate value as a person reads it: "Yes", "$12.50", the select's own label. */
export function formatCertificateValue(field: CertificateField, value: unknown): string {
  switch (field.kind) {
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'money':
      return `$${String(value ?? '0.00')}`;
    case 'select':
      return field.options.find((option) => option.value === value)?.label ?? String(value ?? '');
    case 'count':
      return String(value ?? 0);
  }
}

export interface CertificateFieldInputsProps {
  fields: readonly CertificateField[];
  values: CertificateInputValues;
  onChange(key: string, value: string | boolean): void;
  /** The message a field was refused with, if any. */
  errorOf?: (key: string) => string | undefined;
  /** A hint for a field whose help the descriptor does not give (the calculator's "counted as 0"). */
  noteOf?: (key: string) => ReactNode;
  className?: string;
}

/**
 * The inputs of a state's own withholding certificate (IL-W-4, MW507, ...), one per field
 * descriptor of the state registry: the same fields the API checks. Controlled: the caller keeps
 * the values, so the employee forms and the calculator share it.
 */
export function CertificateFieldInputs({
  fields,
  values,
  onChange,
  errorOf = () => undefined,
  noteOf = () => undefined,
  className,
}: CertificateFieldInputsProps) {
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {fields.map((field) => {
        const error = errorOf(field.key);
        const hint = noteOf(field.key) ?? field.help;
        if (field.kind === 'boolean')
          return (
            <label key={field.key} className="flex items-start gap-2 text-sm sm:col-span-2">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-primary"
                checked={values[field.key] === true}
                onChange={(event) => onChange(field.key, event.target.checked)}
              />
              <span>
                <span className="font-medium">{field.label}</span>
                {error ? (
                  <span className="block text-danger" role="alert">
                    {error}
                  </span>
                ) : hint ? (
                  <span className="block text-xs text-muted-foreground">{hint}</span>
                ) : null}
              </span>
            </label>
          );
        const value = String(values[field.key] ?? '');
        if (field.kind === 'select')
          return (
            <SelectField
              key={field.key}
              label={field.label}
              hint={hint}
              error={error}
              value={value}
              onChange={(event) => onChange(field.key, event.target.value)}
              options={field.options}
            />
          );
        return (
          <Field key={field.key} label={field.label} hint={hint} error={error}>
            <Input
              inputMode={field.kind === 'money' ? 'decimal' : 'numeric'}
              autoComplete="off"
              value={value}
              onChange={(event) => onChange(field.key, event.target.value)}
            />
          </Field>
        );
      })}
    </div>
  );
}

export interface CertificateFieldsetProps extends Omit<
  CertificateFieldInputsProps,
  'fields' | 'values' | 'onChange'
> {
  /** The work state's rule: its name and its certificate's form, fields and defaults. */
  rule: Pick<StateRule, 'name' | 'certificate'>;
  /** The certificate's inputs, or null while none is on file. */
  values: CertificateInputValues | null;
  onValuesChange(values: CertificateInputValues | null): void;
  /** What applies with none on file, said in its place. */
  absentText: string;
  /** Classes of the box (its spacing and width in the form's grid). */
  fieldsetClassName?: string;
}

/**
 * A state's withholding certificate in its own box: ticking "on file" starts it from the state's
 * defaults and shows its inputs; unticked, none is on file and `absentText` says what applies.
 */
export function CertificateFieldset({
  rule,
  values,
  onValuesChange,
  absentText,
  fieldsetClassName,
  ...inputsProps
}: CertificateFieldsetProps) {
  const { form, fields, defaults } = rule.certificate;
  return (
    <fieldset className={cn('grid gap-4 rounded-md border border-border p-4', fieldsetClassName)}>
      <legend className="px-1 text-sm font-medium">
        {rule.name} withholding certificate ({form})
      </legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={values !== null}
          onChange={(event) =>
            onValuesChange(
              event.target.checked
                ? toCertificateInputValues(fields, toWireCertificate(fields, defaults))
                : null,
            )
          }
        />
        {form} on file
      </label>
      {values ? (
        <CertificateFieldInputs
          {...inputsProps}
          fields={fields}
          values={values}
          onChange={(key, value) => onValuesChange({ ...values, [key]: value })}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{absentText}</p>
      )}
    </fieldset>
  );
}
