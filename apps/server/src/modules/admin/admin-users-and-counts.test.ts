import { beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { userSessions, users } from '@paylab/db';
import { readJson, signIn, useTestApp, type ApiMethod } from '../../test/test-app';
import { findAuditRows } from '../../test/find-audit-rows';
import { registerAndVerifyClient } from '../../test/register-client';

/** Issue 27, item 12: admin users are managed, the panel's counts agree, review notes stay. */
describe('admin users and the Admin Panel counts', () => {
  const testApp = useTestApp();
  /** The demo super admin's session; the first test ends it (deactivation) and signs in anew. */
  const session = { cookie: '' };
  beforeAll(() => {
    session.cookie = testApp.adminCookie;
  });
  const send = (method: ApiMethod, url: string, payload?: object, cookie = session.cookie) =>
    testApp.app.inject({ method, url, payload, headers: { cookie } });
  /** PATCH /api/admin/users/{id}: a role or activation change, as `cookie`'s admin. */
  const updateAdmin = (id: string, change: object, cookie?: string) =>
    send('PATCH', `/api/admin/users/${id}`, change, cookie);

  /** Creates an admin and lets it choose its password through the one-time link. */
  const createAdmin = async (username: string, role: 'admin' | 'super_admin' = 'admin') => {
    const created = readJson(
      await send('POST', '/api/admin/users', { username, email: `${username}@example.com`, role }),
      201,
    );
    const set = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: created.setupLink.split('/').pop(), password: `${username}-harbor-7` },
    });
    expect(set.statusCode).toBe(200);
    return { id: created.id as string, userId: created.userId as string, username };
  };
  const signInAs = (username: string) => signIn(testApp.app, username, `${username}-harbor-7`);

  const findDemoAdmin = async () => {
    const list = readJson(await send('GET', '/api/admin/users'), 200);
    return list.items.find((item: { username: string }) => item.username === 'admin');
  };

  test('the last active super admin can be neither demoted nor deactivated (409)', async () => {
    const admin = await findDemoAdmin();
    const demote = await updateAdmin(admin.id, { role: 'admin' });
    expect(readJson(demote, 409)).toMatchObject({
      code: 'CONFLICT',
      message: 'admin is the last active super admin. Make another admin a super admin first.',
      fields: { role: expect.stringContaining('last active super admin') },
    });
    // A second super admin, then deactivating the first leaves it as the only active one.
    const second = await createAdmin('sam-super', 'super_admin');
    const secondCookie = await signInAs('sam-super');
    const deactivated = await updateAdmin(admin.id, { isActive: false }, secondCookie);
    expect(readJson(deactivated, 200)).toMatchObject({ username: 'admin', isActive: false });
    const selfDemote = await updateAdmin(second.id, { role: 'admin' }, secondCookie);
    expect(selfDemote.statusCode).toBe(409);
    // The demo admin's session ended with its deactivation; reactivate it for the later tests.
    expect((await send('GET', '/api/admin/users')).statusCode).toBe(401);
    expect(
      readJson(await updateAdmin(admin.id, { isActive: true }, secondCookie), 200),
    ).toMatchObject({ isActive: true, isDeactivated: false });
    session.cookie = await signIn(testApp.app, 'admin', 'admin123');
  });

  test('deactivating an admin ends its sessions and sign-in; the change is audit-logged', async () => {
    const adminCookie = session.cookie;
    const jordan = await createAdmin('jordan');
    const jordanCookie = await signInAs('jordan');
    expect((await send('GET', '/api/employees', undefined, jordanCookie)).statusCode).toBe(200);

    const response = await updateAdmin(jordan.id, { isActive: false }, adminCookie);
    expect(readJson(response, 200)).toMatchObject({
      username: 'jordan',
      role: 'admin',
      isActive: false,
      isDeactivated: true,
    });
    const sessions = await testApp.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.userId, jordan.userId));
    expect(sessions).toEqual([]);
    expect((await send('GET', '/api/employees', undefined, jordanCookie)).statusCode).toBe(401);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'jordan', password: 'jordan-harbor-7' },
    });
    expect(login.statusCode).toBe(403);
    expect(
      await findAuditRows(testApp.database, { entity: 'admin_user', entityId: jordan.userId }),
    ).toMatchObject([
      { action: 'create' },
      {
        action: 'update',
        actorName: 'admin',
        before: { role: 'admin', isActive: true },
        after: { role: 'admin', isActive: false },
      },
    ]);
  });

  test('a role change takes effect at once; only a super admin may make it (403)', async () => {
    const adminCookie = session.cookie;
    const casey = await createAdmin('casey');
    const caseyCookie = await signInAs('casey');
    const refused = await updateAdmin(casey.id, { role: 'super_admin' }, caseyCookie);
    expect(refused.statusCode).toBe(403);

    const promoted = await updateAdmin(casey.id, { role: 'super_admin' }, adminCookie);
    expect(readJson(promoted, 200)).toMatchObject({ role: 'super_admin', isActive: true });
    const [user] = await testApp.database.db.select().from(users).where(eq(users.id, casey.userId));
    expect(user!.role).toBe('super_admin');
    // The same session now has the super admin's permission to read the outbox.
    expect((await send('GET', '/api/admin/outbox', undefined, caseyCookie)).statusCode).toBe(200);
  });

  test('bad bodies name what is wrong; an unknown admin is 404', async () => {
    const admin = await findDemoAdmin();
    const empty = await updateAdmin(admin.id, {});
    expect(readJson(empty, 400).code).toBe('VALIDATION_FAILED');
    const badRole = await updateAdmin(admin.id, { role: 'owner' });
    expect(readJson(badRole, 400).fields).toEqual({ role: 'Choose Admin or Super Admin' });
    const unknown = await updateAdmin('00000000-0000-4000-8000-000000000000', { isActive: false });
    expect(unknown.statusCode).toBe(404);
  });

  test('the cards count what the tabs list; review notes stay beside decided clients', async () => {
    const adminCookie = session.cookie;
    for (const [username, address] of [
      ['alpha-co', '10.7.0.1'],
      ['beta-co', '10.7.0.2'],
      ['gamma-co', '10.7.0.3'],
    ] as const) {
      const verified = await registerAndVerifyClient(testApp.app, testApp.database.db, {
        username,
        email: `${username}@example.com`,
        remoteAddress: address,
      });
      expect(verified.statusCode).toBe(200);
    }
    const pendingList = readJson(
      await send('GET', '/api/admin/clients?access=pending', undefined, adminCookie),
      200,
    );
    const byName = (name: string) =>
      pendingList.items.find((client: { companyName: string }) => client.companyName === name);
    await send(
      'POST',
      `/api/admin/approve-client/${byName('alpha-co').id}`,
      { reviewNotes: 'Checked the EIN letter' },
      adminCookie,
    );
    await send(
      'POST',
      `/api/admin/reject-client/${byName('beta-co').id}`,
      { reviewNotes: 'Not a business we bill' },
      adminCookie,
    );

    const list = async (access: string) =>
      readJson(
        await send('GET', `/api/admin/clients?access=${access}`, undefined, adminCookie),
        200,
      );
    const [pending, approved, rejected, joins, adminList, stats] = await Promise.all([
      list('pending'),
      list('approved'),
      list('rejected'),
      send('GET', '/api/admin/join-requests?status=pending', undefined, adminCookie).then((r) =>
        readJson(r, 200),
      ),
      send('GET', '/api/admin/users', undefined, adminCookie).then((r) => readJson(r, 200)),
      send('GET', '/api/admin/stats', undefined, adminCookie).then((r) => readJson(r, 200)),
    ]);
    // gamma-co still waits; it has no approval request, yet it is a pending review.
    expect(pending.total).toBe(1);
    expect(stats.pendingApproval).toBe(pending.total);
    expect(stats.approvedClients).toBe(approved.total);
    expect(stats.activeClients).toBe(approved.total);
    expect(stats.rejectedClients).toBe(rejected.total);
    expect(stats.adminUsers).toBe(adminList.total);
    expect(stats.pendingReviews).toBe(pending.total + joins.total);
    expect(stats.totalClients).toBe(pending.total + approved.total + rejected.total);

    const alpha = approved.items.find(
      (client: { companyName: string }) => client.companyName === 'alpha-co',
    );
    expect(alpha.lastReview).toMatchObject({
      status: 'approved',
      reviewedBy: 'admin',
      reviewNotes: 'Checked the EIN letter',
    });
    expect(rejected.items).toMatchObject([
      {
        companyName: 'beta-co',
        status: 'rejected',
        lastReview: {
          status: 'rejected',
          reviewedBy: 'admin',
          reviewNotes: 'Not a business we bill',
        },
      },
    ]);
  });
});
