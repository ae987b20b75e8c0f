import {
  formatMoney,
  formatPreciseRate,
  MAX_CERTIFICATE_COUNT,
  toWireCertificate,
  type CertificateField,
  type TaxState,
  type TaxStateCertificateField,
} from '@paylab/shared';
import { describeStatePrograms, listStateRules, type StateRule } from '@paylab/tax-engine';

function toField(
  field: CertificateField,
  defaults: Readonly<Record<string, unknown>>,
  defaultCitation: string | null,
): TaxStateCertificateField {
  return {
    key: field.key,
    label: field.label,
    kind: field.kind,
    help: field.help ?? null,
    max: field.kind === 'count' ? (field.max ?? MAX_CERTIFICATE_COUNT) : null,
    options:
      field.kind === 'select' ? field.options.map(({ value, label }) => ({ value, label })) : null,
    default: defaults[field.key] as TaxStateCertificateField['default'],
    defaultCitation,
  };
}

function toTaxState(rule: StateRule, date: string): TaxState {
  const { form, fields, defaults, defaultsCitation, fromLegacyFields } = rule.certificate;
  const wireDefaults = toWireCertificate(fields, defaults);
  return {
    code: rule.code,
    name: rule.name,
    hasWageIncomeTax: rule.hasWageIncomeTax,
    certificate: {
      form,
      fields: fields.map((field) => toField(field, wireDefaults, defaultsCitation ?? null)),
      readsEmployeeStateFields: fromLegacyFields !== undefined,
    },
    lines: describeStatePrograms(rule, date).map(({ program, terms }) => ({
      id: program.id,
      kind: program.kind,
      label: program.label,
      w2Box14Label: program.w2Box14Label ?? null,
      rate: terms.rate ? formatPreciseRate(terms.rate.value) : null,
      rateCitation: terms.rate?.citation ?? null,
      wageBase:
        terms.wageBase?.value === undefined || terms.wageBase.value === null
          ? null
          : formatMoney(terms.wageBase.value),
      wageBaseCitation: terms.wageBase?.citation ?? null,
    })),
    localities: fields.flatMap((field) =>
      field.kind === 'select' && field.isLocality
        ? field.options.map(({ value, label }) => ({ field: field.key, value, label }))
        : [],
    ),
  };
}

/**
 * Every jurisdiction of the state registry with its certificate, its lines and their rates and
 * wage bases in force on `date`, and the localities its certificate names, ordered by code.
 */
export function listTaxStates(date: string): TaxState[] {
  return listStateRules()
    .map((rule) => toTaxState(rule, date))
    .sort((a, b) => a.code.localeCompare(b.code));
}
