import fc from 'fast-check';

/**
 * Request values from the JSON Schemas of an OpenAPI 3.0 document: fast-check arbitraries for valid
 * values, and values that break one rule each. No maintained package does this for fast-check 4
 * (json-schema-fast-check needs fast-check 1, zod-fast-check needs zod 3 and reads zod, not the
 * document), so this covers the subset PayLab's document uses, and refuses any other keyword
 * rather than generate values the document does not describe.
 */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
  nullable?: boolean;
  enum?: readonly unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: readonly JsonSchema[];
  /** Only as further patterns of a string (PayLab's text rules beside a field's own pattern). */
  allOf?: readonly JsonSchema[];
  readOnly?: boolean;
  default?: unknown;
  description?: string;
}

/** Keywords that describe without constraining: generation ignores them. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'default',
  'example',
  'examples',
  'readOnly',
  'writeOnly',
  'deprecated',
  'headers',
]);
const CONSTRAINTS = new Set([
  'type',
  'nullable',
  'enum',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'multipleOf',
  'items',
  'minItems',
  'maxItems',
  'properties',
  'required',
  'additionalProperties',
  'anyOf',
  'allOf',
]);

function assertSupported(schema: JsonSchema): void {
  for (const keyword of Object.keys(schema)) {
    if (!ANNOTATIONS.has(keyword) && !CONSTRAINTS.has(keyword))
      throw new Error(`json-schema-arbitrary: unsupported keyword "${keyword}"`);
  }
  if (schema.format && !FORMATS.has(schema.format))
    throw new Error(`json-schema-arbitrary: unsupported format "${schema.format}"`);
  for (const member of schema.allOf ?? []) {
    if (Object.keys(member).some((keyword) => keyword !== 'pattern' && !ANNOTATIONS.has(keyword)))
      throw new Error('json-schema-arbitrary: allOf holds patterns only');
  }
}

/** The schema's patterns: its own and those under allOf, each of which a string must match. */
function listPatterns(schema: JsonSchema): string[] {
  return [schema.pattern, ...(schema.allOf ?? []).map((member) => member.pattern)].filter(
    (pattern): pattern is string => pattern !== undefined,
  );
}

export interface GenerateOptions {
  /**
   * Values known to exist (ids of stored records) for a property or parameter of this name, already
   * checked against its schema. Offered more often than random ones, so valid requests reach real
   * records and not only the not-found path.
   */
  knownValues?: (name: string, schema: JsonSchema) => readonly unknown[];
}

/**
 * Text a person types: printable ASCII and some letters beyond it. No control or format character:
 * the document's own patterns say where those are allowed.
 */
const BMP_TEXT_UNIT = fc.oneof(
  { weight: 12, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('é', 'ß', 'Ω', 'ñ', '漢', 'ق') },
);
/**
 * The same with characters beyond the Basic Multilingual Plane, which JSON Schema's maxLength
 * counts once (a code point) and the server's checks twice (UTF-16 units, zod's max): such text is
 * generated up to half a field's limit only, where both counts agree it fits. The difference at the
 * limit is a known departure of the server, not exercised here (docs/security.md).
 */
const TEXT_UNIT = fc.oneof(
  { weight: 20, arbitrary: BMP_TEXT_UNIT },
  { weight: 1, arbitrary: fc.constantFrom('😀', '𝄞') },
);

/**
 * Dates the server takes (the document's description: 1900-01-01 to 2200-12-31), most of them in
 * the tax year PayLab ships, and many in its first two weeks: two dates drawn from there are often
 * in order and within one pay period, so pay periods, W-4s and invoices reach the code past their
 * date rules.
 */
