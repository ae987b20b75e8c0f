import { STATE_LINE_KINDS } from '@paylab/shared/constants';
import type { Cents, RatePpm } from '@paylab/shared/money';
import {
  describeInvalidCertificateValue,
  type CertificateField,
} from '@paylab/shared/state-certificate';

import {
  defineParameter,
  percent,
  usd,
  type DatedValue,
  type Parameter,
  type ParameterUnit,
} from '../../parameters/parameter';
import {
  bracket,
  tableRow,
  type MarginalBracket,
  type WithholdingTable,
} from '../../parameters/schedules';
import type {
  ComplianceLine,
  ComplianceResource,
  ParameterGroup,
  StateCertificate,
  StateCompliance,
  StateProgram,
  StateRule,
} from '../state-rule';

/*
 * A state's law is data (`states/<st>/state.json`): its parameters as the publication prints them,
 * with their citations, and what the rule declares (programs, certificate, compliance). The rule's
 * TypeScript keeps the formula and says, for each parameter, how its printed value is read; this
 * file checks every value against that reader when the rule loads, so a value that does not fit
 * fails at startup, naming the state and the parameter, never on a paycheck.
 */

/** How one parameter's printed value becomes what the formula reads. */
export interface Reader<T> {
  /** The units a parameter read this way may declare. */
  readonly units: readonly ParameterUnit[];
  /** The value, or a thrown DataError saying what did not fit. */
  read(json: unknown): T;
}

class DataError extends Error {}

const CENTS_UNITS: readonly ParameterUnit[] = [
  'cents',
  'cents/year',
  'cents/period',
  'cents/month',
];
const DOLLARS = /^\d+(\.\d\d)?$/;
const PERCENTAGE = /^\d+(\.\d+)?$/;

function describe(json: unknown): string {
  return JSON.stringify(json) ?? String(json);
}

/** The printed dollars ("2850", "1192.50"), checked. */
function readDollarText(json: unknown): string {
  if (typeof json !== 'string' || !DOLLARS.test(json))
    throw new DataError(
      `expected dollars as a string like "2850" or "1192.50", got ${describe(json)}`,
    );
  return json;
}

/** The printed percentage ("4.95"), checked: at most four decimals, as parts per million hold. */
function readPercentageText(json: unknown): string {
  if (typeof json !== 'string' || !PERCENTAGE.test(json))
    throw new DataError(`expected a percentage as a string like "4.95", got ${describe(json)}`);
  try {
    percent(json);
  } catch (error) {
    throw new DataError((error as Error).message, { cause: error });
  }
  return json;
}

function readArray(json: unknown, what: string): readonly unknown[] {
  if (!Array.isArray(json)) throw new DataError(`expected ${what}, got ${describe(json)}`);
  return json;
}

/** Each item of a list read by `readItem`, naming the item ("row 3") if it throws. */
function readList<T>(json: unknown, item: string, readItem: (json: unknown) => T): T[] {
  return readArray(json, `a list of ${item}s`).map((value, index) =>
    readPart(`${item} ${index + 1}`, () => readItem(value)),
  );
}

function readObject(json: unknown, what: string): Readonly<Record<string, unknown>> {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new DataError(`expected ${what}, got ${describe(json)}`);
  return json as Record<string, unknown>;
}

/** Runs `read` on one part of a value, naming the part in what it throws. */
function readPart<T>(part: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof DataError)
      throw new DataError(`${part}: ${error.message}`, { cause: error });
    throw error;
  }
}

/** Keys must be all of `required`, in any order, and beside them only `optional` ones. */
function checkKeys(
  object: Readonly<Record<string, unknown>>,
  required: readonly string[],
  what: string,
  optional: readonly string[] = [],
): void {
  const missing = required.filter((key) => !Object.hasOwn(object, key));
  const extra = Object.keys(object).filter(
    (key) => !required.includes(key) && !optional.includes(key),
  );
  if (missing.length > 0 || extra.length > 0)
    throw new DataError(
      `${what} must have the keys ${required.join(', ')}` +
        (optional.length > 0 ? ` (and may have ${optional.join(', ')})` : '') +
        (missing.length > 0 ? `; missing ${missing.join(', ')}` : '') +
        (extra.length > 0 ? `; unknown ${extra.join(', ')}` : ''),
    );
}

