import { formatMoney, MAX_PAYCHECK_AMOUNT_CENTS, parseMoney } from './money';

/*
 * A state withholding certificate (DE 4, IT-2104, IL-W-4, G-4, MW507, ...) described as data, so
 * the tax engine, the API schemas and the employee form all read one list of fields per state.
 * No zod here: the browser's first screen may import this (ADR 0007, ADR 0009).
 */

/** An input of a state's own withholding certificate. */
export type CertificateField =
  | {
      readonly key: string;
      readonly kind: 'count';
      readonly label: string;
      readonly max?: number;
      readonly help?: string;
    }
  | { readonly key: string; readonly kind: 'money'; readonly label: string; readonly help?: string }
  | {
      readonly key: string;
      readonly kind: 'select';
      readonly label: string;
      readonly options: readonly { readonly value: string; readonly label: string }[];
      readonly help?: string;
      /** The options are places the state's formula needs (a county): the API lists them as localities. */
      readonly isLocality?: boolean;
    }
  | {
      readonly key: string;
      readonly kind: 'boolean';
      readonly label: string;
      readonly help?: string;
    };

export type CertificateValue = number | string | boolean;

/**
 * Certificate values as the tax engine reads them: counts and money (integer cents) are numbers,
 * selects strings, checkboxes booleans.
 */
export type CertificateValues = Readonly<Record<string, CertificateValue>>;

/**
 * Certificate values as the API and the employee record hold them: money is a "12.50" string
 * (api-conventions: Money); everything else as in CertificateValues.
 */
export type CertificateWireValues = Readonly<Record<string, CertificateValue>>;

/** The most a count field takes when its descriptor names no maximum (allowances, as on the W-4). */
export const MAX_CERTIFICATE_COUNT = 99;

function describeKind(field: CertificateField): string {
  switch (field.kind) {
    case 'count':
      return `a whole number from 0 to ${field.max ?? MAX_CERTIFICATE_COUNT}`;
    case 'money':
      return 'an amount in cents, 0 or more';
    case 'select':
      return `one of ${field.options.map((option) => option.value).join(', ')}`;
    case 'boolean':
      return 'true or false';
  }
}

/** Why `value` is not a valid engine value for `field` (money in integer cents), or null. */
export function describeInvalidCertificateValue(
  field: CertificateField,
  value: unknown,
): string | null {
  const isValid = (() => {
    switch (field.kind) {
      case 'count':
        return (
          typeof value === 'number' &&
          Number.isInteger(value) &&
          value >= 0 &&
          value <= (field.max ?? MAX_CERTIFICATE_COUNT)
        );
      case 'money':
        return (
          typeof value === 'number' &&
          Number.isSafeInteger(value) &&
          value >= 0 &&
          value <= MAX_PAYCHECK_AMOUNT_CENTS
        );
      case 'select':
        return field.options.some((option) => option.value === value);
      case 'boolean':
        return typeof value === 'boolean';
    }
  })();
  return isValid ? null : `${field.label} must be ${describeKind(field)}`;
}

/** The first key of `values` that is not a field, or whose value its field refuses; null if none. */
export function findCertificateProblem(
  fields: readonly CertificateField[],
  values: Readonly<Record<string, unknown>>,
): { key: string; message: string } | null {
  for (const [key, value] of Object.entries(values)) {
    const field = fields.find((candidate) => candidate.key === key);
    if (!field) {
      const known = fields.map((candidate) => candidate.key).join(', ');
      return {
        key,
        message: known
          ? `Not a field of this certificate (fields: ${known})`
          : 'This state has no withholding certificate fields',
      };
    }
    const message = describeInvalidCertificateValue(field, value);
    if (message) return { key, message };
  }
  return null;
}

function findField(fields: readonly CertificateField[], key: string): CertificateField | undefined {
  return fields.find((field) => field.key === key);
}

/** `values` with each money field's value passed through `convertMoney`; the rest unchanged. */
function mapMoneyValues(
  fields: readonly CertificateField[],
  values: Readonly<Record<string, CertificateValue>>,
  convertMoney: (value: CertificateValue) => CertificateValue,
): Record<string, CertificateValue> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      findField(fields, key)?.kind === 'money' ? convertMoney(value) : value,
    ]),
  );
}

/** API values to engine values: money "12.50" becomes 1250 cents; the rest is unchanged. */
export function toEngineCertificate(
  fields: readonly CertificateField[],
  values: CertificateWireValues,
): CertificateValues {
  return mapMoneyValues(fields, values, (value) =>
    typeof value === 'boolean' ? value : parseMoney(value),
  );
}

/** Engine values to API values: money in cents becomes "12.50"; the rest is unchanged. */
export function toWireCertificate(
  fields: readonly CertificateField[],
  values: CertificateValues,
): CertificateWireValues {
  return mapMoneyValues(fields, values, (value) =>
    typeof value === 'number' ? formatMoney(value) : value,
  );
}
