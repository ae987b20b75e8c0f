import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDatabase, seedDemoData, type DatabaseHandle } from '@paylab/db';
import { createThrowawayCluster, getTestDatabaseKind, type ThrowawayCluster } from '@paylab/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { hashPassword } from '../lib/password-hash';
import { getFreePort } from './server-process';
import { signIn } from './test-app';

// Runs in the PostgreSQL pass, on a private cluster the test starts and stops itself; without the
// server binaries it fails there (createThrowawayCluster names what to install) rather than skip.
describe.runIf(getTestDatabaseKind() === 'postgres')('PostgreSQL going away', () => {
  let cluster: ThrowawayCluster;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    cluster = createThrowawayCluster(await getFreePort());
    database = await createDatabase({ kind: 'postgres', url: cluster.url });
    await database.migrate();
    await seedDemoData(database.db, { hashPassword });
    app = await buildApp({ database, config: loadConfig({ LOG_LEVEL: 'silent' }) });
    await app.ready();
    cookie = await signIn(app, 'admin', 'admin123');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    cluster?.destroy();
  });

  test('answers 503 with a clear message while the database is down, and recovers when it returns', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/company/settings', headers: { cookie } });
    expect(before.statusCode).toBe(200);

    const inFlight = Array.from({ length: 10 }, () =>
      app.inject({ method: 'GET', url: '/api/company/settings', headers: { cookie } }),
    );
    cluster.stop();
    for (const response of await Promise.all(inFlight)) {
      expect([200, 503]).toContain(response.statusCode);
    }

    const startedAt = Date.now();
    const during = await app.inject({ method: 'GET', url: '/api/company/settings', headers: { cookie } });
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable. Please try again shortly.' });
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'admin123' } });
    expect(login.statusCode).toBe(503);

    cluster.start();
    const after = await app.inject({ method: 'GET', url: '/api/company/settings', headers: { cookie } });
    expect(after.statusCode).toBe(200);
    expect(after.json().companyName).toBe('Acme Learning Co.');
  }, 60_000);
});
