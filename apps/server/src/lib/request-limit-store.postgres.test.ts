import { describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { useSecondServer, useTestApp } from '../test/test-app';

// Issue 26, item 5: two servers on one PostgreSQL database gave a client two allowances of the
// per-address limit on the password-hashing routes (60 a minute each), counted in each process.
describe('the per-address request limit is one limit across servers', () => {
  const testApp = useTestApp();
  const otherServer = useSecondServer(testApp);

  test('60 sign-in requests a minute from one address in all, whichever server answers', async () => {
    // An empty body is refused by validation, after the limit has counted it: no password is hashed.
    const send = (server: FastifyInstance, remoteAddress: string) =>
      server.inject({ method: 'POST', url: '/api/auth/login', payload: {}, remoteAddress });
    const statuses: number[] = [];
    for (let n = 0; n < 60; n += 1)
      statuses.push(
        (await send(n % 2 === 0 ? testApp.app : otherServer.app, '192.0.2.60')).statusCode,
      );
    expect(statuses).toEqual(Array<number>(60).fill(400));
    for (const server of [testApp.app, otherServer.app]) {
      const refused = await send(server, '192.0.2.60');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
    }
    // Another address, and the same route on another address, are counted apart.
    expect((await send(otherServer.app, '192.0.2.61')).statusCode).toBe(400);
  });
});
