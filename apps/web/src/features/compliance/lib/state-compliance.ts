import type { CertificateField, CertificateValue } from '@paylab/shared/state-certificate';
import { formatPercentExact, formatUsd, type Cents, type RatePpm } from '@paylab/shared/money';
import {
  describeStatePrograms,
  describeStateRequirements,
  findStateRule,
  listStateRules,
  resolvePayrollTaxRates,
  type Parameter,
  type ParameterUnit,
  type StateCompliance,
  type StateLineKind,
  type StateRule,
} from '@paylab/tax-engine';
import type { CitedLine } from './compliance-content';

/*
 * A Compliance page per work state, generated from the state's rule in the registry
 * (packages/tax-engine/src/states): what the page says can never differ from what the paychecks,
 * stubs and W-2s do.
 */

/** Said on every state's page: what no state rule models (issue 28, section 2). */
export const GENERAL_NOT_MODELLED: readonly string[] = [
  'Local taxes other than the Maryland and Indiana county taxes and the New York City and Yonkers resident taxes are not modelled (Pennsylvania EIT, Ohio municipalities, Michigan cities, ...).',
  'Reciprocity agreements and resident-state credits are not modelled: PayLab withholds for the work state, the employee’s state on file.',
];

/** How far a state's figures have been read in its own publication (StateCompliance.confidence). */
export const CONFIDENCE_NOTES: Readonly<Record<StateCompliance['confidence'], string>> = {
  official: "Every figure is the state's own publication's.",
  secondary:
    "Some figures are taken from payroll references that agree, pending the state's own publication.",
  uncertain: "Some figures are not yet confirmed in the state's own publication.",
};

export const CONFIDENCE_LABELS: Readonly<Record<StateCompliance['confidence'], string>> = {
  official: 'Official',
  secondary: 'Secondary sources',
  uncertain: 'Uncertain values',
};

const KIND_LABELS: Readonly<Record<StateLineKind, string>> = {
  'income-tax': 'Income tax',
  'local-income-tax': 'Local income tax',
  disability: 'Disability insurance',
  'family-leave': 'Family leave',
  unemployment: 'Unemployment (employee share)',
  'long-term-care': 'Long-term care',
  transit: 'Transit tax',
};

/** One state in the picker and the list of every state's page. */
export interface StateLink {
  code: string;
  name: string;
  hasWageIncomeTax: boolean;
  confidence: StateCompliance['confidence'];
  href: string;
}

export interface StateProgramRow {
  id: string;
  label: string;
  kind: string;
  /** Where the year's amount goes on the W-2. */
  w2: string;
}

export interface CertificateFieldRow {
  key: string;
  label: string;
  kind: string;
  /** What the field takes: a range, or the options by label. */
  allowed: string | readonly string[];
  /** What applies with no certificate on file. */
  defaultValue: string;
  help?: string;
}

/** One parameter of a state's rule as the page states it. */
export interface ValueLine {
  label: string;
  /** The value in words; null for a shape the page cannot put in words: the citation says it. */
  value: string | null;
  /** A table, bracket list or value per status or county, a line each, for a long value. */
  rows?: readonly string[];
  citation: string;
  /** The date a later value takes over, when one does. */
  changesOn?: string;
}

export interface StateCompliancePage {
  code: string;
  name: string;
  hasWageIncomeTax: boolean;
  publication: string;
  method: string;
  confidence: StateCompliance['confidence'];
  confidenceNote: string;
  /** The date the values are in force on. */
  date: string;
  programs: StateProgramRow[];
  /** The rule's own requirement lines with values from its parameters on `date` (CA, NY), or none. */
  requirements: CitedLine[];
  /** Every parameter of the rule on `date`: rates, wage bases, tables. */
  values: ValueLine[];
  /** What the employer pays for the state: its unemployment wage base, any FUTA credit reduction. */
  employerLines: CitedLine[];
  certificate: {
    form: string;
    fields: CertificateFieldRow[];
    defaultsCitation?: string;
  };
  notModelled: string[];
  uncertainties: readonly string[];
  filings: readonly CitedLine[];
  resources: NonNullable<StateCompliance['resources']>;
}

/** The first day PayLab has state rules for: an earlier date reads the values of that day. */
const FIRST_RULE_DATE = '2025-01-01';

/** A state's page; with a `year`, opened on that tax year's values. */
export function toStatePageHref(code: string, year?: number | null): string {
  return `/compliance/states/${code.toLowerCase()}${year ? `?year=${year}` : ''}`;
}

