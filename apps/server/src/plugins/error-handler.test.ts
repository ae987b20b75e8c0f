import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { registerErrorHandler } from './error-handler';

/** A bare server whose one route fails with `error`, answered by PayLab's error handler. */
async function answerFailure(error: Error) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/fail', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/fail' });
  await app.close();
  return response;
}

// Issue 26, item 6: a full pool is not an outage; the client should come back shortly.
describe('database failures', () => {
  test('a request that waited for a connection while all were taken is told the server is busy', async () => {
    // pg-pool's own error, as Drizzle passes it on wrapped in its query error.
    const poolWait = new Error('timeout exceeded when trying to connect');
    for (const error of [poolWait, new Error('Failed query: select 1', { cause: poolWait })]) {
      const response = await answerFailure(error);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        code: 'SERVER_BUSY',
        message: 'The server is busy. Please try again in a few seconds.',
      });
    }
  });

  test('a connection that could not be made is the database being unavailable', async () => {
    for (const message of [
      'Connection terminated due to connection timeout',
      'connect ECONNREFUSED 127.0.0.1:5432',
    ]) {
      const response = await answerFailure(new Error(message));
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is unavailable. Please try again shortly.',
      });
    }
  });
});

/** A driver's error with its SQLSTATE, wrapped as Drizzle passes it on. */
function toQueryError(code: string): Error {
  return new Error('Failed query: ...', { cause: Object.assign(new Error('refused'), { code }) });
}

describe('constraint refusals the services did not answer themselves', () => {
  test.each([
    ['23505', 409, 'CONFLICT', 'A record with these details already exists'],
    // 23503 on PostgreSQL 15; a RESTRICT key's delete answers 23001 on PGlite (PostgreSQL 18).
    [
      '23503',
      409,
      'CONFLICT',
      'This record is referenced by other records or refers to a missing one',
    ],
    [
      '23001',
      409,
      'CONFLICT',
      'This record is referenced by other records or refers to a missing one',
    ],
    ['23514', 400, 'VALIDATION_FAILED', 'A value is outside its allowed range'],
  ])('SQLSTATE %s answers %i %s', async (sqlState, statusCode, code, message) => {
    const response = await answerFailure(toQueryError(sqlState));
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toEqual({ code, message });
  });
});
