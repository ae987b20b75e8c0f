import type { FastifyInstance } from 'fastify';
import { AppError } from '@paylab/shared';

/**
 * Text PostgreSQL cannot store as sent: it refuses U+0000 ("invalid byte sequence for encoding
 * UTF8: 0x00"), which reached the driver as a 500, and a lone UTF-16 surrogate has no UTF-8 form,
 * so the driver silently stored U+FFFD in its place (issue 26, item 9). One check before
 * validation answers both for every route with a 400 naming the field.
 */
const NUL_MESSAGE = 'Text must not contain a NUL (\\u0000) character';
const LONE_SURROGATE_MESSAGE =
  'Text must not contain an unpaired surrogate (\\uD800-\\uDFFF): it is not a character';

/**
 * No PayLab input nests deeper than an invoice's items; JSON.parse accepts thousands of levels, and
 * walking them overflowed the stack (a 500 for '[' x 5,000).
 */
const MAX_INPUT_DEPTH = 32;

/** With the u flag a surrogate pair is one code point, so this matches only a surrogate alone. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function describeUnstorableText(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? LONE_SURROGATE_MESSAGE : undefined;
}

/** The dotted path of the first string or key that cannot be stored, with why; or undefined. */
export function findUnstorableText(
  value: unknown,
  path: string,
  depth = 0,
): { path: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = describeUnstorableText(value);
    return message === undefined ? undefined : { path, message };
  }
  if (!value || typeof value !== 'object') return undefined;
  if (depth === MAX_INPUT_DEPTH)
    throw new AppError('BAD_REQUEST', `The request nests more than ${MAX_INPUT_DEPTH} levels deep`);
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    const keyMessage = describeUnstorableText(key);
    if (keyMessage !== undefined) return { path: childPath, message: keyMessage };
    const found = findUnstorableText(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function registerUnstorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findUnstorableText(request.params, '') ??
      findUnstorableText(request.query, '') ??
      findUnstorableText(request.body, '');
    if (found === undefined) return;
    const name = found.path || 'body';
    throw new AppError('VALIDATION_FAILED', `${name}: ${found.message}`, {
      [name]: found.message,
    });
  });
}
