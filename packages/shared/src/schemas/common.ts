import { z } from 'zod';
import { FILING_STATUSES, PAY_FREQUENCIES, RULE_SET_IDS, US_STATES } from '../constants';
import { formatMoney, formatRate, isMoneyAtMost, parseMoney, parseRate } from '../money';
import { describeAmount, type AmountBounds } from './amount-pattern';

export const STATE_CODES = US_STATES.map(([code]) => code) as [string, ...string[]];

export const payFrequencySchema = z.enum(PAY_FREQUENCIES, { error: 'Choose a pay frequency' });
export const filingStatusSchema = z.enum(FILING_STATUSES, { error: 'Choose a filing status' });
export const ruleSetSchema = z.enum(RULE_SET_IDS, { error: 'Choose a rule set' });
export const stateCodeSchema = z.enum(STATE_CODES, {
  error: 'Choose a US state (two-letter code)',
});

const MONEY_TEXT = /^\d+(\.\d{1,2})?$/;
const RATE_TEXT = /^\d+(\.\d{1,4})?$/;
/** 9,999,999,999.99: ten digits before the point, as a NUMERIC(14,2) column holds with room. */
export const MAX_MONEY_CENTS = 999_999_999_999;
/** 1.0000 in ten-thousandths: a rate is at most 100%. */
const MAX_RATE_UNITS = 10_000;

function toText(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'not-finite';
  return typeof value === 'string' ? value.trim() : value;
}

/** "-5", "-0.25", "- 12": a number typed with a minus sign (issue 27, item 7: say so plainly). */
const NEGATIVE_NUMBER_TEXT = /^-\s*\d*\.?\d/;

/** Checked before the format, so a minus sign is answered `${label} cannot be negative`. */
function isNotNegative(text: string): boolean {
  return !NEGATIVE_NUMBER_TEXT.test(text);
}

/** A non-negative decimal typed as text: its format, its limit, and the words of its refusals. */
interface DecimalTextRule {
  emptyError: string;
  pattern: RegExp;
  patternError: string;
  isWithinLimit(text: string): boolean;
  limitError: string;
  normalise(text: string): string;
  /** The API document's pattern and bounds in words. */
  bounds: AmountBounds;
}

/**
 * A JSON number or string read as a non-negative decimal: a minus sign is refused in `label`'s
 * name first, then the format, then the limit; the text passed is normalised to the wire format.
 */
function createDecimalTextSchema(label: string, rule: DecimalTextRule) {
  return z
    .preprocess(
      toText,
      z
        .string({ error: rule.emptyError })
        .refine(isNotNegative, { message: `${label} cannot be negative`, abort: true })
        .regex(rule.pattern, rule.patternError)
        .refine((text) => !rule.pattern.test(text) || rule.isWithinLimit(text), rule.limitError)
        .transform(rule.normalise),
    )
    .meta(describeAmount(rule.bounds));
}

/**
 * A non-negative amount: a JSON number or string with at most 2 decimals, normalised to the wire
 * format "1234.50" (api-conventions: Money). `label` names it in the refusals ("Billing rate cannot
 * be negative").
 */
export function createMoneySchema(label = 'Amount') {
  return createDecimalTextSchema(label, {
    emptyError: 'Enter an amount',
    pattern: MONEY_TEXT,
    patternError: 'Enter a non-negative amount with at most 2 decimals',
    isWithinLimit: (text) => isMoneyAtMost(text, MAX_MONEY_CENTS),
    limitError: 'Amount is too large',
    normalise: (text) => formatMoney(parseMoney(text)),
    bounds: { maxUnits: MAX_MONEY_CENTS, decimals: 2 },
  });
}
export const moneySchema = createMoneySchema();

/**
 * An amount of at most `maxCents`, refused with `message` above it: for fields whose own limit is
 * below the column's, stated in the API document as well.
 */
