import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { DocumentedOperation } from './document-operations';
import type { JsonSchema } from './json-schema-arbitrary';

/**
 * Validators for the document's schemas (OpenAPI 3.0: ajv reads `nullable`; `readOnly`, `headers`
 * and `format: binary` are annotations here, so strict mode is off for them).
 */
function createAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

const validating = createAjv(false);
/** Parameters arrive as text: "2025" is an integer year, as the server reads it. */
const coercing = createAjv(true);
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

function compile(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = validating.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** The schema takes the value (a JSON value of a body or answer). */
export function isValidValue(schema: JsonSchema, value: unknown): boolean {
  return compile(schema)(value);
}

/** The schema takes the parameter text, read as the server reads it (numbers from text). */
export function isValidParameter(schema: JsonSchema, text: string): boolean {
  return coercing.validate(
    { type: 'object', properties: { value: schema }, required: ['value'] },
    { value: text },
  );
}

export function describeErrors(schema: JsonSchema, value: unknown): string {
  const validate = compile(schema);
  validate(value);
  return validating.errorsText(validate.errors, { separator: '; ' });
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * The checks every answer passes whoever sent it: no 5xx, a documented status, a documented media
 * type, and a JSON body that its schema takes. Returns the problems and counts the checks made.
 */
export function checkAgainstDocument(
  operation: DocumentedOperation,
  answer: Answer,
): { problems: string[]; checks: number } {
  const problems: string[] = [];
  let checks = 1;
  if (answer.statusCode >= 500) problems.push(`answered ${answer.statusCode}`);
  checks += 1;
  const response = operation.responses[String(answer.statusCode)];
  if (!response) {
    problems.push(`status ${answer.statusCode} is not documented`);
    return { problems, checks };
  }
  // A 204 has no content, whatever media the document names for its (empty) schema.
  if (answer.statusCode === 204 && answer.body === '') return { problems, checks };
  const contentType = String(answer.headers['content-type'] ?? '');
  const mediaType = contentType.split(';')[0]!.trim();
  checks += 1;
  const media = response.content?.[mediaType];
  if (!media) {
    problems.push(
      `status ${answer.statusCode} answered ${contentType || 'no content type'}; documented: ${Object.keys(response.content ?? {}).join(', ') || 'none'}`,
    );
    return { problems, checks };
  }
  if (mediaType === 'application/json' && media.schema) {
    checks += 1;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      problems.push(`status ${answer.statusCode}: the body is not JSON`);
      return { problems, checks };
    }
    if (!isValidValue(media.schema, body))
      problems.push(
        `status ${answer.statusCode}: the body does not match its schema: ${describeErrors(media.schema, body)}`,
      );
  }
  return { problems, checks };
}
