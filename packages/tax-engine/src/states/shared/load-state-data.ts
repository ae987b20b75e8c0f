import { STATE_LINE_KINDS } from '@paylab/shared/constants';
import {
  describeInvalidCertificateValue,
  type CertificateField,
} from '@paylab/shared/state-certificate';

import {
  checkKeys,
  DataError,
  describe,
  read,
  readEntries,
  readList,
  readObject,
  readParameters,
  readPart,
  readString,
  readStrings,
  type ParametersOf,
  type Readers,
} from '../../parameters/parameter-data';
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
 * TypeScript keeps the formula and says, for each parameter, how its printed value is read
 * (`read`, parameters/parameter-data.ts); this file checks every value against that reader when
 * the rule loads, so a value that does not fit fails at startup, naming the state and the
 * parameter, never on a paycheck.
 */

export { read, type ParametersOf, type Reader } from '../../parameters/parameter-data';

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
  /** How the income tax reads the certificate and bonuses (withholdDeclaredIncomeTax). */
  readonly incomeTax?: DeclaredIncomeTax;
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

/**
 * What a declared trace step cites: its own text, or (`citationOf`) the citation in force of a
 * parameter, so that a step citing the state's method names the pay date's edition.
 */
export type DeclaredCitation = { readonly citation: string } | { readonly citationOf: string };

/** A certificate field the income tax reads, and how its trace step shows and cites it. */
export type DeclaredCertificateLine = DeclaredCitation & {
  readonly field: string;
  readonly label: string;
  /** Trace step suffix, where the state names it otherwise than `exempt` or `additional`. */
  readonly step?: string;
};

/** Bonuses at the flat rate of the parameter `rate`, or with the period's wages (`aggregate`). */
export type DeclaredSupplementalMethod =
  | { readonly method: 'flat-rate'; readonly rate: string }
  | (DeclaredCitation & { readonly method: 'aggregate' });

/**
 * What a state's income tax withholding takes from its certificate and how it withholds on
 * bonuses, declared in state.json as `"incomeTax": { "exempt"?, "supplemental"?, "additional"? }`;
 * the rule gives only the formula.
 */