/** Each entry of `object` read by `readValue`, in the object's order, naming the key if it throws. */
function readEntries<T>(
  object: Readonly<Record<string, unknown>>,
  readValue: (key: string, value: unknown) => T,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key, readPart(key, () => readValue(key, value))]),
  );
}

/** Dollars as printed ("2850", "1192.50") to cents. */
const cents: Reader<Cents> = { units: CENTS_UNITS, read: (json) => usd(readDollarText(json)) };

/** A percentage as printed ("4.95") to parts per million. */
const rate: Reader<RatePpm> = { units: ['ppm'], read: (json) => percent(readPercentageText(json)) };

/**
 * A withholding table: `{ "boundary": "at-least" | "over", "rows": [[atLeast, baseTax, rate,
 * excessOver?], ...] }`, rows as the publication prints its columns A, C, D and E (E when it
 * differs from A), ascending.
 */
const table: Reader<WithholdingTable> = {
  units: ['withholding-table/year', 'withholding-table/period'],
  read(json) {
    const object = readObject(json, 'a table { boundary, rows }');
    checkKeys(object, ['boundary', 'rows'], 'a table');
    const { boundary } = object;
    if (boundary !== 'at-least' && boundary !== 'over')
      throw new DataError(`boundary must be "at-least" or "over", got ${describe(boundary)}`);
    const rows = readList(object.rows, 'row', (row) => {
      const columns = readArray(row, '[atLeast, baseTax, rate, excessOver?]');
      if (columns.length !== 3 && columns.length !== 4)
        throw new DataError(`expected [atLeast, baseTax, rate, excessOver?], got ${describe(row)}`);
      const [atLeast, baseTax, ratePercent, excessOver] = columns;
      return tableRow(
        readDollarText(atLeast),
        readDollarText(baseTax),
        readPercentageText(ratePercent),
        excessOver === undefined ? undefined : readDollarText(excessOver),
      );
    });
    rows.forEach((row, index) => {
      if (index > 0 && row.atLeast <= rows[index - 1]!.atLeast)
        throw new DataError(`row ${index + 1} does not start above row ${index}`);
    });
    return { boundary, rows };
  },
};

/** Marginal brackets: `[[rate, upTo], ..., [rate, null]]`, ascending, the last without an end. */
const brackets: Reader<readonly MarginalBracket[]> = {
  units: ['rate-schedule/year', 'rate-schedule/period'],
  read(json) {
    const bands = readList(json, 'bracket', (band) => {
      const columns = readArray(band, '[rate, upTo | null]');
      if (columns.length !== 2)
        throw new DataError(`expected [rate, upTo | null], got ${describe(band)}`);
      const [ratePercent, upTo] = columns;
      return bracket(readPercentageText(ratePercent), upTo === null ? null : readDollarText(upTo));
    });
    bands.forEach(({ upTo }, index) => {
      if ((upTo === null) !== (index === bands.length - 1))
        throw new DataError('only the last bracket has no upper end (null), and it must');
      const previous = index > 0 ? bands[index - 1]!.upTo : null;
      if (upTo !== null && previous !== null && upTo <= previous)
        throw new DataError(`bracket ${index + 1} does not end above bracket ${index}`);
    });
    return bands;
  },
};

/** One value per key of `keys` (statuses, table letters, counties), each read by `reader`. */
function byKey<const K extends string, T>(
  keys: readonly K[],
  reader: Reader<T>,
): Reader<Readonly<Record<K, T>>> {
  return {
    units: reader.units,
    read(json) {
      const object = readObject(json, `an object by ${keys.join(', ')}`);
      checkKeys(object, keys, 'the object');
      return readEntries(object, (_key, value) => reader.read(value)) as Record<K, T>;
    },
  };
}

