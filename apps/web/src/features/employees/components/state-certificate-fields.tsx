import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  toWireCertificate,
  type CreateEmployeeInput,
  type EmployeeFormValues,
} from '@paylab/shared';
import { findStateRule } from '@paylab/tax-engine';
import {
  CertificateFieldInputs,
  toCertificateInputValues,
} from '../../../components/certificate-field-inputs';

type EmployeeForm = UseFormReturn<EmployeeFormValues, unknown, CreateEmployeeInput>;

/**
 * The work state's own withholding certificate at hiring (DE 4, IT-2104, IL-W-4, ...), its fields
 * read from the state registry's descriptors; the server records it in force from the hire date.
 * Unticked, none is on file and the state's default applies; choosing another state lets the
 * certificate go, since its fields are another form's.
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
                ? toCertificateInputValues(fields, toWireCertificate(fields, defaults))
                : null,
              { shouldDirty: true },
            )
          }
        />
        {formName} on file
      </label>
      {isOnFile ? (
        <CertificateFieldInputs
          fields={fields}
          values={certificate as Record<string, string | boolean>}
          onChange={(key, value) =>
            form.setValue(
              'stateCertificate',
              { ...certificate, [key]: value },
              { shouldDirty: true },
            )
          }
          errorOf={(key) => errors?.[key]?.message}
        />
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
