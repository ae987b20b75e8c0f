import { beforeAll, describe, expect, test } from 'vitest';
import { can } from '@paylab/shared';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { DEMO_ADMIN, signIn, useTestApp } from './test-app';

/** api-conventions: exactly these API routes are public. */
const PUBLIC_ROUTES = new Set([
  'POST /api/auth/login',
  'POST /api/auth/register',
  'GET /api/auth/me',
  'GET /api/health',
  'POST /api/auth/logout',
  'POST /api/auth/set-password',
  // The one-time link mailed to a registrant is its own proof (ADR 0030).
  'POST /api/auth/verify-email',
]);

interface OpenApiOperation {
  responses: Record<string, unknown>;
  security?: unknown[];
  requestBody?: {
    content: Record<string, { schema: { properties: Record<string, unknown> } }>;
  };
}

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

function toConcretePath(url: string): string {
  return url
    .replace(/:[A-Za-z]+/g, (param) => (param === ':year' ? '2025' : SAMPLE_ID))
    .replace(/\*$/, 'index.html');
}

describe('every API route checks the session and the role', () => {
  const testApp = useTestApp();
  let clientCookie: string;
  beforeAll(async () => {
    clientCookie = await testApp.signInDemoClient();
  });

  const apiRoutes = () =>
    testApp.app.registeredRoutes.filter(
      (route) =>
        route.url.startsWith('/api') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
    );

  test('the public routes are exactly the listed ones', () => {
    const publicRoutes = apiRoutes()
      .filter((route) => route.config.isPublic)
      .map((route) => `${route.method} ${route.url}`);
    expect(new Set(publicRoutes)).toEqual(PUBLIC_ROUTES);
  });

  test('every other route answers 401 without a session', async () => {
    const routes = apiRoutes().filter((route) => !route.config.isPublic);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: toConcretePath(route.url),
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  // The router decodes percent-escapes before matching, so /%61pi/employees is /api/employees: the
  // guard must follow the matched route, not the raw URL (a QA pass read every staff list this way).
  test('a percent-encoded path reaches the same guard: 401 without a session, 403 for a client', async () => {
    const encodings = [
      (path: string) => path.replace(/^\/api/, '/%61pi'),
      (path: string) =>
        path.replace(
          /^\/api\/(.)/,
          (_, first: string) => `/api/%${first.charCodeAt(0).toString(16)}`,
        ),
    ];
    const routes = apiRoutes().filter((route) => !route.config.isPublic);
    for (const route of routes) {
      for (const encode of encodings) {
        const url = encode(toConcretePath(route.url));
        const anonymous = await testApp.app.inject({ method: route.method as 'GET', url });
        expect({ url, status: anonymous.statusCode }).toEqual({ url, status: 401 });
        if (route.config.permission && !can('client', route.config.permission)) {
          const client = await testApp.app.inject({
            method: route.method as 'GET',
            url,
            headers: { cookie: clientCookie },
          });
          expect({ url, status: client.statusCode }).toEqual({ url, status: 403 });
        }
      }
    }
  });

  test('a client gets 403 on every route its role lacks', async () => {
    const staffRoutes = apiRoutes().filter(
      (route) => route.config.permission && !can('client', route.config.permission),
    );
    expect(staffRoutes.length).toBeGreaterThan(1);
    for (const route of staffRoutes) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: toConcretePath(route.url),
        headers: { cookie: clientCookie },
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
    }
  });

  test('every API answer tells browsers and proxies not to keep it, refusals included', async () => {
    // Its own session: the walk signs out on the way (POST /api/auth/logout).
    const cookie = await signIn(testApp.app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const answers = [];
    for (const route of apiRoutes()) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: toConcretePath(route.url),
        headers: { cookie },
      });
      answers.push({
        route: `${route.method} ${route.url}`,
        cache: response.headers['cache-control'],
      });
    }
    const signedOut = await testApp.app.inject({ method: 'GET', url: '/%61pi/employees' });
    answers.push({
      route: 'GET /%61pi/employees signed out',
      cache: signedOut.headers['cache-control'],
    });
    expect(answers.filter(({ cache }) => cache !== 'no-store')).toEqual([]);
    expect(answers.length).toBeGreaterThan(40);
  });

  test('unknown API paths answer a JSON 404, missing assets 404, other pages the SPA or 404', async () => {
    const api = await testApp.sendAsAdmin('GET', '/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
  });

  test('a method a path does not take answers 405 with Allow; the path is never echoed', async () => {
    const patch = await testApp.sendAsAdmin('PATCH', '/api/employees');
    expect(patch.statusCode).toBe(405);
    expect(patch.headers.allow).toBe('GET, HEAD, POST');
    expect(patch.json()).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      message: 'PATCH is not allowed at this path; it takes GET, HEAD, POST',
    });
    const hostile = '<script>alert(1)</script>';
    const unknown = await testApp.sendAsAdmin('GET', `/api/nope/${encodeURIComponent(hostile)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Not found: no GET route at this path',
    });
    // Fastify's router refuses a parameter past 200 characters before any route or hook runs.
    const longId = 'a'.repeat(5_000);
    const overLong = await testApp.sendAsAdmin('GET', `/api/employees/${longId}`);
    expect(overLong.statusCode).toBe(414);
    expect(overLong.json()).toEqual({
      code: 'URI_TOO_LONG',
      message: 'A part of the path is longer than 200 characters',
    });
    expect(overLong.headers['x-frame-options']).toBe('DENY');
  });

  // The API contract test found a 101-character key answered 414, undocumented and before the
  // session check, where its schema refuses it with 400.
  test('a path parameter as long as its schema takes reaches the session check and validation', async () => {
    const progressOf = (key: string) => `/api/payroll/pay-runs/progress/${encodeURIComponent(key)}`;
    const longestKey = 'é'.repeat(100);
    const signedOut = await testApp.app.inject({ method: 'GET', url: progressOf(longestKey) });
    expect(signedOut.statusCode).toBe(401);
    const unknown = await testApp.sendAsAdmin('GET', progressOf(longestKey));
    expect(unknown.statusCode).toBe(200);
    const tooLongSignedOut = await testApp.app.inject({
      method: 'GET',
      url: progressOf('é'.repeat(101)),
    });
    expect(tooLongSignedOut.statusCode).toBe(401);
    const tooLong = await testApp.sendAsAdmin('GET', progressOf('é'.repeat(101)));
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fields)).toEqual(['idempotencyKey']);
  });

  test('a URL longer than the server reads answers 431 in the app format', async () => {
    const listening = await buildApp({
      database: testApp.database,
      config: loadConfig({ LOG_LEVEL: 'silent' }),
    });
    try {
      const address = await listening.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${address}/api/employees?search=${'a'.repeat(20_000)}`);
      expect(response.status).toBe(431);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({
        code: 'HEADERS_TOO_LARGE',
        message: 'The URL or the headers are too long',
      });
    } finally {
      await listening.close();
    }
  });

  test('security headers are on every response, refusals included, without upgrade-insecure-requests', async () => {
    const answers = [
      await testApp.app.inject({ method: 'GET', url: '/api/health' }),
      await testApp.app.inject({ method: 'GET', url: '/api/employees' }),
      await testApp.app.inject({
        method: 'GET',
        url: '/api/employees',
        headers: { cookie: clientCookie },
      }),
      await testApp.sendAsAdmin('GET', '/api/nope'),
      await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 401, 403, 404, 400]);
    for (const response of answers) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // HSTS belongs behind TLS: only COOKIE_SECURE=true sends it (the next test).
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('COOKIE_SECURE=true sends HSTS for a year with subdomains', async () => {
    const secure = await buildApp({
      database: testApp.database,
      config: loadConfig({ LOG_LEVEL: 'silent', COOKIE_SECURE: 'true' }),
    });
    try {
      const response = await secure.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response.headers['x-frame-options']).toBe('DENY');
    } finally {
      await secure.close();
    }
  });

  test('the OpenAPI document is generated from the schemas and served to staff', async () => {
    const response = await testApp.sendAsAdmin('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/auth/login'].post.requestBody).toBeDefined();
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(anonymous.statusCode).toBe(401);
  });

  test('the document lists the refusals of every operation and names the session cookie', async () => {
    const document = (await testApp.sendAsAdmin('GET', '/api/docs/json')).json() as {
      components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    expect(document.components.securitySchemes.paylab_session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'paylab_session',
    });
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        const documented = Object.keys(operation.responses);
        const isPublic = PUBLIC_ROUTES.has(`${method.toUpperCase()} ${path}`);
        const expected = [
          ...(isPublic ? [] : ['401', '403']),
          ...(operation.requestBody ? ['400', '413'] : []),
          ...(path.includes('{') ? ['400', '404'] : []),
          '503',
        ];
        const missing = expected.filter((status) => !documented.includes(status));
        if (missing.length) problems.push(`${name} lacks ${missing.join(', ')}`);
        const hasSession = JSON.stringify(operation.security ?? []).includes('paylab_session');
        if (hasSession === isPublic) problems.push(`${name} security is wrong`);
      }
    }
    expect(problems).toEqual([]);
    const login = document.paths['/api/auth/login']!.post!;
    expect(Object.keys(login.responses)).toContain('429');
    const calculate = document.paths['/api/payroll/calculate']!.post!;
    expect(
      calculate.requestBody?.content['application/json']?.schema.properties.payDate,
    ).toMatchObject({ type: 'string', format: 'date' });
    const calculateBody = calculate.requestBody?.content['application/json']?.schema.properties;
    expect(calculateBody?.payPeriodStart).toMatchObject({
      format: 'date',
      description: 'Give both the pay period start and end, or neither for the current period',
    });
    expect(calculateBody?.hoursWorked).toMatchObject({ multipleOf: 0.25, maximum: 168 });
    // What the server sets is read-only, in answers and where the spec's client sends it back.
    const employee = document.paths['/api/employees/{id}']!.get!.responses['200'] as {
      content: Record<string, { schema: { properties: Record<string, unknown> } }>;
    };
    const employeeFields = employee.content['application/json']?.schema.properties;
    for (const field of ['id', 'createdAt', 'updatedAt'])
      expect(employeeFields?.[field], field).toMatchObject({ readOnly: true });
    const clientEdit = document.paths['/api/clients/{id}']!.put!.requestBody;
    expect(clientEdit?.content['application/json']?.schema.properties.approvedBy).toMatchObject({
      readOnly: true,
    });
  });
});
