import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@paylab/db/testing';
import { seedDemoData } from '@paylab/db';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { hashPassword } from '../lib/password-hash';
import { SESSION_COOKIE } from '../plugins/session';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A fresh app on a fresh database; `seed` adds the demo company and logins. */
export async function createTestApp({ seed = true }: { seed?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase({ pgliteTemplate: inject('pgliteTemplate') });
  if (seed) await seedDemoData(database.db, { hashPassword });
  const app = await buildApp({ database, config: loadConfig({ LOG_LEVEL: 'silent' }) });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

/** Signs in and returns the Cookie header value for later requests. */
export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return getSessionCookie(response);
}

export function getSessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie in response');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export const DEMO_ADMIN = { username: 'admin', password: 'admin123' } as const;
export const DEMO_CLIENT = { username: 'client', password: 'client123' } as const;