export interface DeclaredIncomeTax {
  /** The state's `income-tax` program. */
  readonly programId: string;
  /** A boolean field that, checked, claims exemption: nothing is withheld. */
  readonly exempt?: DeclaredCertificateLine;
  /** Absent where the rule picks the method itself (a rate by the year's wages). */
  readonly supplemental?: DeclaredSupplementalMethod;
  /** A money field: an additional amount withheld each pay. */
  readonly additional?: DeclaredCertificateLine;
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
        if (typeof key !== 'string' || readers[key] !== read.rate)
          throw new DataError(`rate must name parameters read as rates, got ${describe(key)}`);
      const { wageBase } = contribution;
      if (wageBase !== null && (typeof wageBase !== 'string' || readers[wageBase] !== read.cents))
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

/**
 * `parameters` with each declared contribution's marked absent before its first value: a program
 * that begins in a later year (Minnesota Paid Leave in 2026) is its dated values from that day, and
 * before it withholds nothing (ADR 0051). The formula's own parameters stay required on every date.
 */
function markContributionParameters<P extends ParameterGroup>(
  parameters: P,
  contributions: readonly DeclaredContribution[],
): P {
  const keys = new Set(
    contributions.flatMap(({ rates, wageBase }) =>
      wageBase === null ? rates : [...rates, wageBase],
    ),
  );
  return Object.fromEntries(
    Object.entries(parameters).map(([key, parameter]) => [
      key,
      keys.has(key) ? { ...parameter, isAbsentBeforeFirstValue: true } : parameter,
    ]),
  ) as P;
}

/** Exactly one of `citation`, a text, and `citationOf`, a parameter of the state. */
function readDeclaredCitation(declared: Readonly<Record<string, unknown>>, readers: Readers): void {
  const { citation, citationOf } = declared;
  if ((citation === undefined) === (citationOf === undefined))
    throw new DataError('needs one of citation (a text) and citationOf (a parameter), not both');
  if (citation !== undefined) readString(citation, 'citation');
  else if (typeof citationOf !== 'string' || !Object.hasOwn(readers, citationOf))
    throw new DataError(
      `citationOf must name a parameter of the state, got ${describe(citationOf)}`,
    );
}

/** A certificate line naming a field of `kind`, with its trace label and citation. */
function readCertificateLine(
  json: unknown,
  fields: readonly CertificateField[],
  kind: CertificateField['kind'],
  readers: Readers,
): DeclaredCertificateLine {
  const line = readObject(
    json,
    'a certificate line { field, label, citation | citationOf, step? }',
  );
  checkKeys(line, ['field', 'label'], 'a certificate line', ['citation', 'citationOf', 'step']);
  const field = fields.find(({ key }) => key === line.field);
  if (field?.kind !== kind)
    throw new DataError(
      `field must name a ${kind} field of the certificate, got ${describe(line.field)}`,
    );
  readString(line.label, 'label');
  readDeclaredCitation(line, readers);
  if (line.step !== undefined) readString(line.step, 'step');
  return line as unknown as DeclaredCertificateLine;
}

/** The income tax's certificate lines and bonus method, for the state's `income-tax` program. */
function readIncomeTax(
  json: unknown,
  programs: readonly StateProgram[],
  fields: readonly CertificateField[],
  readers: Readers,
): DeclaredIncomeTax | undefined {
  if (json === undefined) return undefined;
  const incomeTax = readObject(json, 'incomeTax { exempt?, supplemental?, additional? }');
  checkKeys(incomeTax, [], 'incomeTax', ['exempt', 'supplemental', 'additional']);
  const program = programs.find(({ kind }) => kind === 'income-tax');
  if (!program) throw new DataError('incomeTax needs a program of kind income-tax');
  const supplemental = readPart('supplemental', () => {
    if (incomeTax.supplemental === undefined) return undefined;
    const method = readObject(incomeTax.supplemental, 'a supplemental method { method, ... }');
    if (method.method === 'flat-rate') {
      checkKeys(method, ['method', 'rate'], 'a flat-rate method');
      if (typeof method.rate !== 'string' || readers[method.rate] !== read.rate)
        throw new DataError(
          `rate must name a parameter read as a rate, got ${describe(method.rate)}`,
        );
    } else if (method.method === 'aggregate') {
      checkKeys(method, ['method'], 'an aggregate method', ['citation', 'citationOf']);
      readDeclaredCitation(method, readers);
    } else {
      throw new DataError(`method must be flat-rate or aggregate, got ${describe(method.method)}`);
    }
    return method as unknown as DeclaredSupplementalMethod;
  });
  const { exempt, additional } = incomeTax;
  // Every state's declaration has the same four keys, an absent part undefined: withholding reads
  // them on every paycheck, and objects of one shape keep those reads on the engine's fast path.
  return {
    programId: program.id,
    exempt:
      exempt === undefined
        ? undefined
        : readPart('exempt', () => readCertificateLine(exempt, fields, 'boolean', readers)),
    supplemental,
    additional:
      additional === undefined
        ? undefined
        : readPart('additional', () => readCertificateLine(additional, fields, 'money', readers)),
  };
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
      ['contributions', 'incomeTax', 'provenance'],
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
    const contributions = readPart('contributions', () =>
      readContributions(data.contributions, programs, readers),
    );
    const parameters = markContributionParameters(
      readParameters(data.parameters, readers),
      contributions,
    );
    const incomeTax = readPart('incomeTax', () =>
      readIncomeTax(data.incomeTax, programs, certificate.fields, readers),
    );
    return {
      code,
      name: data.name as string,
      hasWageIncomeTax: data.hasWageIncomeTax,
      parameters,
      programs,
      certificate: certificate as StateCertificate<CertificateOf<J['certificate']['defaults'], S>>,
      compliance,
      contributions,
      ...(incomeTax && { incomeTax }),
    };
  } catch (error) {
    if (error instanceof DataError)
      throw new Error(`State data ${code}: ${error.message}`, { cause: error });
    throw error;
  }
}
