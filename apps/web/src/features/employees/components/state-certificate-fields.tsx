import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  toWireCertificate,
  type CertificateField,
  type CreateEmployeeInput,
  type EmployeeFormValues,
} from '@paylab/shared';
import { findStateRule } from '@paylab/tax-engine';
import { SelectField } from '../../../components/select-field';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

type EmployeeForm = UseFormReturn<EmployeeFormValues, unknown, CreateEmployeeInput>;

/** A certificate's values as the form's inputs hold them: counts and money as typed text. */
function toFormValues(fields: readonly CertificateField[], values: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const field = fields.find((candidate) => candidate.key === key);
      return [key, field?.kind === 'count' || field?.kind === 'money' ? String(value) : value];
    }),
  ) as Record<string, string | boolean>;
}

/**
 * The work state's own withholding certificate (DE 4, IT-2104, IL-W-4, ...), its fields read from
 * the state registry's descriptors. Unticked, none is on file and the state's default applies;
 * choosing another state lets the certificate go, since its fields are another form's.
 */
export function StateCertificateFields({ form }: { form: EmployeeForm }) {
  const state = useWatch({ control: form.control, name: 'state' }) ?? '';
  const certificate = useWatch({ control: form.control, name: 'stateCertificate' });
  const previousState = useRef(state);
  useEffect(() => {
    if (previousState.current === state) return;
    previousState.current = state;
    form.setValue('stateCertificate', null, { shouldDirty: true });
  }, [form, state]);

  const rule = findStateRule(state);
  const fields = rule?.certificate.fields ?? [];
  if (!rule || fields.length === 0) return null;
  const { form: formName, defaults, fromLegacyFields } = rule.certificate;
  const isOnFile = certificate !== null && certificate !== undefined;
  const errors = form.formState.errors.stateCertificate as
    Record<string, { message?: string } | undefined> | undefined;
  const messageOf = (key: string) => errors?.[key]?.message;

  return (
    <fieldset className="grid gap-4 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-medium">
        {rule.name} withholding certificate ({formName})
      </legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={isOnFile}
          onChange={(event) =>
            form.setValue(
              'stateCertificate',
              event.target.checked
                ? toFormValues(fields, toWireCertificate(fields, defaults))
                : null,
              { shouldDirty: true },
            )
          }
        />
        {formName} on file
      </label>
      {isOnFile ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((field) => {
            const name = `stateCertificate.${field.key}` as const;
            if (field.kind === 'select')
              return (
                <SelectField
                  key={field.key}
                  label={field.label}
                  hint={field.help}
                  error={messageOf(field.key)}
                  {...form.register(name)}
                  options={field.options}
                />
              );
            if (field.kind === 'boolean')
              return (
                <label key={field.key} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    {...form.register(name)}
                  />
                  {field.label}
                </label>
              );
            return (
              <Field
                key={field.key}
                label={field.label}
                hint={field.help}
                error={messageOf(field.key)}
              >
                <Input
                  inputMode={field.kind === 'money' ? 'decimal' : 'numeric'}
                  {...form.register(name)}
                />
              </Field>
            );
          })}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {fromLegacyFields
            ? `Without one, the filing status and state allowances above stand for the ${formName}.`
            : `Without one, ${rule.name}'s default for no ${formName} on file applies.`}
        </p>
      )}
    </fieldset>
  );
}