const DATE = fc
  .oneof(
    {
      weight: 4,
      arbitrary: fc.integer({ min: 0, max: 13 }).map((day) => new Date(Date.UTC(2025, 0, 6 + day))),
    },
    {
      weight: 3,
      arbitrary: fc.date({
        min: new Date('2025-01-01'),
        max: new Date('2025-12-31'),
        noInvalidDate: true,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.date({
        min: new Date('1900-01-01'),
        max: new Date('2200-12-31'),
        noInvalidDate: true,
      }),
    },
  )
  .map((date) => date.toISOString().slice(0, 10));

/** Addresses that are unique enough not to collide with stored ones, in the shape every checker takes. */
const EMAIL = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?$/),
    fc.constantFrom('example.com', 'example.org', 'mail.example.net'),
  )
  .map(([local, domain]) => `${local}@${domain}`);

const FORMATS = new Map<string, fc.Arbitrary<string>>([
  ['date', DATE],
  ['uuid', fc.uuid({ version: 4 })],
  ['email', EMAIL],
  [
    'date-time',
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString()),
  ],
  ['binary', fc.string()],
]);

function toRegExp(pattern: string): RegExp {
  // JSON Schema patterns are ECMA-262 and match anywhere unless anchored; ajv reads them as Unicode.
  return new RegExp(pattern, 'u');
}

/** "^(?!0*$)0*\d+$" becomes "^0*\d+$": the look-ahead's group is found by counting brackets. */
function withoutLeadingLookahead(pattern: string): string {
  if (!pattern.startsWith('^(?!')) return pattern;
  let depth = 0;
  for (let index = 1; index < pattern.length; index += 1) {
    const character = pattern[index];
    if (character === '\\') index += 1;
    else if (character === '(') depth += 1;
    else if (character === ')' && --depth === 0) return `^${pattern.slice(index + 1)}`;
  }
  return pattern;
}

function buildString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 40);
  const fitsLength = (text: string) => {
    const length = [...text].length;
    return length >= minLength && length <= maxLength;
  };
  const patterns = listPatterns(schema).map(toRegExp);
  const fitsPatterns = (text: string) => patterns.every((pattern) => pattern.test(text));
  const typed = fc.string({
    unit: TEXT_UNIT,
    minLength,
    maxLength: Math.min(Math.max(minLength, Math.floor(maxLength / 2)), minLength + 40),
  });
  if (schema.format) {
    const base = FORMATS.get(schema.format)!;
    return base.filter((text) => fitsLength(text) && fitsPatterns(text));
  }
  if (schema.pattern) {
    // fast-check builds strings from an anchored pattern of plain classes and quantifiers. A leading
    // negative look-ahead (an amount above zero) is left out of the building and met by the filter;
    // a pattern with other look-arounds or Unicode properties is met by filtering typed text.
    const buildable = withoutLeadingLookahead(schema.pattern);
    const isBuildable =
      buildable.startsWith('^') && buildable.endsWith('$') && !/\\p|\(\?[=!<]/.test(buildable);
    const base = isBuildable ? fc.stringMatching(new RegExp(buildable)) : typed;
    return base.filter((text) => fitsLength(text) && fitsPatterns(text));
  }
  // Lengths at the limit are where off-by-one and counting errors live.
  const atLimit = fc.string({ unit: BMP_TEXT_UNIT, minLength: maxLength, maxLength });
  const text =
    maxLength <= 2000
      ? fc.oneof({ weight: 5, arbitrary: typed }, { weight: 1, arbitrary: atLimit })
      : typed;
  return text.filter(fitsPatterns);
}

/** The step between allowed numbers: multipleOf, 1 for integers, 0.01 otherwise. */
function getStep(schema: JsonSchema): number {
  return schema.multipleOf ?? (schema.type === 'integer' ? 1 : 0.01);
}

/** k x step, computed as k / (1 / step) when that is whole, so 29 x 0.01 prints as 0.29. */
function scaleBy(count: number, step: number): number {
  const inverse = 1 / step;
  return Number.isInteger(inverse) ? count / inverse : count * step;
}

function buildNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const step = getStep(schema);
  const minimum = schema.minimum ?? -1_000_000;
  const maximum = schema.maximum ?? 1_000_000;
  const low = Math.ceil(minimum / step - 1e-9);
  const high = Math.floor(maximum / step + 1e-9);
  return fc.integer({ min: low, max: high }).map((count) => scaleBy(count, step));
}

function buildObject(schema: JsonSchema, options: GenerateOptions): fc.Arbitrary<unknown> {
  const required = new Set(schema.required ?? []);
  const entries: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    // OpenAPI 3.0: a read-only property is not sent in a request, even when listed as required.
    if (property.readOnly) continue;
    entries[name] = buildValue(property, options, name);
    if (required.has(name)) requiredKeys.push(name);
  }
  return fc.record(entries, { requiredKeys });
}

function buildValue(
  schema: JsonSchema,
  options: GenerateOptions,
  name?: string,
): fc.Arbitrary<unknown> {
  assertSupported(schema);
  const known = name && options.knownValues ? options.knownValues(name, schema) : [];
  const generated = buildUnknownValue(schema, options);
  const withNull = schema.nullable
    ? fc.oneof({ weight: 4, arbitrary: generated }, { weight: 1, arbitrary: fc.constant(null) })
    : generated;
  return known.length
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...known) },
        { weight: 1, arbitrary: withNull },
      )
    : withNull;
}

function buildUnknownValue(schema: JsonSchema, options: GenerateOptions): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((branch) => buildValue(branch, options)));
  switch (schema.type) {
    case 'string':
      return buildString(schema);
    case 'number':
    case 'integer':
      return buildNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 5, minLength + 5);
      return fc.array(buildValue(schema.items ?? {}, options), { minLength, maxLength });
    }
    case 'object':
      return buildObject(schema, options);
    case undefined:
      // No constraint at all: a field the server ignores; any JSON value will do.
      return fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.string({ maxLength: 10 }));
  }
}

/** An arbitrary of values the schema accepts. */
export function toValidArbitrary(
  schema: JsonSchema,
  options: GenerateOptions = {},
  name?: string,
): fc.Arbitrary<unknown> {
  return buildValue(schema, options, name);
}

/** One way to make a valid value invalid: a rule of the schema, and the value that breaks it. */
export interface RuleBreak {
  /** Where, as property names from the root ([] for the value itself). */
  path: string[];
  rule: string;
  /** The replacement at `path`; `undefined` with `remove` leaves the property out. */
  value?: unknown;
  remove?: boolean;
}

/**
 * Values no lenient reading takes: PayLab reads "" as "no value" and trims text, and reads numbers
 * for amounts and text for counts, so a break never relies on blank text or on a number-as-text.
 */
const WRONG_TYPE_FOR_BOOLEAN = 'yes';
const WRONG_TYPE_OTHERWISE = true;
const PATTERN_BREAKERS = ['!?', '§~', 'a\u0007b'];
const FORMAT_BREAKERS: Record<string, string> = {
  date: '2025-02-30',
  uuid: 'not-a-uuid',
  email: 'not-an-email',
  'date-time': 'not-a-time',
};

function listTypes(schema: JsonSchema): Set<string> {
  if (schema.anyOf) return new Set(schema.anyOf.flatMap((branch) => [...listTypes(branch)]));
  return new Set(schema.type ? [schema.type] : []);
}

