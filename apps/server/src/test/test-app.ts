import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
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

/**
 * A fresh app on a fresh database; `seed` adds the demo company and logins. `connectionWaitMs`
 * lengthens how long a request may queue for a PostgreSQL connection, for a test whose burst is
 * about correctness, not about how fast this machine clears it.
 */
export async function createTestApp({
  seed = true,
  connectionWaitMs,
}: { seed?: boolean; connectionWaitMs?: number } = {}): Promise<TestApp> {
  const database = await createTestDatabase({
    pgliteTemplate: inject('pgliteTemplate'),
    connectionWaitMs,
  });
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

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The app of the calling describe block, readable once its beforeAll has run. */
export interface UsedTestApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  /** Cookie header value of the demo admin's session. */
  readonly adminCookie: string;
  /** Sends a request as the signed-in demo admin, with `payload` as its JSON body. */
  sendAsAdmin(method: ApiMethod, url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Signs the demo client in and gives its session's Cookie header value. */
  signInDemoClient(): Promise<string>;
  /** Signs the demo client in and asserts that each request, sent as it, is refused with 403. */
  expectForbiddenToDemoClient(requests: readonly ListedRequest[]): Promise<void>;
}

/**
 * Gives the calling describe block its own app, with the demo admin signed in, and closes it
 * after the block, so test files need not repeat that setup. Call it at collection time, before
 * the block's own beforeAll: Vitest runs beforeAll hooks in registration order, so that one
 * already finds the app. `seed: false` starts from an empty database and signs nobody in.
 */
export function useTestApp({
  seed = true,
  signInAdmin = seed,
  connectionWaitMs,
}: { seed?: boolean; signInAdmin?: boolean; connectionWaitMs?: number } = {}): UsedTestApp {
  let testApp: TestApp | undefined;
  let adminCookie: string | undefined;
  beforeAll(async () => {
    testApp = await createTestApp({ seed, connectionWaitMs });
    if (signInAdmin)
      adminCookie = await signIn(testApp.app, DEMO_ADMIN.username, DEMO_ADMIN.password);
  });
  afterAll(async () => testApp?.close());
  const getTestApp = () => {
    if (!testApp)
      throw new Error('useTestApp: the app is created in beforeAll; read it inside a hook or test');
    return testApp;
  };
  const used: UsedTestApp = {
    get app() {
      return getTestApp().app;
    },
    get database() {
      return getTestApp().database;
    },
    get adminCookie() {
      if (adminCookie === undefined)
        throw new Error(
          'useTestApp: no admin signed in; read adminCookie inside a hook or test, without signInAdmin: false',
        );
      return adminCookie;
    },
    sendAsAdmin: (method, url, payload) =>
      sendWithSession(used.app, used.adminCookie, method, url, payload),
    signInDemoClient: () => signIn(used.app, DEMO_CLIENT.username, DEMO_CLIENT.password),
    expectForbiddenToDemoClient: async (requests) =>
      expectStatusOfEach(used.app, await used.signInDemoClient(), 403, requests),
  };
  return used;
}

/** Sends a request carrying the session of `cookie`, with `payload` as its JSON body. */
export function sendWithSession(
  app: FastifyInstance,
  cookie: string,
  method: ApiMethod,
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, payload, headers: { cookie } });
}

/** A request as a permission test lists it: method, URL and, for a write, its JSON body. */
export type ListedRequest = readonly [method: ApiMethod, url: string, payload?: object];

/**
 * Sends each request with the session of `cookie` (none when undefined) and asserts that every one
 * answers `status`; a failure lists each request with the status it got.
 */
export async function expectStatusOfEach(
  app: FastifyInstance,
  cookie: string | undefined,
  status: number,
  requests: readonly ListedRequest[],
) {
  const answered = [];
  for (const [method, url, payload] of requests) {
    const response = await app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
    answered.push({ method, url, status: response.statusCode });
  }
  expect(answered).toEqual(requests.map(([method, url]) => ({ method, url, status })));
}

/**
 * A second app on the calling block's database, as a second server behind a load balancer would
 * be: it shares the data, and nothing a process keeps in memory. Readable once beforeAll has run.
 */
export function useSecondServer(testApp: UsedTestApp): { readonly app: FastifyInstance } {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildApp({
      database: testApp.database,
      config: loadConfig({ LOG_LEVEL: 'silent' }),
    });
  });
  afterAll(async () => app?.close());
  return {
    get app() {
      if (!app) throw new Error('useSecondServer: the app is built in beforeAll');
      return app;
    },
  };
}

/** Signs in and returns the Cookie header value for later requests. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return getSessionCookie(response);
}

/** Asserts the answer's status, showing its body if that fails, and gives its JSON body. */
export function readJson(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/**
 * Asserts the answer is a download: status 200, saved as `fileName`, and of `contentType` where
 * given.
 */
export function expectAttachment(
  response: LightMyRequestResponse,
  fileName: string,
  contentType?: string,
) {
  expect(response.statusCode, response.body).toBe(200);
  if (contentType !== undefined) expect(response.headers['content-type']).toBe(contentType);
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
}

/** The lines of a CSV answer, without its byte order mark and its final line break. */
export function readCsvLines(response: LightMyRequestResponse): string[] {
  return response.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n');
}

export function getSessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie in response');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** A well-formed id that no record has: the 404 of a route that reads or writes one by id. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export const DEMO_ADMIN = { username: 'admin', password: 'admin123' } as const;
export const DEMO_CLIENT = { username: 'client', password: 'client123' } as const;
