import type { FastifyInstance } from 'fastify';
import { AppError } from '@paylab/shared';

/**
 * PostgreSQL text cannot hold U+0000 ("invalid byte sequence for encoding UTF8: 0x00"), so a NUL
 * anywhere in the input would reach the driver and fail as a 500. One check before validation
 * answers it for every route with a 400 naming the field.
 */
const NUL_MESSAGE = 'Text must not contain a NUL (\\u0000) character';

/**
 * No PayLab input nests deeper than an invoice's items; JSON.parse accepts thousands of levels, and
 * walking them overflowed the stack (a 500 for '[' x 5,000).
 */
const MAX_INPUT_DEPTH = 32;

/** The dotted path of the first string or key holding a NUL, or undefined. */
export function findNulCharacter(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object') return undefined;
  if (depth === MAX_INPUT_DEPTH)
    throw new AppError('BAD_REQUEST', `The request nests more than ${MAX_INPUT_DEPTH} levels deep`);
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath;
    const found = findNulCharacter(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      findNulCharacter(request.params, '') ??
      findNulCharacter(request.query, '') ??
      findNulCharacter(request.body, '');
    if (field === undefined) return;
    const name = field || 'body';
    throw new AppError('VALIDATION_FAILED', `${name}: ${NUL_MESSAGE}`, { [name]: NUL_MESSAGE });
  });
}
