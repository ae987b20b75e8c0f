import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '@paylab/shared';
import {
  getPgErrorCode,
  isDatabaseUnavailable,
  isPoolExhausted,
  isReferenceViolation,
  PG_CHECK_VIOLATION,
  PG_UNIQUE_VIOLATION,
} from '@paylab/db';

interface ZodLikeIssue {
  code?: string;
  path?: PropertyKey[];
  message: string;
  keys?: string[];
}

/** Turns schema issues into `fields`: one message per field, unknown keys named as such. */
export function collectFieldErrors(
  issues: readonly ZodLikeIssue[],
  prefix?: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      const base = issue.path?.length ? `${issue.path.join('.')}.` : '';
      for (const key of issue.keys) fields[`${base}${key}`] ??= 'Unknown field';
      continue;
    }
    const path = issue.path?.length ? issue.path.join('.') : (prefix ?? 'body');
    fields[path] ??= issue.message;
  }
  return fields;
}

function toAppError(error: FastifyError | AppError | Error): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((entry) => ({
      code: entry.keyword,
      path: entry.instancePath.split('/').filter(Boolean),
      keys: (entry.params as { keys?: string[] }).keys,
      message: entry.message ?? 'Invalid value',
    }));
    const fields = collectFieldErrors(issues, error.validationContext);
    const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['body', 'Invalid input'];
    return new AppError('VALIDATION_FAILED', `${firstField}: ${firstMessage}`, fields);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fastifyError.statusCode === 413) {
    return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
  }
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fastifyError.statusCode === 415) {
    return new AppError(
      'BAD_REQUEST',
      'Send the request body as JSON (Content-Type: application/json)',
    );
  }
  if (
    fastifyError.code?.startsWith('FST_ERR_CTP') ||
    (error instanceof SyntaxError && fastifyError.statusCode === 400)
  ) {
    return new AppError('BAD_REQUEST', 'The request body is not valid JSON');
  }
  if (fastifyError.statusCode === 429)
    return new AppError('RATE_LIMITED', 'Too many requests. Please wait and try again.');
  if (isPoolExhausted(error))
    return new AppError('SERVER_BUSY', 'The server is busy. Please try again in a few seconds.');
  if (isDatabaseUnavailable(error)) {
    return new AppError(
      'SERVICE_UNAVAILABLE',
      'The database is unavailable. Please try again shortly.',
    );
  }
  if (isReferenceViolation(error)) {
    return new AppError(
      'CONFLICT',
      'This record is referenced by other records or refers to a missing one',
    );
  }
  switch (getPgErrorCode(error)) {
    case PG_UNIQUE_VIOLATION:
      return new AppError('CONFLICT', 'A record with these details already exists');
    case PG_CHECK_VIOLATION:
      return new AppError('VALIDATION_FAILED', 'A value is outside its allowed range');
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new AppError('BAD_REQUEST', fastifyError.message);
  }
  return new AppError('INTERNAL', 'Something went wrong on the server');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL' || appError.code === 'SERVICE_UNAVAILABLE') {
      request.log.error({ err: error }, 'request failed');
    }
    if (appError.status === 503) reply.header('retry-after', '5');
    return reply.status(appError.status).send(appError.toBody());
  });
}