/** The values that break one keyword of a schema with no union. */
function listKeywordBreaks(schema: JsonSchema): { rule: string; value: unknown }[] {
  const breaks: { rule: string; value: unknown }[] = [];
  if (schema.enum)
    breaks.push({
      rule: 'enum',
      value: typeof schema.enum[0] === 'number' ? -987 : 'not-an-option',
    });
  if (schema.type === 'string') {
    if (schema.format && FORMAT_BREAKERS[schema.format])
      breaks.push({ rule: `format ${schema.format}`, value: FORMAT_BREAKERS[schema.format] });
    for (const source of schema.format ? [] : listPatterns(schema)) {
      const pattern = toRegExp(source);
      const breaker = PATTERN_BREAKERS.find((text) => !pattern.test(text));
      if (breaker !== undefined) breaks.push({ rule: 'pattern', value: breaker });
    }
    if (schema.maxLength !== undefined && schema.maxLength < 100_000)
      breaks.push({ rule: 'maxLength', value: '1'.repeat(schema.maxLength + 1) });
    if (schema.minLength !== undefined && schema.minLength > 1)
      breaks.push({ rule: 'minLength', value: '1'.repeat(schema.minLength - 1) });
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    const step = getStep(schema);
    if (schema.minimum !== undefined)
      breaks.push({ rule: 'minimum', value: schema.minimum - step });
    if (schema.maximum !== undefined)
      breaks.push({ rule: 'maximum', value: schema.maximum + step });
    const base = schema.minimum ?? 0;
    if (schema.multipleOf !== undefined || schema.type === 'integer') {
      const between = base + step / 2;
      if (schema.maximum === undefined || between <= schema.maximum)
        breaks.push({ rule: schema.type === 'integer' ? 'integer' : 'multipleOf', value: between });
    }
  }
  if (schema.type === 'array' && schema.maxItems !== undefined && schema.maxItems < 1000) {
    breaks.push({
      rule: 'maxItems',
      value: Array.from({ length: schema.maxItems + 1 }, () => ({})),
    });
  }
  return breaks;
}

/**
 * The rule breaks of a value at this schema, each alone: the wrong type, null where not nullable,
 * then each keyword; inside an object also a missing required property and an unknown one,
 * recursing into the properties `value` has. A union (anyOf) is broken by a type none of its
 * branches takes and by each branch's keywords, kept only where no other branch takes the value
 * (`accepts` decides that, e.g. ajv).
 */
export function listRuleBreaks(
  schema: JsonSchema,
  value: unknown,
  accepts: (schema: JsonSchema, value: unknown) => boolean,
  path: string[] = [],
): RuleBreak[] {
  assertSupported(schema);
  const breaks: RuleBreak[] = [];
  const types = listTypes(schema);
  if (types.size || schema.enum) {
    const wrong = types.has('boolean') ? WRONG_TYPE_FOR_BOOLEAN : WRONG_TYPE_OTHERWISE;
    if (!accepts(schema, wrong)) breaks.push({ path, rule: 'type', value: wrong });
  }
  if (!schema.nullable && !accepts(schema, null))
    breaks.push({ path, rule: 'nullable', value: null });
  const branches = schema.anyOf ?? [schema];
  for (const branch of branches) {
    for (const { rule, value: breaker } of listKeywordBreaks(branch)) {
      if (!accepts(schema, breaker)) breaks.push({ path, rule, value: breaker });
    }
  }
  if (
    schema.type === 'object' &&
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value)
  ) {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) {
      if (schema.properties?.[name]?.readOnly) continue;
      breaks.push({ path: [...path, name], rule: 'required', remove: true });
    }
    if (schema.additionalProperties === false)
      breaks.push({ path: [...path, 'unexpectedField'], rule: 'additionalProperties', value: 'x' });
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (property.readOnly || !(name in record)) continue;
      breaks.push(...listRuleBreaks(property, record[name], accepts, [...path, name]));
    }
  }
  if (schema.type === 'array' && Array.isArray(value) && value.length && schema.items) {
    breaks.push(...listRuleBreaks(schema.items, value[0], accepts, [...path, '0']));
  }
  return breaks;
}

/** `value` with one rule break applied (a copy; the original is left as it was). */
export function applyRuleBreak(value: unknown, ruleBreak: RuleBreak): unknown {
  if (ruleBreak.path.length === 0) return ruleBreak.value;
  const copy: unknown = structuredClone(value);
  let parent = copy as Record<string, unknown>;
  for (const key of ruleBreak.path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = ruleBreak.path.at(-1)!;
  if (ruleBreak.remove) delete parent[last];
  else parent[last] = ruleBreak.value;
  return copy;
}
