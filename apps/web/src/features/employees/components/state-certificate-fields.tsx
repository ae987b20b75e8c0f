import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CreateEmployeeInput, EmployeeFormValues } from '@paylab/shared';
import { findStateRule } from '@paylab/tax-engine';
import {
  CertificateFieldset,
  type CertificateInputValues,
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
  const { form: formName, fromLegacyFields } = rule.certificate;
  const errors = form.formState.errors.stateCertificate as
    Record<string, { message?: string } | undefined> | undefined;

  return (
    <CertificateFieldset
      rule={rule}
      values={(certificate as CertificateInputValues | null | undefined) ?? null}
      onValuesChange={(values) => form.setValue('stateCertificate', values, { shouldDirty: true })}
      absentText={
        fromLegacyFields
          ? `Without one, the filing status and state allowances above stand for the ${formName}.`
          : `Without one, ${rule.name}'s default for no ${formName} on file applies.`
      }
      errorOf={(key) => errors?.[key]?.message}
    />
  );
}