/** One value per key, whatever the keys (a county code table the formula looks codes up in). */
function byAnyKey<T>(reader: Reader<T>): Reader<Readonly<Record<string, T>>> {
  return {
    units: reader.units,
    read(json) {
      return readEntries(readObject(json, 'an object'), (_key, value) => reader.read(value));
    },
  };
}

type ReadFields<F> = { readonly [K in keyof F]: F[K] extends Reader<infer T> ? T : never };

/** A record of named parts, each with its own reader (a chart column, a table row). */
function fields<F extends Readonly<Record<string, Reader<unknown>>>>(
  readers: F,
): Reader<ReadFields<F>> {
  const keys = Object.keys(readers);
  return {
    units: [...new Set(Object.values(readers).flatMap((reader) => reader.units))],
    read(json) {
      const object = readObject(json, `an object { ${keys.join(', ')} }`);
      checkKeys(object, keys, 'the object');
      return readEntries(object, (key, value) => readers[key]!.read(value)) as ReadFields<F>;
    },
  };
}

/** A list, each item read by `reader`. */
function list<T>(reader: Reader<T>): Reader<readonly T[]> {
  return {
    units: reader.units,
    read(json) {
      return readList(json, 'item', (item) => reader.read(item));
    },
  };
}

/** `null` (no amount: an open-ended row) or a value read by `reader`. */
function nullable<T>(reader: Reader<T>): Reader<T | null> {
  return { units: reader.units, read: (json) => (json === null ? null : reader.read(json)) };
}

type Variants<V> = {
  readonly [K in keyof V & string]: { readonly kind: K } & (V[K] extends Reader<infer T>
    ? T
    : never);
}[keyof V & string];

/** One of several shapes, told apart by the value's `kind` (a flat rate or brackets, ...). */
function variant<V extends Readonly<Record<string, Reader<object>>>>(
  readers: V,
): Reader<Variants<V>> {
  const kinds = Object.keys(readers);
  return {
    units: [...new Set(Object.values(readers).flatMap((reader) => reader.units))],
    read(json) {
      const { kind, ...rest } = readObject(json, `an object with a kind (${kinds.join(', ')})`);
      if (typeof kind !== 'string' || !Object.hasOwn(readers, kind))
        throw new DataError(`kind must be one of ${kinds.join(', ')}, got ${describe(kind)}`);
      return { kind, ...readers[kind]!.read(rest) } as Variants<V>;
    },
  };
}

/** `reader`, for a parameter whose unit names the whole rather than its parts. */
function inUnits<T>(units: readonly ParameterUnit[], reader: Reader<T>): Reader<T> {
  return { units, read: (json) => reader.read(json) };
}

/** The readers a rule names its parameters' values by: `read.cents`, `read.byKey([...], read.table)`. */
export const read = {
  cents,
  rate,
  table,
  brackets,
  byKey,
  byAnyKey,
  fields,
  list,
  nullable,
  variant,
  inUnits,
};

type Readers = Readonly<Record<string, Reader<unknown>>>;

/** The typed parameter group a rule's readers give. */
export type ParametersOf<R extends Readers> = {
  readonly [K in keyof R]: Parameter<R[K] extends Reader<infer T> ? T : never>;
};

/** Select fields whose values the formula tells apart, with the values it knows. */
type SelectValues<D> = { readonly [K in keyof D]?: readonly string[] };

/** The certificate's values as the formula reads them: the defaults' types, selects narrowed. */
type CertificateOf<D, S> = {
  readonly [K in keyof D]: K extends keyof S
    ? S[K] extends readonly (infer V)[]
      ? V
      : D[K]
    : D[K];
};

/** What a state's JSON must at least be for its certificate type to be read off it. */
interface StateJson {
  readonly certificate: { readonly defaults: object };
}

/** Everything a rule declares but its formula, read from its `state.json`. */
export type StateData<P extends ParameterGroup, C extends object> = Pick<
  StateRule<P, C>,
  'code' | 'name' | 'hasWageIncomeTax' | 'parameters' | 'programs' | 'certificate' | 'compliance'
