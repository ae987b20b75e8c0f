import type { Cents, RatePpm } from '@paylab/shared/money';

import {
  defineParameter,
  percent,
  usd,
  type DatedValue,
  type Parameter,
  type ParameterUnit,
} from './parameter';
import { bracket, tableRow, type MarginalBracket, type WithholdingTable } from './schedules';

/*
 * Law as data: a parameter's dated values as the publication prints them ("2850", "4.95", table
 * rows), with their citations, in JSON beside the code that reads them (a state's `state.json`,
 * the federal `us/irs/**.json`). The code names, for each parameter, how its printed value is read;
 * every value is checked against that reader when the module loads, so a value that does not fit
 * fails at startup, naming the file and the parameter, never on a paycheck.
 */

/** How one parameter's printed value becomes what the formula reads. */
export interface Reader<T> {
  /** The units a parameter read this way may declare. */
  readonly units: readonly ParameterUnit[];
  /** The value, or a thrown DataError saying what did not fit. */
  read(json: unknown): T;
}

/** What did not fit in a value; a reader throws it and the loader names the part it was in. */
export class DataError extends Error {}

const CENTS_UNITS: readonly ParameterUnit[] = [
  'cents',
  'cents/year',
  'cents/period',
  'cents/month',
];
const DOLLARS = /^\d+(\.\d\d)?$/;
const PERCENTAGE = /^\d+(\.\d+)?$/;

export function describe(json: unknown): string {
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

export function readArray(json: unknown, what: string): readonly unknown[] {
  if (!Array.isArray(json)) throw new DataError(`expected ${what}, got ${describe(json)}`);
  return json;
}

/** Each item of a list read by `readItem`, naming the item ("row 3") if it throws. */
export function readList<T>(json: unknown, item: string, readItem: (json: unknown) => T): T[] {
  return readArray(json, `a list of ${item}s`).map((value, index) =>
    readPart(`${item} ${index + 1}`, () => readItem(value)),
  );
}

export function readObject(json: unknown, what: string): Readonly<Record<string, unknown>> {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new DataError(`expected ${what}, got ${describe(json)}`);
  return json as Record<string, unknown>;
}

/** Runs `read` on one part of a value, naming the part in what it throws. */
export function readPart<T>(part: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof DataError)
      throw new DataError(`${part}: ${error.message}`, { cause: error });
    throw error;
  }
}

/** Keys must be all of `required`, in any order, and beside them only `optional` ones. */
export function checkKeys(
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
export function readEntries<T>(
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

/** Every unit any of `readers` may declare, once each. */
function unitsOf(readers: Readonly<Record<string, Reader<unknown>>>): ParameterUnit[] {
  return [...new Set(Object.values(readers).flatMap((reader) => reader.units))];
}

type ReadFields<F> = { readonly [K in keyof F]: F[K] extends Reader<infer T> ? T : never };

/** A record of named parts, each with its own reader (a chart column, a table row). */
function fields<F extends Readonly<Record<string, Reader<unknown>>>>(
  readers: F,
): Reader<ReadFields<F>> {
  const keys = Object.keys(readers);
  const readParts = (json: unknown): ReadFields<F> => {
    const object = readObject(json, `an object { ${keys.join(', ')} }`);
    checkKeys(object, keys, 'the object');
    return readEntries(object, (key, value) => readers[key]!.read(value)) as ReadFields<F>;
  };
  return { units: unitsOf(readers), read: readParts };
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
    units: unitsOf(readers),
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

/** `true` or `false`, a part of a value (whether a rule is in force). */
const flag: Reader<boolean> = {
  units: [],
  read(json) {
    if (typeof json !== 'boolean')
      throw new DataError(`expected true or false, got ${describe(json)}`);
    return json;
  },
};

/** A list of two-letter state codes, as printed ("TX"). */
const stateCodes: Reader<readonly string[]> = {
  units: ['state-codes'],
  read(json) {
    return readList(json, 'code', (code) => {
      if (typeof code !== 'string' || !/^[A-Z]{2}$/.test(code))
        throw new DataError(`expected a state code like "TX", got ${describe(code)}`);
      return code;
    });
  },
};

/**
 * A text as printed: the name of the method a formula follows ("Annualized Wages Method"), whose
 * dated citation, naming the publication's edition, its trace steps cite.
 */
const text: Reader<string> = {
  units: ['method'],
  read: (json) => readString(json, 'the text'),
};

/** The readers code names its parameters' values by: `read.cents`, `read.byKey([...], read.table)`. */
export const read = {
  cents,
  rate,
  table,
  brackets,
  flag,
  stateCodes,
  text,
  byKey,
  byAnyKey,
  fields,
  list,
  nullable,
  variant,
  inUnits,
};

export type Readers = Readonly<Record<string, Reader<unknown>>>;

/** The typed parameter group that readers give, one parameter per reader. */
export type ParametersOf<R extends Readers> = {
  readonly [K in keyof R]: Parameter<R[K] extends Reader<infer T> ? T : never>;
};

export function readString(json: unknown, what: string): string {
  if (typeof json !== 'string' || json.trim() === '')
    throw new DataError(`${what} must be a non-empty string, got ${describe(json)}`);
  return json;
}

export function readStrings(json: unknown, what: string): readonly string[] {
  return readArray(json, `${what} (a list of strings)`).map((item, index) =>
    readString(item, `${what} ${index + 1}`),
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readParameter<T>(json: unknown, reader: Reader<T>): Parameter<T> {
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

/** Every parameter of `json`, an object with one parameter per key of `readers`, read by its reader. */
export function readParameters<R extends Readers>(json: unknown, readers: R): ParametersOf<R> {
  const group = readObject(json, 'parameters');
  checkKeys(group, Object.keys(readers), 'parameters (one per reader)');
  return Object.fromEntries(
    Object.entries(readers).map(([key, reader]) => [
      key,
      readPart(`parameter ${key}`, () => readParameter(group[key], reader)),
    ]),
  ) as ParametersOf<R>;
}

/**
 * Reads a JSON file of parameters (`{ "<key>": { name, description, unit, values } }`) with one
 * reader per key. Throws at load, naming `source` and the parameter or part, when anything does
 * not fit.
 */
export function defineParameterData<R extends Readers>(
  source: string,
  json: unknown,
  readers: R,
): ParametersOf<R> {
  try {
    return readParameters(json, readers);
  } catch (error) {
    if (error instanceof DataError)
      throw new Error(`Parameter data ${source}: ${error.message}`, { cause: error });
    throw error;
  }
}