export function boundedMoneySchema(maxCents: number, message: string) {
  return moneySchema
    .refine((text) => isMoneyAtMost(text, maxCents), message)
    .meta(describeAmount({ maxUnits: maxCents, decimals: 2 }));
}

/** A rate from 0 to 1 with at most 4 decimals, normalised to "0.0875". */
export function createRateSchema(label = 'Rate') {
  return createDecimalTextSchema(label, {
    emptyError: 'Enter a rate',
    pattern: RATE_TEXT,
    patternError: 'Enter a rate with at most 4 decimals',
    isWithinLimit: (text) => parseRate(text) <= 1_000_000,
    limitError: 'A rate must be between 0 and 1',
    normalise: (text) => formatRate(parseRate(text)),
    bounds: { maxUnits: MAX_RATE_UNITS, decimals: 4 },
  });
}
export const rateSchema = createRateSchema();

/** A calendar date "YYYY-MM-DD", checked without any time zone. */
export const dateSchema = z
  .string({ error: 'Enter a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine(
    (text) => !/^\d{4}-\d{2}-\d{2}$/.test(text) || isCalendarDate(text),
    'Enter a real calendar date',
  )
  .meta({ format: 'date', description: 'A calendar date, 1900-01-01 to 2200-12-31' });

export function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][
    month - 1
  ]!;
  return day <= daysInMonth;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export const uuidSchema = z.uuid({ error: 'Not a valid id' });

/** Text the server sets (ids, timestamps, who approved): read-only in the API document (issue 26, item 10). */
export const serverSetText = z.string().meta({ readOnly: true });

/**
 * What a text field may hold (issue 26, items 9 and 11): `line` is one line, with no control
 * character (a tab or line break among them); `paragraph` keeps tabs and line breaks; `name` is a
 * line without the bidirectional controls that make a name or ID read as another (Trojan Source).
 */
export type TextKind = 'line' | 'name' | 'paragraph';

const LINE_CONTROL = /\p{Cc}/u;
const PARAGRAPH_CONTROL = /(?![\t\n\r])\p{Cc}/u;
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Format characters (zero-width spaces and joiners, bidi controls) print nothing on their own. */
const INVISIBLE_TEXT = /^[\s\p{Cf}]*$/u;

function findUnsafeCharacter(text: string, kind: TextKind): 'control' | 'bidi' | undefined {
  if ((kind === 'paragraph' ? PARAGRAPH_CONTROL : LINE_CONTROL).test(text)) return 'control';
  return kind === 'name' && BIDI_CONTROL.test(text) ? 'bidi' : undefined;
}

/**
 * The same rules as the API document's patterns (ECMA-262 in Unicode mode): the characters each
 * kind takes, and for a required field at least one that prints. The server trims first, so it also
 * takes a tab or line break at either end that these patterns leave out.
 */
const TEXT_CHARACTERS: Record<TextKind, string> = {
  line: '[^\\p{Cc}]',
  name: '[^\\p{Cc}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]',
  paragraph: '(?:[^\\p{Cc}]|[\\t\\n\\r])',
};

/**
 * Under allOf, so that a field which adds its own pattern (a username's letters and digits) keeps
 * both in the document: metadata is inherited by the refined copy and would replace its pattern.
 */
function describeText(kind: TextKind, isRequired: boolean) {
  const visible = isRequired ? '(?=[\\s\\S]*[^\\s\\p{Cf}])' : '';
  return { allOf: [{ pattern: `^${visible}${TEXT_CHARACTERS[kind]}*$` }] };
}

function checkCharacters(kind: TextKind, label: string) {
  return (text: string, context: z.RefinementCtx) => {
    const unsafe = findUnsafeCharacter(text, kind);
    if (unsafe === undefined) return;
    context.addIssue({
      code: 'custom',
      message:
        unsafe === 'bidi'
          ? `${label} must not contain text-direction control characters`
          : kind === 'paragraph'
            ? `${label} must not contain control characters`
            : `${label} must be one line, without tabs or other control characters`,
    });
  };
}