> & {
  /** The programs that are a rate on wages up to a wage base (withholdDeclaredContributions). */
  readonly contributions: readonly DeclaredContribution[];
};

/**
 * A program that is a rate on wages up to a yearly wage base, declared in state.json as
 * `"<program id>": { "traceLabel", "rate": key or [keys], "wageBase": key or null }`.
 */
export interface DeclaredContribution {
  readonly programId: string;
  /** What the trace names it, e.g. "FAMLI employee premium". */
  readonly traceLabel: string;
  /** The rate parameters whose sum is the program's rate. */
  readonly rates: readonly string[];
  /** The yearly wage base parameter; null where the program has no wage limit. */
  readonly wageBase: string | null;
}

function readString(json: unknown, what: string): string {
  if (typeof json !== 'string' || json.trim() === '')
    throw new DataError(`${what} must be a non-empty string, got ${describe(json)}`);
  return json;
}

function readStrings(json: unknown, what: string): readonly string[] {
  return readArray(json, `${what} (a list of strings)`).map((item, index) =>
    readString(item, `${what} ${index + 1}`),
  );
}

function readProgram(json: unknown): StateProgram {
  const program = readObject(json, 'a program { id, kind, label, w2Box14Label?, localityField? }');
  checkKeys(program, ['id', 'kind', 'label'], 'a program', ['w2Box14Label', 'localityField']);
  readString(program.id, 'id');
  readString(program.label, 'label');
  if (program.w2Box14Label !== undefined) readString(program.w2Box14Label, 'w2Box14Label');
  if (program.localityField !== undefined) readString(program.localityField, 'localityField');
  if (!STATE_LINE_KINDS.some((kind) => kind === program.kind))
    throw new DataError(
      `kind must be one of ${STATE_LINE_KINDS.join(', ')}, got ${describe(program.kind)}`,
    );
  return program as unknown as StateProgram;
}

const FIELD_KEYS = {
  count: ['max'],
  money: [],
  select: ['options', 'isLocality'],
  boolean: [],
} as const satisfies Record<CertificateField['kind'], readonly string[]>;

function readField(json: unknown): CertificateField {
  const field = readObject(json, 'a certificate field { key, kind, label, ... }');
  const kind = field.kind as CertificateField['kind'];
  if (!Object.hasOwn(FIELD_KEYS, kind))
    throw new DataError(`kind must be count, money, select or boolean, got ${describe(kind)}`);
  const required =
    kind === 'select' ? ['key', 'kind', 'label', 'options'] : ['key', 'kind', 'label'];
  checkKeys(field, required, `the field ${describe(field.key)}`, [...FIELD_KEYS[kind], 'help']);
  readString(field.key, 'key');
  readString(field.label, 'label');
  if (field.help !== undefined) readString(field.help, 'help');
  if (field.isLocality !== undefined && field.isLocality !== true)
    throw new DataError(`isLocality is true or absent, got ${describe(field.isLocality)}`);
  if (field.max !== undefined && (!Number.isInteger(field.max) || (field.max as number) < 0))
    throw new DataError(`max must be a whole number, got ${describe(field.max)}`);
  if (kind === 'select')
    readList(field.options, 'option', (option) => {
      const { value, label } = readObject(option, 'an option { value, label }');
      checkKeys(option as Record<string, unknown>, ['value', 'label'], 'an option');
      if (typeof value !== 'string')
        throw new DataError(`value must be a string, got ${describe(value)}`);
      readString(label, 'label');
    });
  return field as unknown as CertificateField;
}

