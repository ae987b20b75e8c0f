import { describe, expect, test } from 'vitest';
import { desc, eq, like, lte, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import {
  auditLog,
  clientApprovalRequests,
  clients,
  emailVerifications,
  loginFailures,
  registrations,
  userSessions,
  users,
} from '@paylab/db';
import { PASSWORD_TOO_SHORT_MESSAGE } from '@paylab/shared';
import { buildApp } from '../../app';
import { loadConfig } from '../../env';
import { getAccountDelaySeconds } from './password-attempts';
import { REGISTRATION_LIMIT, REGISTRATION_WINDOW_MS } from './register';
import {
  DEMO_ADMIN,
  DEMO_CLIENT,
  getSessionCookie,
  readJson,
  sendWithSession,
  signIn,
  useTestApp,
  type UsedTestApp,
} from '../../test/test-app';
import { findAuditRows } from '../../test/find-audit-rows';
import { countRows } from '../../test/count-rows';
import { readVerificationToken } from '../../test/register-client';

/** Posts `payload` to the sign-in form, with no session, from `remoteAddress` if given. */
function logIn(testApp: UsedTestApp, payload: object, remoteAddress?: string) {
  return testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
}

let signUpCount = 0;

/** What the Client Account tab asks of a registering company besides the account itself. */
const COMPANY_FIELDS = {
  companyName: 'Reyes Supply',
  contactFirstName: 'Dana',
  contactLastName: 'Reyes',
};

/**
 * Signs `username` up through the public form, with no session: password kiwi-harbor-7 and the
 * company "{username} Supply" with contact Dana Reyes unless `extra` says otherwise. Each comes
 * from its own address, so only the throttle's own tests meet the throttle.
 */
function signUp(
  testApp: UsedTestApp,
  username: string,
  email: string,
  extra: Record<string, unknown> = {},
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `198.51.100.${(signUpCount += 1)}`,
    payload: {
      username,
      email,
      password: 'kiwi-harbor-7',
      companyName: `${username} Supply`,
      contactFirstName: 'Dana',
      contactLastName: 'Reyes',
      ...extra,
    },
  });
}

/** Opens the newest confirmation link mailed to `email`, as the mailbox's owner would. */
async function openVerificationLink(testApp: UsedTestApp, email: string) {
  const token = await readVerificationToken(testApp.database.db, email);
  return testApp.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
}