/** Every jurisdiction in the registry, by name. */
export function listStateLinks(): StateLink[] {
  return listStateRules()
    .map((rule) => ({
      code: rule.code,
      name: rule.name,
      hasWageIncomeTax: rule.hasWageIncomeTax,
      confidence: rule.compliance.confidence,
      href: toStatePageHref(rule.code),
    }))
    .sort((left, right) => left.name.localeCompare(right.name));
}

function describeW2Box(program: StateRule['programs'][number]): string {
  if (program.kind === 'income-tax') return 'Box 17';
  if (program.kind === 'local-income-tax') return 'Boxes 18-20 (the locality in box 20)';
  return program.w2Box14Label ? `Box 14 as “${program.w2Box14Label}”` : 'Not on the W-2';
}

type Bracket = { rate: RatePpm; upTo: Cents | null };
type TableRow = { atLeast: Cents; rate: RatePpm };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBracketList(value: unknown): value is Bracket[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => isRecord(item) && typeof item.rate === 'number' && 'upTo' in item)
  );
}

function isTable(value: unknown): value is { rows: TableRow[] } {
  return isRecord(value) && typeof value.boundary === 'string' && Array.isArray(value.rows);
}

const NUMBER_SUFFIXES: Partial<Record<ParameterUnit, string>> = {
  'cents/year': ' a year',
  'cents/period': ' a pay period',
  'cents/month': ' a month',
};

/**
 * A parameter's value in words, by its unit: a rate as a percentage, an amount in dollars, a
 * bracket list or table row by row, a value per status or county entry by entry. A shape it does
 * not know (a formula's own structure) is left to the citation.
 */