function readCertificate(
  json: unknown,
  selects: Readonly<Record<string, readonly string[]>>,
): StateCertificate<object> {
  const certificate = readObject(json, 'the certificate');
  checkKeys(certificate, ['form', 'fields', 'defaults'], 'the certificate', ['defaultsCitation']);
  readString(certificate.form, 'form');
  if (certificate.defaultsCitation !== undefined)
    readString(certificate.defaultsCitation, 'defaultsCitation');
  const fields = readList(certificate.fields, 'field', readField);
  const defaults = readObject(certificate.defaults, 'defaults');
  checkKeys(
    defaults,
    fields.map((field) => field.key),
    'defaults (one per field)',
  );
  for (const field of fields) {
    const problem = describeInvalidCertificateValue(field, defaults[field.key]);
    if (problem) throw new DataError(`default of ${field.key}: ${problem}`);
  }
  for (const [key, values] of Object.entries(selects)) {
    const field = fields.find((candidate) => candidate.key === key);
    const offered = field?.kind === 'select' ? field.options.map((option) => option.value) : [];
    if (offered.join() !== values.join())
      throw new DataError(
        `the select ${key} must offer the values the formula knows, ${values.join(', ')}; it offers ${offered.join(', ') || 'none'}`,
      );
  }
  return certificate as unknown as StateCertificate<object>;
}

/** An object of exactly `keys`, each a non-empty string (a compliance line, a resource). */
function readTexts<T>(json: unknown, keys: readonly string[], what: string): T {
  const object = readObject(json, `${what} { ${keys.join(', ')} }`);
  checkKeys(object, keys, what);
  for (const key of keys) readString(object[key], key);
  return object as T;
}

function readCompliance(json: unknown): StateCompliance {
  const compliance = readObject(json, 'compliance');
  checkKeys(
    compliance,
    ['publication', 'method', 'notModelled', 'confidence', 'uncertainties'],
    'compliance',
    ['filings', 'resources'],
  );
  readString(compliance.publication, 'publication');
  readString(compliance.method, 'method');
  readStrings(compliance.notModelled, 'notModelled');
  readStrings(compliance.uncertainties, 'uncertainties');
  if (!['official', 'secondary', 'uncertain'].includes(compliance.confidence as string))
    throw new DataError(
      `confidence must be official, secondary or uncertain, got ${describe(compliance.confidence)}`,
    );
  if (compliance.filings !== undefined)
    readList(compliance.filings, 'filing', (line) =>
      readTexts<ComplianceLine>(line, ['label', 'value', 'citation'], 'a filing'),
    );
  if (compliance.resources !== undefined)
    readList(compliance.resources, 'resource', (resource) =>
      readTexts<ComplianceResource>(resource, ['label', 'href', 'description'], 'a resource'),
    );
  return compliance as unknown as StateCompliance;
}