describe('auth routes', () => {
  const testApp = useTestApp({ signInAdmin: false });

  test('signs in the demo admin with an httpOnly SameSite=Lax cookie and the real role', async () => {
    const response = await logIn(testApp, { ...DEMO_ADMIN, userType: 'frontend' });
    const body = readJson(response, 200);
    expect(body).toMatchObject({ userType: 'backend', role: 'super_admin' });
    expect(typeof body.token).toBe('string');
    const cookie = response.cookies.find((entry) => entry.name === 'paylab_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: getSessionCookie(response) },
    });
    expect(me.json()).toMatchObject({ username: 'admin', role: 'super_admin' });
  });

  test('the token in the answer grants nothing on its own', async () => {
    const response = await logIn(testApp, DEMO_ADMIN);
    const { token } = response.json();
    const settings = await testApp.app.inject({
      method: 'GET',
      url: '/api/company/settings',
      headers: { authorization: `Bearer ${token}`, cookie: `paylab_session=${token}` },
    });
    expect(settings.statusCode).toBe(401);
  });

  test('answers null from /me when signed out', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('null');
  });

  test('refuses a wrong password with 401 and a message', async () => {
    const response = await logIn(testApp, { username: 'admin', password: 'nope' });
    expect(readJson(response, 401)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid username or password',
    });
  });

  test('names the missing field on a login without a password', async () => {
    const response = await logIn(testApp, { username: 'admin' });
    expect(readJson(response, 400)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { password: expect.any(String) },
    });
  });

  test('refuses unknown body fields', async () => {
    const response = await logIn(testApp, { ...DEMO_ADMIN, isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ isAdmin: 'Unknown field' });
  });

  test('answers broken JSON with 400, not 500', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  test('throttles after 10 failures per username and IP, before checking the password', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await logIn(testApp, { username: 'client', password: 'wrong' }, '10.1.1.1');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await logIn(testApp, DEMO_CLIENT, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    const otherAddress = await logIn(testApp, DEMO_CLIENT, '10.1.1.2');
    expect(otherAddress.statusCode).toBe(200);
  });

  test('one address gets 60 sign-ins a minute, whatever the usernames; the 61st is refused before any password is hashed', async () => {
    const attempt = (username: string, remoteAddress: string) =>
      logIn(testApp, { username, password: 'wrong' }, remoteAddress);
    for (let n = 1; n <= 60; n += 1)
      expect((await attempt(`spray${n}`, '10.1.2.1')).statusCode).toBe(401);
    const refused = await attempt('spray61', '10.1.2.1');
    expect(readJson(refused, 429)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests from this network. Please wait a minute and try again.',
    });
    expect((await attempt('spray61', '10.1.2.2')).statusCode).toBe(401);
  });

  test('behind a trusted proxy the client is the address the proxy added, not one the client wrote before it', async () => {
    const proxied = await buildApp({
      database: testApp.database,
      config: loadConfig({ LOG_LEVEL: 'silent', TRUST_PROXY: 'true', HOST: '127.0.0.1' }),
    });
    try {
      // The proxy (the socket's peer) appends the address it saw; the client forges a new one before it each time.
      const viaProxy = (payload: object, clientAddress: string, forged: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload,
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `${forged}, ${clientAddress}` },
        });
      for (let n = 1; n <= 10; n += 1)
        expect(
          (
            await viaProxy(
              { username: 'client', password: 'wrong' },
              '198.51.100.7',
              `192.0.2.${n}`,
            )
          ).statusCode,
        ).toBe(401);
      expect((await viaProxy(DEMO_CLIENT, '198.51.100.7', '192.0.2.11')).statusCode).toBe(429);
      expect((await viaProxy(DEMO_CLIENT, '198.51.100.8', '192.0.2.11')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  test('behind a chain of listed proxies the client is the first address no listed proxy holds', async () => {
    const proxied = await buildApp({
      database: testApp.database,
      config: loadConfig({ LOG_LEVEL: 'silent', TRUST_PROXY: '10.0.0.0/24' }),
    });
    try {
      // The outer proxy 10.0.0.2 and the inner 10.0.0.1 each append what they saw.
      const viaProxies = (payload: object, clientAddress: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload,
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `192.0.2.99, ${clientAddress}, 10.0.0.2` },
        });
      for (let n = 1; n <= 10; n += 1)
        expect(
          (await viaProxies({ username: 'client', password: 'wrong' }, '198.51.100.9')).statusCode,
        ).toBe(401);
      expect((await viaProxies(DEMO_CLIENT, '198.51.100.9')).statusCode).toBe(429);
      expect((await viaProxies(DEMO_CLIENT, '198.51.100.10')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  test('IPv6 addresses of one /64 share the sign-in throttle', async () => {
    const fromNetwork = (host: number, payload: object) =>
      logIn(testApp, payload, `2001:db8:77:1::${host.toString(16)}`);
    for (let host = 1; host <= 10; host += 1)
      expect((await fromNetwork(host, { username: 'client', password: 'wrong' })).statusCode).toBe(
        401,
      );
    expect((await fromNetwork(11, DEMO_CLIENT)).statusCode).toBe(429);
    const nextNetwork = await logIn(testApp, DEMO_CLIENT, '2001:db8:77:2::1');
    expect(nextNetwork.statusCode).toBe(200);
  });

  test('past 100 failures on one account from everywhere, attempts wait longer each time, never locked out', async () => {
    expect([100, 101, 102, 110, 120].map(getAccountDelaySeconds)).toEqual([0, 2, 4, 900, 900]);
    const db = testApp.database.db;
    await db.delete(loginFailures).where(eq(loginFailures.username, 'admin'));
    // A spray from 100 addresses, written straight in: 100 real guesses would hash 100 passwords.
    await db.insert(loginFailures).values(
      Array.from({ length: 100 }, (_, n) => ({
        username: 'admin',
        ipAddress: `203.0.113.${n}`,
      })),
    );
    const tryAdmin = (password: string, remoteAddress: string) =>
      logIn(testApp, { username: 'admin', password }, remoteAddress);
    // The 101st failure is still judged (no wait after 100); the next must wait 2 seconds.
    expect((await tryAdmin('wrong', '198.18.0.1')).statusCode).toBe(401);
    const waiting = await tryAdmin(DEMO_ADMIN.password, '198.18.0.2');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe(
      'Too many failed sign-in attempts. This account is being tried from many places; please wait 2 seconds and try again.',
    );
    // Once the wait has passed, the owner signs in.
    await db.execute(
      sql`update login_failures set created_at = created_at - interval '3 seconds' where username = 'admin'`,
    );
    expect((await tryAdmin(DEMO_ADMIN.password, '198.18.0.2')).statusCode).toBe(200);
    await db.delete(loginFailures).where(eq(loginFailures.username, 'admin'));
  });

  test('wrong current passwords on a password change count in the sign-in throttle', async () => {
    const cookie = await testApp.signInDemoClient();
    const change = (currentPassword: string, remoteAddress: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: { cookie },
        remoteAddress,
        payload: { currentPassword, newPassword: 'kiwi-harbor-7' },
      });
    for (let n = 1; n <= 10; n += 1) {
      const wrong = await change(`guess-${n}`, '10.9.9.9');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual({ currentPassword: 'The current password is not right' });
    }
    // Past 10 the right password is not even checked from that address, and sign-in is throttled too.
    const throttled = await change(DEMO_CLIENT.password, '10.9.9.9');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(
      'Too many wrong current passwords. Please wait 15 minutes and try again.',
    );
    const signInThere = await logIn(testApp, DEMO_CLIENT, '10.9.9.9');
    expect(signInThere.statusCode).toBe(429);
    await testApp.database.db
      .delete(loginFailures)
      .where(eq(loginFailures.username, DEMO_CLIENT.username));
  });

  test('50 guesses sent at once get at most 10 passwords checked; the rest are throttled', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, guess) =>
        logIn(testApp, { username: 'client', password: `guess-${guess}` }, '10.1.1.3'),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const next = await logIn(testApp, { username: 'client', password: 'wrong' }, '10.1.1.3');
    const failures = statuses.filter((status) => status === 401).length;
    expect(next.statusCode).toBe(failures < 10 ? 401 : 429);
  });

  test('a self-registered client confirms its email first; only then is its company created, pending', async () => {
    const response = await signUp(testApp, 'newco', 'Owner@NewCo.example.com', {
      userType: 'frontend',
      role: 'client',
      companyName: 'NewCo Provisions',
    });
    expect(readJson(response, 201)).toMatchObject({
      userType: 'frontend',
      role: 'client',
      user: null,
    });
    expect(response.cookies.find((entry) => entry.name === 'paylab_session')).toBeUndefined();
    const userNamed = async (username: string) =>
      (await testApp.database.db.select().from(users).where(eq(users.username, username)))[0];
    expect(await userNamed('newco')).toMatchObject({
      isActive: false,
      emailVerified: false,
      clientId: null,
      email: 'owner@newco.example.com',
    });
    const unconfirmed = await logIn(testApp, { username: 'newco', password: 'kiwi-harbor-7' });
    expect(readJson(unconfirmed, 403).message).toMatch(/confirm your email address first/);

    // The link is mailed (kept in the outbox: no SMTP_URL); only its hash is stored.
    const token = await readVerificationToken(testApp.database.db, 'owner@newco.example.com');
    const [stored] = await testApp.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, (await userNamed('newco'))!.id));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const lifetimeMs = Date.parse(stored!.expiresAt) - Date.parse(stored!.createdAt);
    expect(Math.abs(lifetimeMs - 24 * 3600_000)).toBeLessThan(60_000);

    const verified = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(readJson(verified, 200)).toEqual({
      outcome: 'company_pending',
      companyName: 'NewCo Provisions',
    });
    const user = await userNamed('newco');
    expect(user).toMatchObject({ emailVerified: true, isActive: false });
    const [client] = await testApp.database.db
      .select()
      .from(clients)
      .where(eq(clients.id, user!.clientId!));
    expect(client).toMatchObject({
      status: 'pending_approval',
      uiAccess: false,
      companyName: 'NewCo Provisions',
      contactFirstName: 'Dana',
      contactLastName: 'Reyes',
      email: 'owner@newco.example.com',
    });
    const login = await logIn(testApp, { username: 'newco', password: 'kiwi-harbor-7' });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/awaiting administrator approval/);

    const reused = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(readJson(reused, 400).fields).toEqual({
      token: 'This link is invalid, expired or already used',
    });
  });

  test('the Client Account tab must name the company and its contact', async () => {
    const response = await signUp(testApp, 'nameless', 'nameless@example.com', {
      companyName: undefined,
      contactFirstName: ' ',
    });
    expect(readJson(response, 400).fields).toEqual({
      companyName: 'Company name is required',
      contactFirstName: 'Contact first name is required',
    });
  });

  test('a confirmation link stops working after 24 hours', async () => {
    expect((await signUp(testApp, 'latecomer', 'late@example.com')).statusCode).toBe(201);
    const token = await readVerificationToken(testApp.database.db, 'late@example.com');
    await testApp.database.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(emailVerifications.tokenHash, createHash('sha256').update(token).digest('hex')));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(response.statusCode).toBe(400);
    const [user] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'latecomer'));
    expect(user).toMatchObject({ emailVerified: false, clientId: null });
  });

  test('a username already taken is a conflict (409) naming the field, as creating an admin is', async () => {
    const response = await signUp(testApp, 'client', 'someone-new@example.com');
    expect(readJson(response, 409)).toEqual({
      code: 'CONFLICT',
      message: 'That username is already taken',
      fields: { username: 'That username is already taken' },
    });
  });

  test('a client on the "admin only" Admin Panel tab is refused with a pointer to its tab; an admin may use either tab', async () => {
    const refused = await logIn(testApp, { ...DEMO_CLIENT, userType: 'backend' });
    expect(readJson(refused, 403)).toEqual({
      code: 'FORBIDDEN',
      message:
        'The Admin Panel tab is for administrators. Please sign in on the Client Portal tab.',
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    const client = await logIn(testApp, { ...DEMO_CLIENT, userType: 'frontend' });
    expect(client.statusCode).toBe(200);
    const admin = await logIn(testApp, { ...DEMO_ADMIN, userType: 'frontend' });
    expect(readJson(admin, 200)).toMatchObject({ userType: 'backend', role: 'super_admin' });
  });

  test('usernames are one ignoring letter case: "Client" is taken, and "CLIENT" signs in as client', async () => {
    const response = await signUp(testApp, 'Client', 'lookalike@example.com');
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({ username: 'That username is already taken' });
    const login = await logIn(testApp, { username: 'CLIENT', password: DEMO_CLIENT.password });
    expect(readJson(login, 200)).toMatchObject({ role: 'client' });
  });

  test('an unconfirmed registration does not reserve its email; the first to confirm holds it', async () => {
    const squatter = await signUp(testApp, 'dana2', 'Owner@Reserve.example.com');
    expect(squatter.statusCode).toBe(201);
    const owner = await signUp(testApp, 'dana3', 'owner@reserve.example.com');
    expect(owner.statusCode).toBe(201);
    expect(readJson(await openVerificationLink(testApp, 'owner@reserve.example.com'), 200)).toEqual(
      { outcome: 'company_pending', companyName: 'dana3 Supply' },
    );
    // The other registration of the address can never be confirmed now, so it is gone.
    const remaining = await testApp.database.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.email, 'owner@reserve.example.com'));
    expect(remaining).toEqual([{ username: 'dana3' }]);
    const after = await signUp(testApp, 'dana4', 'OWNER@reserve.example.com');
    expect(readJson(after, 409)).toMatchObject({
      code: 'CONFLICT',
      fields: { email: 'An account with that email already exists' },
    });
  });

  test('a confirmed registration asks to join the one client with its email, and joins none of two', async () => {
    const db = testApp.database.db;
    const client = (code: string, email: string) => ({
      clientId: code,
      companyName: `${code} Inc`,
      contactFirstName: 'Ana',
      contactLastName: 'Lee',
      email,
    });
    const [only] = await db
      .insert(clients)
      .values(client('LINK-1', 'only@link.example.com'))
      .returning();
    const shared = await db
      .insert(clients)
      .values([
        client('LINK-2', 'shared@link.example.com'),
        client('LINK-3', 'Shared@link.example.com'),
      ])
      .returning();
    expect((await signUp(testApp, 'linker1', 'ONLY@link.example.com')).statusCode).toBe(201);
    expect((await signUp(testApp, 'linker2', 'shared@link.example.com')).statusCode).toBe(201);
    expect(readJson(await openVerificationLink(testApp, 'only@link.example.com'), 200)).toEqual({
      outcome: 'join_requested',
      companyName: 'LINK-1 Inc',
    });
    expect(readJson(await openVerificationLink(testApp, 'shared@link.example.com'), 200)).toEqual({
      outcome: 'company_pending',
      companyName: 'linker2 Supply',
    });
    const [joiner] = await db.select().from(users).where(eq(users.username, 'linker1'));
    expect(joiner!.clientId).toBeNull();
    const [request] = await db
      .select()
      .from(clientApprovalRequests)
      .where(eq(clientApprovalRequests.userId, joiner!.id));
    expect(request).toMatchObject({ kind: 'join', clientId: only!.id, status: 'pending' });
    const [unlinked] = await db.select().from(users).where(eq(users.username, 'linker2'));
    expect(shared.map((row) => row.id)).not.toContain(unlinked!.clientId);
  });

  test('refuses a password under 8 characters in the words of spec section 5 (ADR 0029: 8, not 6)', async () => {
    const response = await signUp(testApp, 'shorty', 'shorty@example.com', { password: 'x7#kq2m' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ password: 'Password must be at least 8 characters' });
  });

  test('a password from the common list is refused wherever one is chosen, naming the field', async () => {
    const common =
      'This password is one of the most common ones, which are tried first. Choose another.';
    const usersBefore = await countRows(testApp.database, 'users');
    // 'password1' and 'sunshine' rank high in the bundled list; letter case does not help.
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'commoner',
        email: 'commoner@example.com',
        password: 'Password1',
        ...COMPANY_FIELDS,
      },
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json().fields).toEqual({ password: common });
    expect(await countRows(testApp.database, 'users')).toBe(usersBefore);
    const setPassword = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: 'x'.repeat(43), password: 'sunshine' },
    });
    expect(setPassword.json().fields).toEqual({ password: common });
    const cookie = await testApp.signInDemoClient();
    const changed = await sendWithSession(testApp.app, cookie, 'POST', '/api/auth/password', {
      currentPassword: DEMO_CLIENT.password,
      newPassword: 'SUNSHINE',
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fields).toEqual({ newPassword: common });
  });

  test('set-password and change-password refuse a short password with the text of spec section 5', async () => {
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Password must be at least 8 characters');
    const setPassword = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: 'x'.repeat(43), password: '12345' },
    });
    expect(setPassword.statusCode).toBe(400);
    expect(setPassword.json().fields).toEqual({ password: PASSWORD_TOO_SHORT_MESSAGE });
    const cookie = await testApp.signInDemoClient();
    const changed = await sendWithSession(testApp.app, cookie, 'POST', '/api/auth/password', {
      currentPassword: 'client123',
      newPassword: '12345',
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fields).toEqual({ newPassword: PASSWORD_TOO_SHORT_MESSAGE });
  });

  test(`throttles self-registration to ${REGISTRATION_LIMIT} an hour per IP: the next gets 429 and writes nothing`, async () => {
    const db = testApp.database.db;
    const register = (
      username: string,
      remoteAddress: string,
      headers: Record<string, string> = {},
    ) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        headers,
        payload: {
          username,
          email: `${username}@throttle.example.com`,
          password: 'kiwi-harbor-7',
          userType: 'frontend',
          role: 'client',
          ...COMPANY_FIELDS,
        },
      });
    // A refused registration (the username is taken) does not count.
    expect((await register('client', '10.2.0.1')).statusCode).toBe(409);
    for (let n = 1; n <= REGISTRATION_LIMIT; n += 1)
      expect((await register(`flood${n}`, '10.2.0.1')).statusCode).toBe(201);
    const counts = async () => ({
      users: (await db.select({ id: users.id }).from(users)).length,
      clients: (await db.select({ id: clients.id }).from(clients)).length,
      registrations: (await db.select({ id: registrations.id }).from(registrations)).length,
      audit: (await db.select({ id: auditLog.id }).from(auditLog)).length,
    });
    const before = await counts();
    // X-Forwarded-For is not trusted without TRUST_PROXY, so a made-up one changes nothing.
    const blocked = await register('flood6', '10.2.0.1', { 'x-forwarded-for': '203.0.113.9' });
    expect(readJson(blocked, 429)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many registrations from this network. Please wait an hour and try again.',
    });
    expect(await counts()).toEqual(before);
    expect((await register('flood7', '10.2.0.2')).statusCode).toBe(201);
    // An hour later the address may register again.
    await db
      .update(registrations)
      .set({ createdAt: new Date(Date.now() - REGISTRATION_WINDOW_MS - 1000).toISOString() })
      .where(eq(registrations.ipAddress, '10.2.0.1'));
    expect((await register('flood6', '10.2.0.1')).statusCode).toBe(201);
  });

  test('registrations sent at once from one IP: at most the limit go through', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '10.2.0.3',
          payload: {
            username: `burst${n}`,
            email: `burst${n}@throttle.example.com`,
            password: 'kiwi-harbor-7',
            ...COMPANY_FIELDS,
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(REGISTRATION_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - REGISTRATION_LIMIT);
    const created = await testApp.database.db
      .select({ id: users.id })
      .from(users)
      .where(like(users.username, 'burst%'));
    expect(created).toHaveLength(REGISTRATION_LIMIT);
  });

  test('a registration deletes every throttle row older than the window; the last hour still counts', async () => {
    const db = testApp.database.db;
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const register = (username: string, remoteAddress: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        payload: {
          username,
          email: `${username}@prune.example.com`,
          password: 'kiwi-harbor-7',
          ...COMPANY_FIELDS,
        },
      });
    const rowsOf = async (ipAddress: string) =>
      (
        await db
          .select({ createdAt: registrations.createdAt })
          .from(registrations)
          .where(eq(registrations.ipAddress, ipAddress))
      ).length;
    const olderThanWindow = async () =>
      (
        await db
          .select({ id: registrations.id })
          .from(registrations)
          .where(lte(registrations.createdAt, ago(REGISTRATION_WINDOW_MS)))
      ).length;
    // Two hours and just over one hour ago (this address and another), and four within the hour.
    await db.insert(registrations).values([
      { ipAddress: '10.2.0.9', createdAt: ago(2 * REGISTRATION_WINDOW_MS) },
      { ipAddress: '10.2.0.9', createdAt: ago(REGISTRATION_WINDOW_MS + 60_000) },
      { ipAddress: '10.2.0.10', createdAt: ago(REGISTRATION_WINDOW_MS + 60_000) },
      ...Array.from({ length: REGISTRATION_LIMIT - 1 }, () => ({
        ipAddress: '10.2.0.9',
        createdAt: ago(10 * 60_000),
      })),
    ]);
    expect(await olderThanWindow()).toBeGreaterThanOrEqual(3);

    // The old rows do not count: the fifth registration of the hour goes through, and prunes them all.
    expect((await register('prune1', '10.2.0.9')).statusCode).toBe(201);
    expect(await olderThanWindow()).toBe(0);
    expect(await rowsOf('10.2.0.10')).toBe(0);
    expect(await rowsOf('10.2.0.9')).toBe(REGISTRATION_LIMIT);
    // The rows kept still count: the sixth of the hour is refused.
    const blocked = await register('prune2', '10.2.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(await rowsOf('10.2.0.9')).toBe(REGISTRATION_LIMIT);
    // A refused registration rolls back, so it prunes nothing either: a row that ages out meanwhile stays
    // until the next registration that goes through.
    await db
      .insert(registrations)
      .values({ ipAddress: '10.2.0.10', createdAt: ago(2 * REGISTRATION_WINDOW_MS) });
    expect((await register('prune3', '10.2.0.9')).statusCode).toBe(429);
    expect(await olderThanWindow()).toBe(1);
    expect((await register('prune3', '10.2.0.11')).statusCode).toBe(201);
    expect(await olderThanWindow()).toBe(0);
  });

  test('nobody but a signed-in super admin creates an admin account', async () => {
    const payload = {
      username: 'eve',
      email: 'eve@example.com',
      password: 'kiwi-harbor-7',
      userType: 'backend',
      role: 'super_admin',
    };
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload,
    });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().message).toBe('Only a signed-in super admin can create admin accounts');
    const cookie = await signIn(testApp.app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const created = await sendWithSession(testApp.app, cookie, 'POST', '/api/auth/register', {
      ...payload,
      username: 'ops',
      email: 'ops@example.com',
      role: 'admin',
    });
    expect(readJson(created, 201)).toMatchObject({ role: 'admin', userType: 'backend' });
    const me = await sendWithSession(testApp.app, cookie, 'GET', '/api/auth/me');
    expect(me.json().username).toBe('admin');
    const audit = await findAuditRows(testApp.database, { entity: 'admin_user' });
    expect(audit.at(-1)).toMatchObject({ actorName: 'admin', action: 'create' });
  });

  test('changing the password ends the other sessions and keeps this one', async () => {
    const first = await signIn(testApp.app, 'client', 'client123');
    const second = await signIn(testApp.app, 'client', 'client123');
    const wrong = await sendWithSession(testApp.app, second, 'POST', '/api/auth/password', {
      currentPassword: 'bad',
      newPassword: 'client456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('currentPassword');
    const changed = await sendWithSession(testApp.app, second, 'POST', '/api/auth/password', {
      currentPassword: 'client123',
      newPassword: 'client456',
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: first } }))
        .body,
    ).toBe('null');
    expect(
      (await sendWithSession(testApp.app, second, 'GET', '/api/auth/me')).json().username,
    ).toBe('client');
    await sendWithSession(testApp.app, second, 'POST', '/api/auth/password', {
      currentPassword: 'client456',
      newPassword: 'client123',
    });
  });

  test('a session ends after 30 idle minutes and after 12 hours at most', async () => {
    const idle = await signIn(testApp.app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const old = await signIn(testApp.app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const fresh = await signIn(testApp.app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const sessions = await testApp.database.db
      .select()
      .from(userSessions)
      .orderBy(userSessions.createdAt);
    const [idleRow, oldRow] = sessions.slice(-3);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await testApp.database.db
      .update(userSessions)
      .set({ lastSeenAt: minutesAgo(31) })
      .where(eq(userSessions.id, idleRow!.id));
    await testApp.database.db
      .update(userSessions)
      .set({ expiresAt: minutesAgo(1), lastSeenAt: minutesAgo(1) })
      .where(eq(userSessions.id, oldRow!.id));
    for (const cookie of [idle, old]) {
      expect(
        (await sendWithSession(testApp.app, cookie, 'GET', '/api/company/settings')).statusCode,
      ).toBe(401);
    }
    expect(
      (await sendWithSession(testApp.app, fresh, 'GET', '/api/company/settings')).statusCode,
    ).toBe(200);
    const remaining = await testApp.database.db.select({ id: userSessions.id }).from(userSessions);
    expect(remaining.map((row) => row.id)).not.toContain(idleRow!.id);
  });

  test('a user deactivated in the database is signed out at the next request, and stays out when activated again', async () => {
    const cookie = await signIn(testApp.app, 'client', 'client123');
    const [client] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'client'));
    const [session] = await testApp.database.db
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(eq(userSessions.userId, client!.id))
      .orderBy(desc(userSessions.createdAt))
      .limit(1);
    const isSessionKept = async () =>
      (
        await testApp.database.db
          .select()
          .from(userSessions)
          .where(eq(userSessions.id, session!.id))
      ).length === 1;
    expect(await isSessionKept()).toBe(true);
    await testApp.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, client!.id));
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/portal/client', headers: { cookie } }))
        .statusCode,
    ).toBe(401);
    expect(await isSessionKept()).toBe(false);
    await testApp.database.db.update(users).set({ isActive: true }).where(eq(users.id, client!.id));
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).body,
    ).toBe('null');
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/portal/client', headers: { cookie } }))
        .statusCode,
    ).toBe(401);
  });

  test('reads do not write the session on every request', async () => {
    const cookie = await signIn(testApp.app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const [latest] = await testApp.database.db
      .select()
      .from(userSessions)
      .orderBy(desc(userSessions.createdAt))
      .limit(1);
    for (let request = 0; request < 3; request += 1) {
      await sendWithSession(testApp.app, cookie, 'GET', '/api/company/settings');
    }
    const [after] = await testApp.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.id, latest!.id));
    expect(after!.lastSeenAt).toBe(latest!.lastSeenAt);
  });

  test('logout ends the session', async () => {
    const cookie = await signIn(testApp.app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    const settings = await sendWithSession(testApp.app, cookie, 'GET', '/api/company/settings');
    expect(settings.statusCode).toBe(401);
  });

  test('refuses a cross-site write that carries the session cookie', async () => {
    const cookie = await signIn(testApp.app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:5000' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('CROSS_SITE_REQUEST');
    const fetchSite = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.statusCode).toBe(403);
    const sameOrigin = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:5000', host: 'localhost:5000' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe('first registration of an empty installation', () => {
  const testApp = useTestApp({ seed: false });

  test('becomes the super admin and is signed in, whichever tab was used', async () => {
    const response = await signUp(testApp, 'founder', 'founder@example.com', {
      userType: 'frontend',
      role: 'client',
    });
    expect(readJson(response, 201)).toMatchObject({ role: 'super_admin', userType: 'backend' });
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: getSessionCookie(response) },
    });
    expect(me.json()).toMatchObject({ username: 'founder', role: 'super_admin' });
    const second = await signUp(testApp, 'second', 'second@example.com', {
      userType: 'backend',
      role: 'admin',
    });
    expect(second.statusCode).toBe(403);
  });
});
