import type { CertificateField } from '../state-rule';

// Short names, since rules import the builders as a namespace: `field.exempt(...)`.

interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** The status beside single and married on many W-4-style forms, in the words most of them use. */
export const marriedAtSingleRate: SelectOption = {
  value: 'married-single-rate',
  label: 'Married, but withhold at the higher single rate',
};

/** Where a field's key differs from the builder's usual one, and what the form adds under it. */
interface FieldDetails {
  readonly key?: string;
  readonly help?: string;
}

/** A count the formula multiplies by a value: allowances, or exemptions where the form says so. */
export function allowances(
  label: string,
  { key = 'allowances', ...details }: FieldDetails & { readonly max?: number } = {},
): CertificateField {
  return { key, kind: 'count', label, ...details };
}

/** The certificate's additional amount withheld each pay. */
export function additionalAmount(
  label: string,
  { key = 'additionalWithholding', ...details }: FieldDetails = {},
): CertificateField {
  return { key, kind: 'money', label, ...details };
}

/** The certificate's claim of exemption from withholding. */
export function exempt(
  label: string,
  { key = 'isExempt', ...details }: FieldDetails = {},
): CertificateField {
  return { key, kind: 'boolean', label, ...details };
}

/** The certificate's filing (or marital) status, with the form's own options. */
export function filingStatus(
  label: string,
  options: readonly SelectOption[],
  { key = 'filingStatus', ...details }: FieldDetails = {},
): CertificateField {
  return { key, kind: 'select', label, options, ...details };
}

/** A select field's option labels by value, as the form prints them (a county's name, ...). */
export function listOptionLabels(
  fields: readonly CertificateField[],
  key: string,
): ReadonlyMap<string, string> {
  const field = fields.find((candidate) => candidate.key === key);
  return new Map(
    field?.kind === 'select' ? field.options.map(({ value, label }) => [value, label]) : [],
  );
}
