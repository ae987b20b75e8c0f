import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '@paylab/db';
import { can } from '@paylab/shared';
import { makeClientInput } from './make-client-input';
import { useTestApp } from './test-app';

/**
 * Generated junk sent to every write route must get a 4xx JSON error and change nothing
 * (issue 7, item 5): wrong types, huge strings, negative and non-finite numbers, unknown fields,
 * broken JSON and 1 MB bodies.
 */

// Rows that a refused request may legitimately touch: sign-in bookkeeping and request limits.
const VOLATILE_TABLES = new Set([
  'user_sessions',
  'login_failures',
  'request_limit_counters',
  '__drizzle_migrations',
]);
// Routes whose effect does not depend on the body: junk would be ignored and the action done.
const SKIPPED_ROUTES = new Set(['POST /api/auth/logout']);

async function fingerprintDatabase(db: Database): Promise<string> {
  const tables = (
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`)
  ).rows
    .map((row) => (row as { tablename: string }).tablename)
    .filter((table) => !VOLATILE_TABLES.has(table));
  const parts: string[] = [];
  for (const table of tables) {
    const result = await db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as f from "${table}" t`,
      ),
    );
    parts.push(`${table}=${(result.rows[0] as { f: string }).f}`);
  }
  return parts.join('\n');
}

const junkScalar = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.integer({ min: -1_000_000_000, max: -1 }),
  fc.double({ noNaN: true }).filter((value) => value < 0 || value > 1e15),
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e400',
    '-0.001',
    '12.345',
    '',
    ' ',
    '0x10',
    '1,000.00',
    'a\u0000b',
    '\u0000',
  ),
  fc.constantFrom(true, false, null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant({ nested: { deeper: ['x'] } }),
);

type JunkBody = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };

function junkBodies(knownFields: readonly string[]): fc.Arbitrary<JunkBody> {
  const fieldsWithJunk = knownFields.length
    ? fc.record(Object.fromEntries(knownFields.map((field) => [field, junkScalar])))
    : fc.constant({});
  return fc.oneof(
    fieldsWithJunk.map((value) => ({ kind: 'json' as const, value })),
    fc
      .dictionary(
        fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !knownFields.includes(key)),
        junkScalar,
        { minKeys: 1, maxKeys: 4 },
      )
      .map((extra) => ({
        kind: 'json' as const,
        value: extra,
      })),
    junkScalar.map((value) => ({ kind: 'json' as const, value })),
    fc
      .constantFrom('{', '{"a":', '[1,2', 'not json', '{"x":1}}', '\u0000')
      .map((text) => ({ kind: 'raw' as const, text })),
    fc.constant({ kind: 'raw' as const, text: JSON.stringify({ blob: 'x'.repeat(1024 * 1024) }) }),
  );
}

const junkParam = fc.oneof(
  fc.constantFrom(
    'abc',
    '-1',
    '0',
    '99999999999999999999',
    'null',
    '%00',
    '..%2F..',
    '1e3',
    "'; drop table users; --",
  ),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);