/** Each contribution names a program of the state, in the programs' order, and its parameters. */
function readContributions(
  json: unknown,
  programs: readonly StateProgram[],
  readers: Readers,
): readonly DeclaredContribution[] {
  if (json === undefined) return [];
  const declared = readObject(json, 'contributions by program id');
  const contributions = Object.values(
    readEntries(declared, (programId, value): DeclaredContribution => {
      const contribution = readObject(value, 'a contribution { traceLabel, rate, wageBase }');
      checkKeys(contribution, ['traceLabel', 'rate', 'wageBase'], 'a contribution');
      const rates = Array.isArray(contribution.rate) ? contribution.rate : [contribution.rate];
      if (rates.length === 0) throw new DataError('rate must name at least one parameter');
      for (const key of rates)
        if (typeof key !== 'string' || readers[key] !== rate)
          throw new DataError(`rate must name parameters read as rates, got ${describe(key)}`);
      const { wageBase } = contribution;
      if (wageBase !== null && (typeof wageBase !== 'string' || readers[wageBase] !== cents))
        throw new DataError(
          `wageBase must name a parameter read as cents, or be null, got ${describe(wageBase)}`,
        );
      return {
        programId,
        traceLabel: readString(contribution.traceLabel, 'traceLabel'),
        rates: rates as string[],
        wageBase,
      };
    }),
  );
  const order = contributions.map(({ programId }) =>
    programs.findIndex((program) => program.id === programId),
  );
  if (order.some((index, position) => index < 0 || (position > 0 && index < order[position - 1]!)))
    throw new DataError("contributions must name programs of the state, in the programs' order");
  return contributions;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function readParameter<T>(json: unknown, reader: Reader<T>): Parameter<T> {
  const parameter = readObject(json, 'a parameter { name, description, unit, values }');
  checkKeys(parameter, ['name', 'description', 'unit', 'values'], 'a parameter');
  const name = readString(parameter.name, 'name');
  const description = readString(parameter.description, 'description');
  const unit = parameter.unit as ParameterUnit;
  if (!reader.units.includes(unit))
    throw new DataError(
      `unit must be ${reader.units.join(' or ')} for this reader, got ${describe(unit)}`,
    );
  const values = readArray(parameter.values, 'values').map((json, index): DatedValue<T> =>
    readPart(`value ${index + 1}`, () => {
      const dated = readObject(json, 'a value { effectiveFrom, citation, value }');
      checkKeys(dated, ['effectiveFrom', 'citation', 'value'], 'a value');
      const effectiveFrom = readString(dated.effectiveFrom, 'effectiveFrom');
      if (!DATE.test(effectiveFrom))
        throw new DataError(`effectiveFrom must be YYYY-MM-DD, got ${describe(effectiveFrom)}`);
      return readPart(`from ${effectiveFrom}`, () => ({
        effectiveFrom,
        unit,
        citation: readString(dated.citation, 'citation'),
        value: reader.read(dated.value),
      }));
    }),
  );
  if (values.length === 0) throw new DataError('values must not be empty');
  return defineParameter(name, description, values);
}

/**
 * Reads a state's `state.json` with the rule's `readers`, one per parameter, and `selects`, the
 * select fields whose values the formula tells apart (the select must offer exactly these). Throws
 * at load, naming the state and the parameter or part, when anything does not fit.
 */
export function defineStateData<
  J extends StateJson,
  R extends Readers,
  const S extends SelectValues<J['certificate']['defaults']> = object,
>(
  json: J,
  readers: R,
  selects?: S,
): StateData<ParametersOf<R>, CertificateOf<J['certificate']['defaults'], S>> {
  const data = json as unknown as Readonly<Record<string, unknown>>;
  const code = typeof data.code === 'string' ? data.code : '(no code)';
  try {
    checkKeys(
      data,
      ['code', 'name', 'hasWageIncomeTax', 'programs', 'certificate', 'compliance', 'parameters'],
      'the state',
      ['contributions', 'provenance'],
    );
    if (!/^[A-Z]{2}$/.test(code)) throw new DataError(`code must be two capitals, got ${code}`);
    readString(data.name, 'name');
    if (typeof data.hasWageIncomeTax !== 'boolean')
      throw new DataError('hasWageIncomeTax must be true or false');
    if (data.provenance !== undefined) readString(data.provenance, 'provenance');
    const programs = readPart('programs', () => readList(data.programs, 'program', readProgram));
    const certificate = readPart('certificate', () =>
      readCertificate(data.certificate, (selects ?? {}) as Record<string, readonly string[]>),
    );
    const compliance = readPart('compliance', () => readCompliance(data.compliance));
    const group = readObject(data.parameters, 'parameters');
    checkKeys(group, Object.keys(readers), 'parameters (one per reader)');
    const parameters = Object.fromEntries(
      Object.entries(readers).map(([key, reader]) => [
        key,
        readPart(`parameter ${key}`, () => readParameter(group[key], reader)),
      ]),
    );
    const contributions = readPart('contributions', () =>
      readContributions(data.contributions, programs, readers),
    );
    return {
      code,
      name: data.name as string,
      hasWageIncomeTax: data.hasWageIncomeTax,
      parameters: parameters as ParametersOf<R>,
      programs,
      certificate: certificate as StateCertificate<CertificateOf<J['certificate']['defaults'], S>>,
      compliance,
      contributions,
    };
  } catch (error) {
    if (error instanceof DataError)
      throw new Error(`State data ${code}: ${error.message}`, { cause: error });
    throw error;
  }
}