export function describeParameterValue(value: unknown, unit: ParameterUnit): string | null {
  if (typeof value === 'number') {
    if (unit === 'ppm') return formatPercentExact(value);
    if (unit === 'count') return String(value);
    if (unit.startsWith('cents')) return `${formatUsd(value)}${NUMBER_SUFFIXES[unit] ?? ''}`;
    return null;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (isBracketList(value)) {
    return value
      .map((band, index) => {
        const rate = formatPercentExact(band.rate);
        if (band.upTo !== null) return `${rate} to ${formatUsd(band.upTo)}`;
        return index === 0 ? `${rate} of all` : `${rate} above`;
      })
      .join('; ');
  }
  if (isTable(value))
    return value.rows
      .map((row) => `${formatPercentExact(row.rate)} over ${formatUsd(row.atLeast)}`)
      .join('; ');
  if (isRecord(value)) {
    // A `kind` names the shape (MD's flat or bracketed county rate); a `rate` is parts per million.
    const entries = Object.entries(value)
      .filter(([key]) => key !== 'kind')
      .map(([key, entry]) => {
        const isRate = typeof entry === 'number' && /(^r|R)ate$/.test(key);
        return [key, isRate ? formatPercentExact(entry) : describeParameterValue(entry, unit)];
      });
    if (entries.length === 0 || entries.some(([, text]) => text === null)) return null;
    if (entries.length === 1 && 'kind' in value) return entries[0]![1]!;
    return entries.map(([key, text]) => `${key}: ${text}`).join('; ');
  }
  return null;
}

/** A value short enough to read on one line beside its label. */
const SHORT_VALUE_LENGTH = 60;

/** A long value a line per band, row or entry; null for a value of one line. */
export function listParameterRows(value: unknown, unit: ParameterUnit): string[] | null {
  if (isBracketList(value) || isTable(value))
    return describeParameterValue(value, unit)!.split('; ');
  if (isRecord(value)) {
    const rows = Object.entries(value).map(([key, entry]) => {
      const text = describeParameterValue(entry, unit);
      return text === null ? null : `${key}: ${text}`;
    });
    return rows.every((row) => row !== null) ? (rows as string[]) : null;
  }
  return null;
}

function summarizeRows(value: unknown, rows: readonly string[]): string {
  if (isRecord(value) && !isTable(value)) {
    const keys = Object.keys(value);
    return keys.length <= 8 ? `By ${keys.join(', ')}` : `${keys.length} values`;
  }
  return `${rows.length} bands`;
}

function describeParameter(parameter: Parameter<unknown>, date: string): ValueLine {
  const candidates = parameter.values.filter((entry) => entry.effectiveFrom <= date);
  const inForce = candidates[candidates.length - 1];
  // A program that begins in a later year (ADR 0051) has no value yet; the page says when it starts.
  if (!inForce)
    return {
      label: parameter.description,
      value: 'Not yet in force',
      citation: parameter.values[0]?.citation ?? '',
      ...(parameter.values[0] ? { changesOn: parameter.values[0].effectiveFrom } : {}),
    };
  const later = parameter.values.find((entry) => entry.effectiveFrom > date);
  const line: ValueLine = {
    label: parameter.description,
    value: describeParameterValue(inForce.value, inForce.unit),
    citation: inForce.citation,
    ...(later ? { changesOn: later.effectiveFrom } : {}),
  };
  if (line.value === null || line.value.length <= SHORT_VALUE_LENGTH) return line;
  const rows = listParameterRows(inForce.value, inForce.unit);
  return rows ? { ...line, value: summarizeRows(inForce.value, rows), rows } : line;
}

/** The employer's unemployment figures for a state, as PayLab applies them on `date`. */
function describeEmployerLines(code: string, date: string): CitedLine[] {
  const rates = resolvePayrollTaxRates(date);
  const reduction = rates.futaCreditReduction.value[code];
  return [
    {
      label: 'Unemployment insurance wage base',
      value: `PayLab applies the spec's ${formatUsd(rates.sutaWageBase.value)} in every state`,
      citation: rates.sutaWageBase.citation,
    },
    ...(reduction === undefined
      ? []
      : [
          {
            label: `FUTA credit reduction ${rates.taxYear}`,
            value: formatPercentExact(reduction),
            citation: rates.futaCreditReduction.citation,
          },
        ]),
  ];
}

function describeAllowed(field: CertificateField): string | readonly string[] {
  switch (field.kind) {
    case 'count':
      return `A whole number from 0 to ${field.max ?? 99}`;
    case 'money':
      return 'An amount, $0.00 or more';
    case 'boolean':
      return 'Yes or no';
    case 'select':
      return field.options.map((option) => option.label);
  }
}

function describeDefault(field: CertificateField, value: CertificateValue | undefined): string {
  if (value === undefined) return '—';
  switch (field.kind) {
    case 'money':
      return typeof value === 'number' ? formatUsd(value) : String(value);
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'select':
      return field.options.find((option) => option.value === value)?.label ?? String(value);
    case 'count':
      return String(value);
  }
}

const FIELD_KIND_LABELS: Readonly<Record<CertificateField['kind'], string>> = {
  count: 'Count',
  money: 'Amount',
  select: 'Choice',
  boolean: 'Checkbox',
};

/**
 * The Compliance page of a work state (any letter case) with its values in force on `date`, or
 * null for a code the registry does not know.
 */
export function getStateCompliancePage(code: string, date: string): StateCompliancePage | null {
  const rule = findStateRule(code);
  if (!rule) return null;
  const onDate = date < FIRST_RULE_DATE ? FIRST_RULE_DATE : date;
  const defaults: Readonly<Record<string, CertificateValue>> = rule.certificate.defaults;
  const { compliance } = rule;
  return {
    code: rule.code,
    name: rule.name,
    hasWageIncomeTax: rule.hasWageIncomeTax,
    publication: compliance.publication,
    method: compliance.method,
    confidence: compliance.confidence,
    confidenceNote: CONFIDENCE_NOTES[compliance.confidence],
    date: onDate,
    programs: describeStatePrograms(rule, onDate).map(({ program }) => ({
      id: program.id,
      label: program.label,
      kind: KIND_LABELS[program.kind],
      w2: describeW2Box(program),
    })),
    // Without lines of its own a rule's requirement is its method, which the page already states.
    requirements: rule.describeRequirements
      ? describeStateRequirements(rule, onDate).map((line) => ({ ...line }))
      : [],
    values: Object.values(rule.parameters).map((parameter) => describeParameter(parameter, onDate)),
    employerLines: describeEmployerLines(rule.code, onDate),
    certificate: {
      form: rule.certificate.form,
      fields: rule.certificate.fields.map((field) => ({
        key: field.key,
        label: field.label,
        kind: FIELD_KIND_LABELS[field.kind],
        allowed: describeAllowed(field),
        defaultValue: describeDefault(field, defaults[field.key]),
        help: field.help,
      })),
      defaultsCitation: rule.certificate.defaultsCitation,
    },
    notModelled: [...compliance.notModelled, ...GENERAL_NOT_MODELLED],
    uncertainties: compliance.uncertainties,
    filings: compliance.filings ?? [],
    resources: compliance.resources ?? [],
  };
}
