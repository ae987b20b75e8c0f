import type { CertificateValue } from '@paylab/shared/state-certificate';

import { findStateRule } from './registry';

/**
 * The locality a state's local income tax is withheld for (W-2 box 20): the label of the option
 * the employee's certificate chose in the local program's locality field (MD's county, IN's
 * January 1 county), or of the state's default when no certificate is on file. Null for a state
 * without a local income tax, or a value its field does not offer.
 */
export function describeLocality(
  state: string,
  certificate: Readonly<Record<string, CertificateValue>> | null,
): string | null {
  const rule = findStateRule(state);
  const localityField = rule?.programs.find(
    (program) => program.kind === 'local-income-tax',
  )?.localityField;
  if (!rule || !localityField) return null;
  const field = rule.certificate.fields.find((candidate) => candidate.key === localityField);
  if (field?.kind !== 'select') return null;
  const defaults: Readonly<Record<string, unknown>> = rule.certificate.defaults;
  const value = certificate?.[localityField] ?? defaults[localityField];
  return field.options.find((option) => option.value === value)?.label ?? null;
}
