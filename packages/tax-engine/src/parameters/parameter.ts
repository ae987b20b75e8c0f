import { parseMoney, parseRate, type Cents, type RatePpm } from '@paylab/shared/money';

import { TaxEngineInputError } from '../errors';

/** What a parameter's number means; every value carries one (aesthetics rule 9: law is data). */
export type ParameterUnit =
  | 'cents'
  | 'cents/year'
  | 'cents/period'
  | 'cents/month'
  | 'ppm'
  | 'count'
  | 'rate-schedule/year'
  | 'rate-schedule/period'
  | 'withholding-table/year'
  | 'withholding-table/period'
  | 'cents-by-allowances/period'
  | 'ppm-by-state'
  | 'state-codes'
  | 'method'
  | 'w2-reporting-by-deduction-type'
  | 'wage-bases-by-deduction-type'
  | 'state-wages-by-deduction-type'
  | 'form-layout';

/** One value of a parameter, in force from `effectiveFrom` until a later value supersedes it. */
export interface DatedValue<T> {
  readonly effectiveFrom: string;
  readonly value: T;
  readonly unit: ParameterUnit;
  /**
   * What a user reads under the value: the publication and its table, line or section. How the
   * value was transcribed or cross-checked is kept for maintainers in docs/tax-coverage.md, never
   * here (issue 27, item 8).
   */
  readonly citation: string;
}

/** A value as a rule reads it, with the citation its trace step shows. */
export type CitedValue<T> = Pick<DatedValue<T>, 'value' | 'citation'>;

export interface Parameter<T> {
  readonly name: string;
  readonly description: string;
  /** Sorted by `effectiveFrom`, oldest first. */
  readonly values: readonly DatedValue<T>[];
  /**
   * True for a law that begins with its first value (a program that starts in a later year, as
   * Minnesota Paid Leave in 2026): before it the parameter is not in force, and a group resolved
   * on such a date leaves it out. Otherwise a date before the first value is refused (ADR 0051).
   */
  readonly isAbsentBeforeFirstValue?: boolean;
}

export function defineParameter<T>(
  name: string,
  description: string,
  values: readonly DatedValue<T>[],
): Parameter<T> {
  for (let index = 1; index < values.length; index += 1) {
    if (values[index - 1]!.effectiveFrom >= values[index]!.effectiveFrom) {
      throw new Error(`Parameter ${name}: values must be sorted by effectiveFrom`);
    }
  }
  return { name, description, values };
}

/** The value of `parameter` in force on `date`, or undefined before its first value. */
export function findParameterValue<T>(
  parameter: Parameter<T>,
  date: string,
): DatedValue<T> | undefined {
  for (let index = parameter.values.length - 1; index >= 0; index -= 1) {
    const candidate = parameter.values[index]!;
    if (candidate.effectiveFrom <= date) return candidate;
  }
  return undefined;
}

/**
 * The value of `parameter` in force on `date` (YYYY-MM-DD strings compare in calendar order).
 * A date before the first value has no law to apply, which is an input error on the pay date.
 */
export function resolveParameter<T>(parameter: Parameter<T>, date: string): DatedValue<T> {
  const value = findParameterValue(parameter, date);
  if (value) return value;
  throw new TaxEngineInputError('payDate', `No value of ${parameter.name} is in force on ${date}`);
}

/** Dollars as written in a publication ("1192.50" or 6400) to cents, exactly. */
export function usd(amount: string | number): Cents {
  return parseMoney(amount);
}

/** A percentage as printed ("10.23", "0.388") to parts per million, exactly. */
export function percent(text: string): RatePpm {
  const hundredfold = parseRate(text);
  if (hundredfold % 100 !== 0) throw new RangeError(`Percentage ${text} has more than 4 decimals`);
  return hundredfold / 100;
}

type Resolved<P> = P extends Parameter<infer T> ? DatedValue<T> : never;
/** A group of parameters, each replaced by its value in force on one date. */
export type ResolvedGroup<G> = { readonly [K in keyof G]: Resolved<G[K]> };
export type ParameterGroup = Readonly<Record<string, Parameter<unknown>>>;

/**
 * Every parameter of `group` in force on `date`, keyed as in the group. A parameter absent before
 * its first value is left out on an earlier date; only what reads it as optional (a declared
 * contribution) may hold one, so the formula's own parameters are always there.
 */
export function resolveParameterGroup<G extends ParameterGroup>(
  group: G,
  date: string,
): ResolvedGroup<G> {
  const resolved: Record<string, DatedValue<unknown>> = {};
  for (const [key, parameter] of Object.entries(group)) {
    const value = parameter.isAbsentBeforeFirstValue
      ? findParameterValue(parameter, date)
      : resolveParameter(parameter, date);
    if (value) resolved[key] = value;
  }
  return resolved as ResolvedGroup<G>;
}