/** An optional text field where an empty or invisible string means null (api-conventions: unknown fields). */
export function optionalText(maxLength: number, kind: TextKind = 'line') {
  return z
    .preprocess(
      (value) => (typeof value === 'string' && INVISIBLE_TEXT.test(value) ? null : value),
      z
        .string()
        .trim()
        .max(maxLength, `At most ${maxLength} characters`)
        .superRefine(checkCharacters(kind, 'Text'))
        .nullable()
        .optional(),
    )
    .meta(describeText(kind, false));
}

/** A required text field; one made only of spaces and invisible characters counts as blank. */
export function requiredText(label: string, maxLength: number, kind: TextKind = 'line') {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .refine((text) => !INVISIBLE_TEXT.test(text), `${label} is required`)
    .max(maxLength, `At most ${maxLength} characters`)
    .superRefine(checkCharacters(kind, label))
    .meta({ minLength: 1, ...describeText(kind, true) });
}

/**
 * Flags `later` (at `path`) when it falls before `earlier`. A missing or unparsable date is left to
 * its own field's message, since refinements also run while other fields are still invalid.
 */
export function checkDateOrder(
  context: z.RefinementCtx,
  order: { earlier?: string | null; later?: string | null; path: string; message: string },
): void {
  const { earlier, later, path, message } = order;
  if (earlier && later && later < earlier) addFieldIssue(context, path, message);
}

/** Refuses one field of the object a refinement checks, with its message beside that field. */
export function addFieldIssue(context: z.RefinementCtx, path: string, message: string): void {
  context.addIssue({ code: 'custom', path: [path], message });
}

export const emailSchema = z
  .email({ error: 'Enter a valid email address' })
  .max(255, 'At most 255 characters');

/**
 * `schema` as the API document shows `documented`. For a pipe whose first stage only words the
 * "required" message: the document would show that stage alone, and lose the format and pattern
 * the second stage checks (issue 26, item 10).
 */
export function documentAs<Schema extends z.ZodType>(
  schema: Schema,
  documented: z.ZodType,
): Schema {
  const { $schema: _, ...json } = z.toJSONSchema(documented, { io: 'input' });
  return schema.meta(json);
}

/** An email that must be given: "Email is required" when there is none, else the format's message. */
export const requiredEmailSchema = documentAs(
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: 'Email is required' }).min(1, 'Email is required').pipe(emailSchema),
  ),
  emailSchema,
);

/** Query-string integers arrive as text. */
const queryInt = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`)
    .default(fallback);

export const listQuerySchema = z.strictObject({
  search: z.string().trim().max(200, 'At most 200 characters').optional(),
  page: queryInt(1, 1_000_000, 1),
  pageSize: queryInt(1, 500, 50),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const idResponseSchema = z.object({ id: z.string() });

export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/**
 * The headers of a PUT that edits a record (ADR 0020). Only If-Match is read; other headers pass
 * untouched. Declared so the API's docs show it.
 */
export const editVersionHeadersSchema = z.looseObject({
  'if-match': z
    .string()
    .optional()
    .describe(
      'The ETag of the record this edit was made from, as GET sent it. A stale one is refused with 412 PRECONDITION_FAILED and nothing is written; without it, or with *, the edit is made over any version.',
    ),
});

/** The answer to an edit whose If-Match is stale (ADR 0020), listed in the API's docs. */
export const staleEditResponseSchema = errorBodySchema.describe(
  'PRECONDITION_FAILED: someone else changed the record after the version named in If-Match. Nothing was written; GET it again and redo the edit.',
);

/**
 * A record answered with its version as the ETag (ADR 0020). The header rides on the schema's
 * metadata, which becomes the response's `headers` in the API's docs; answers are not changed.
 */
export function withEntityTagHeader<Schema extends z.ZodType>(schema: Schema): Schema {
  return schema.meta({
    headers: {
      etag: {
        type: 'string',
        description:
          'The version of the record, to send back as If-Match with the edit made from it.',
      },
    },
  });
}
