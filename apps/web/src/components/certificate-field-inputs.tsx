import type { ReactNode } from 'react';
import type { CertificateField, CertificateWireValues } from '@paylab/shared';
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