describe('bad input never gets a 500 or changes the database', () => {
  const testApp = useTestApp();
  let bodyFields: Map<string, string[]>;
  beforeAll(async () => {
    const document = testApp.app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
            };
          }
        >
      >;
    };
    bodyFields = new Map();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const properties =
          operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
        bodyFields.set(
          `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
          Object.keys(properties),
        );
      }
    }
  });

  test(
    'every write route answers generated junk with a 4xx JSON error and no change',
    { timeout: 300_000 },
    async () => {
      const writeRoutes = testApp.app.registeredRoutes.filter(
        (route) =>
          route.url.startsWith('/api') &&
          ['POST', 'PUT', 'DELETE', 'PATCH'].includes(route.method) &&
          !SKIPPED_ROUTES.has(`${route.method} ${route.url}`),
      );
      expect(writeRoutes.length).toBeGreaterThan(3);
      for (const route of writeRoutes) {
        const key = `${route.method} ${route.url}`;
        const fields = bodyFields.get(key) ?? [];
        const hasBody = bodyFields.has(key) && (fields.length > 0 || route.method !== 'DELETE');
        const hasParams = route.url.includes(':');
        if (!hasBody && !hasParams) continue;
        const before = await fingerprintDatabase(testApp.database.db);
        await fc.assert(
          fc.asyncProperty(junkBodies(fields), junkParam, async (body, param) => {
            const url = hasParams ? route.url.replace(/:\w+/g, param) : route.url;
            const response = await testApp.app.inject({
              method: route.method as 'POST',
              url,
              headers: { cookie: testApp.adminCookie, 'content-type': 'application/json' },
              payload: body.kind === 'raw' ? body.text : JSON.stringify(body.value),
            });
            const context = `${key} → ${response.statusCode} ${response.body.slice(0, 200)}`;
            expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
            expect(response.statusCode, context).toBeLessThan(500);
            const parsed = response.json() as { code?: unknown; message?: unknown };
            expect(typeof parsed.code, context).toBe('string');
            expect(typeof parsed.message, context).toBe('string');
          }),
          { numRuns: 25, seed: 20251 },
        );
        expect(await fingerprintDatabase(testApp.database.db), key).toBe(before);
      }
    },
  );

  test('a body nested thousands of levels deep is refused with a 400, signed in or not', async () => {
    const deepArray = '['.repeat(5_000) + ']'.repeat(5_000);
    const deepObject = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
    for (const [url, cookie] of [
      ['/api/auth/login', undefined],
      ['/api/auth/register', undefined],
      ['/api/employees', testApp.adminCookie],
    ] as const) {
      for (const payload of [deepArray, deepObject]) {
        const response = await testApp.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload,
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({
          code: 'BAD_REQUEST',
          message: 'The request nests more than 32 levels deep',
        });
      }
    }
  });

  test('every GET route answers a NUL character in the query or path with a 400 naming the field', async () => {
    // The demo admin's routes: a client-only route answers 403 before any input is read.
    const readRoutes = testApp.app.registeredRoutes.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        route.method === 'GET' &&
        !route.url.startsWith('/api/docs') &&
        (route.config.isPublic ||
          (route.config.permission && can('super_admin', route.config.permission))),
    );
    expect(readRoutes.length).toBeGreaterThan(10);
    const sampleId = '00000000-0000-4000-8000-000000000000';
    for (const route of readRoutes) {
      const url = route.url.replace(/:\w+/g, sampleId);
      const withQuery = await testApp.app.inject({
        method: 'GET',
        url: `${url}?search=%00x`,
        headers: { cookie: testApp.adminCookie },
      });
      expect(withQuery.statusCode, `${route.url} ${withQuery.body.slice(0, 200)}`).toBe(400);
      expect(withQuery.json(), route.url).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { search: expect.stringContaining('NUL') },
      });
      if (!route.url.includes(':')) continue;
      const withPath = await testApp.app.inject({
        method: 'GET',
        url: route.url.replace(/:\w+/g, 'x%00'),
        headers: { cookie: testApp.adminCookie },
      });
      expect(withPath.statusCode, `${route.url} ${withPath.body.slice(0, 200)}`).toBe(400);
    }
  });
  test('a lone surrogate in a field or key is refused naming it; nothing is stored', async () => {
    const before = await fingerprintDatabase(testApp.database.db);
    // JSON.stringify writes a lone surrogate as the escape "\\ud800", as a hostile client would.
    for (const [payload, field] of [
      [makeClientInput('Surrogate Works', { contactLastName: 'Cl\ud800ient' }), 'contactLastName'],
      [makeClientInput('Surrogate Key Works', { notes: 'ok', ['n\udfffote']: 'x' }), 'n\udfffote'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/clients',
        headers: { cookie: testApp.adminCookie, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: expect.stringContaining('unpaired surrogate') },
      });
    }
    expect(await fingerprintDatabase(testApp.database.db)).toBe(before);
    // A pair is one character (an emoji), and is kept.
    const paired = await testApp.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { cookie: testApp.adminCookie, 'content-type': 'application/json' },
      payload: JSON.stringify(makeClientInput('Pair Works \ud83d\ude00')),
    });
    expect(paired.statusCode, paired.body).toBe(201);
    expect(paired.json().companyName).toBe('Pair Works 😀');
  });

  // A blank date was read as left out, so `payPeriodStart: ""` paid the current week (issue 26, item 11).
  test.each([
    [
      '/api/payroll/calculate',
      { employeeId: '00000000-0000-4000-8000-000000000000', hoursWorked: 40 },
    ],
    [
      '/api/payroll/process',
      { employeeId: '00000000-0000-4000-8000-000000000000', hoursWorked: 40 },
    ],
    ['/api/payroll/pay-runs/preview', { payFrequency: 'bi-weekly' }],
    ['/api/payroll/pay-runs', { payFrequency: 'bi-weekly', idempotencyKey: 'blank-date-run' }],
  ])('POST %s refuses a blank or null date naming it', async (url, body) => {
    const before = await fingerprintDatabase(testApp.database.db);
    for (const field of ['payPeriodStart', 'payPeriodEnd', 'payDate'])
      for (const blank of ['', null]) {
        const response = await testApp.app.inject({
          method: 'POST',
          url,
          headers: { cookie: testApp.adminCookie },
          payload: { ...body, [field]: blank },
        });
        expect(response.statusCode, `${field}=${JSON.stringify(blank)}`).toBe(400);
        expect(Object.keys(response.json().fields ?? {})).toContain(field);
      }
    expect(await fingerprintDatabase(testApp.database.db)).toBe(before);
  });

  // An amount of 15 digits or more is beyond a JavaScript number's exact cents: parsing it threw
  // (a 500) before the schema could say which field was wrong.
  test.each([
    ['/api/invoices', 'subtotal', 'Amount is too large'],
    ['/api/employees', 'annualSalary', 'Annual salary must be at most $10,000,000.00'],
    ['/api/tax/calculate', 'grossPay', 'Amount is too large'],
    ['/api/payroll/calculate', 'supplementalPay', 'Amount is too large'],
  ])('POST %s with a 14-digit %s answers 400 naming the field', async (url, field, message) => {
    for (const amount of ['99999999999999', 1.5e20]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { cookie: testApp.adminCookie },
        payload: { [field]: amount },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
  });
});
