import { describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  adminUsers,
  clientApprovalRequests,
  clients,
  passwordSetupTokens,
  users,
} from '@paylab/db';
import { APPROVAL_REQUEST_REASON } from '@paylab/shared';
import { readJson, signIn, useTestApp } from '../../test/test-app';
import { makeClientInput } from '../../test/make-client-input';
import { findAuditRows } from '../../test/find-audit-rows';
import { registerAndVerifyClient } from '../../test/register-client';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('admin API', () => {
  const testApp = useTestApp();

  const request = (method: Method, url: string, payload?: unknown, cookie = testApp.adminCookie) =>
    testApp.app.inject({ method, url, payload: payload as object, headers: { cookie } });

  /** The user rows named `username`, read from the database: none or one. */
  const usersNamed = (username: string) =>
    testApp.database.db.select().from(users).where(eq(users.username, username));

  /** A client user that registered and confirmed its email: pending, inactive, waiting for review. */
  const registerClientUser = async (username: string, email: string) => {
    const verified = await registerAndVerifyClient(testApp.app, testApp.database.db, {
      username,
      email,
    });
    expect(readJson(verified, 200)).toMatchObject({ outcome: 'company_pending' });
    const [user] = await usersNamed(username);
    return user!;
  };

  const login = (username: string, password: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  test('the stats of the seeded installation: one approved client, one admin, no requests', async () => {
    const response = await request('GET', '/api/admin/stats');
    expect(readJson(response, 200)).toEqual({
      pendingApproval: 0,
      rejectedClients: 0,
      approvedClients: 1,
      totalRequests: 0,
      totalClients: 1,
      activeClients: 1,
      adminUsers: 1,
      pendingReviews: 0,
    });
  });

  describe('client approval', () => {
    test('a self-registered client waits in the pending list with its inactive user', async () => {
      await registerClientUser('newco', 'owner@newco.example.com');
      const pending = await request('GET', '/api/admin/clients?access=pending');
      expect(readJson(pending, 200)).toMatchObject({
        total: 1,
        items: [
          {
            clientId: 'CL-0002',
            companyName: 'newco',
            status: 'pending_approval',
            uiAccess: false,
            hasPendingRequest: false,
            linkedUsers: [{ username: 'newco', email: 'owner@newco.example.com', isActive: false }],
          },
        ],
      });
      const approved = await request('GET', '/api/admin/clients?access=approved');
      expect(approved.json()).toMatchObject({
        total: 1,
        items: [{ clientId: 'CL-0001', approvedBy: 'admin' }],
      });
      expect((await request('GET', '/api/admin/stats')).json()).toMatchObject({
        pendingApproval: 1,
        approvedClients: 1,
        totalClients: 2,
      });
      expect((await request('GET', '/api/admin/clients?access=everyone')).statusCode).toBe(400);
    });

    test.each([
      [undefined],
      [{}],
      [{ reviewNotes: '' }],
      [{ reviewNotes: '   ' }],
      [{ reviewNotes: null }],
    ])('approve and reject refuse %o with 400 "Please provide review notes"', async (payload) => {
      for (const action of ['approve-client', 'reject-client']) {
        const response = await request('POST', `/api/admin/${action}/CL-0002`, payload);
        expect(readJson(response, 400)).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'reviewNotes: Please provide review notes',
          fields: { reviewNotes: 'Please provide review notes' },
        });
      }
      const [client] = await testApp.database.db
        .select()
        .from(clients)
        .where(eq(clients.clientId, 'CL-0002'));
      expect(client).toMatchObject({ status: 'pending_approval', uiAccess: false });
    });

    test('Create Request opens a pending request with the fixed reason under the signed-in admin; a second is refused', async () => {
      const [client] = await testApp.database.db
        .select()
        .from(clients)
        .where(eq(clients.clientId, 'CL-0002'));
      const response = await request('POST', '/api/admin/approval-requests', {
        clientId: client!.id,
        requestedBy: 'System',
        requestReason: 'anything',
      });
      expect(readJson(response, 201)).toMatchObject({
        clientId: client!.id,
        client: { clientId: 'CL-0002', companyName: 'newco' },
        requestedBy: 'admin',
        requestReason: APPROVAL_REQUEST_REASON,
        status: 'pending',
        reviewedBy: null,
      });
      expect(APPROVAL_REQUEST_REASON).toBe('Client requests UI access for business management');
      const again = await request('POST', '/api/admin/approval-requests', { clientId: 'cl-0002' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('An approval request for newco is already pending');
      const unknown = await request('POST', '/api/admin/approval-requests', {
        clientId: 'CL-9999',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual({ clientId: 'Choose an existing client' });
      const list = await request('GET', '/api/admin/approval-requests');
      expect(list.json()).toMatchObject({
        total: 1,
        items: [{ status: 'pending', client: { companyName: 'newco' } }],
      });
      expect((await request('GET', '/api/admin/stats')).json()).toMatchObject({
        totalRequests: 1,
        pendingReviews: 1,
      });
      const audit = await findAuditRows(testApp.database, { entity: 'client_approval_request' });
      expect(audit).toMatchObject([{ action: 'create', actorName: 'admin' }]);
    });

    test('Approve: approved with UI access by the real admin, users activated, the request reviewed, audit-logged', async () => {
      expect((await login('newco', 'kiwi-harbor-7')).statusCode).toBe(403);
      const response = await request('POST', '/api/admin/approve-client/cl-0002', {
        approvedBy: 'Admin User',
        reviewNotes: ' Verified the business licence ',
      });
      const { client, request: review } = readJson(response, 200);
      expect(client).toMatchObject({
        clientId: 'CL-0002',
        status: 'approved',
        uiAccess: true,
        approvedBy: 'admin',
      });
      expect(Date.now() - Date.parse(client.approvedAt)).toBeLessThan(60_000);
      expect(review).toMatchObject({
        status: 'approved',
        reviewedBy: 'admin',
        reviewNotes: 'Verified the business licence',
        requestedBy: 'admin',
      });
      const requests = await testApp.database.db
        .select()
        .from(clientApprovalRequests)
        .where(eq(clientApprovalRequests.clientId, client.id));
      expect(requests).toHaveLength(1);
      const [user] = await usersNamed('newco');
      expect(user!.isActive).toBe(true);
      expect((await login('newco', 'kiwi-harbor-7')).statusCode).toBe(200);
      const audit = await findAuditRows(testApp.database, {
        entity: 'client',
        entityId: client.id,
        action: 'approve',
      });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorName: 'admin',
        after: { reviewNotes: 'Verified the business licence', linkedUsers: ['newco'] },
      });
      expect((await request('GET', '/api/admin/stats')).json()).toMatchObject({
        pendingApproval: 0,
        approvedClients: 2,
        pendingReviews: 0,
        totalRequests: 1,
      });
    });

    test('Reject: rejected without UI access, open sessions end, sign-in refused; a reviewed request is recorded', async () => {
      const user = await registerClientUser('badco', 'owner@badco.example.com');
      await request('POST', `/api/admin/approve-client/${user.clientId}`, {
        reviewNotes: 'ok for now',
      });
      const clientCookie = await signIn(testApp.app, 'badco', 'kiwi-harbor-7');
      expect((await request('GET', '/api/portal/client', undefined, clientCookie)).statusCode).toBe(
        200,
      );

      const response = await request('POST', `/api/admin/reject-client/${user.clientId}`, {
        rejectedBy: 'Admin User',
        reviewNotes: 'Chargebacks',
      });
      expect(readJson(response, 200)).toMatchObject({
        client: { status: 'rejected', uiAccess: false, approvedBy: null, approvedAt: null },
        request: { status: 'rejected', reviewedBy: 'admin', reviewNotes: 'Chargebacks' },
      });
      expect((await request('GET', '/api/portal/client', undefined, clientCookie)).statusCode).toBe(
        401,
      );
      const again = await login('badco', 'kiwi-harbor-7');
      expect(again.statusCode).toBe(403);
      // Decided, so no longer pending, and not a customer to bill (issue 26, item 1).
      const pending = await request('GET', '/api/admin/clients?access=pending&search=badco');
      expect(pending.json()).toMatchObject({ total: 0, items: [] });
      const options: { id: string }[] = (await request('GET', '/api/clients/options')).json();
      expect(options.map((option) => option.id)).not.toContain(user.clientId);
      const invoice = await request('POST', '/api/invoices', {
        clientId: user.clientId,
        issueDate: '2025-03-01',
        dueDate: '2025-03-31',
        subtotal: '100',
      });
      expect(readJson(invoice, 400).fields).toEqual({
        clientId: 'This client was rejected and cannot be billed',
      });
      const audit = await findAuditRows(testApp.database, {
        entityId: user.clientId!,
        action: 'reject',
      });
      expect(audit).toMatchObject([{ actorName: 'admin' }]);
    });

    test('approving a client does not bring back a session its user held before being deactivated', async () => {
      const user = await registerClientUser('lapsed', 'owner@lapsed.example.com');
      await request('POST', `/api/admin/approve-client/${user.clientId}`, {
        reviewNotes: 'first look',
      });
      const earlier = await signIn(testApp.app, 'lapsed', 'kiwi-harbor-7');
      await testApp.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      const approved = await request('POST', `/api/admin/approve-client/${user.clientId}`, {
        reviewNotes: 'second look',
      });
      expect(approved.statusCode).toBe(200);
      expect((await request('GET', '/api/portal/client', undefined, earlier)).statusCode).toBe(401);
      const fresh = await signIn(testApp.app, 'lapsed', 'kiwi-harbor-7');
      expect((await request('GET', '/api/portal/client', undefined, fresh)).statusCode).toBe(200);
    });

    test('a user registering with an approved client’s email only asks to join it; an admin decides', async () => {
      const created = await request(
        'POST',
        '/api/clients',
        makeClientInput('Harbor Books', { email: 'ops@harbor.example.com' }),
      );
      const client = created.json();
      await request('POST', `/api/admin/approve-client/${client.id}`, {
        reviewNotes: 'Long-standing client',
      });
      const verified = await registerAndVerifyClient(testApp.app, testApp.database.db, {
        username: 'harborops',
        email: 'ops@harbor.example.com',
      });
      expect(readJson(verified, 200)).toEqual({
        outcome: 'join_requested',
        companyName: 'Harbor Books',
      });
      const [user] = await usersNamed('harborops');
      expect(user).toMatchObject({ clientId: null, isActive: false, emailVerified: true });
      const [unchanged] = await testApp.database.db
        .select()
        .from(clients)
        .where(eq(clients.id, client.id));
      expect(unchanged).toMatchObject({ status: 'approved', uiAccess: true });
      const pendingClients = await request('GET', '/api/admin/clients?access=pending');
      expect(pendingClients.json().items.map((item: { id: string }) => item.id)).not.toContain(
        client.id,
      );

      const joins = await request('GET', '/api/admin/join-requests?status=pending');
      expect(readJson(joins, 200)).toMatchObject({
        total: 1,
        items: [
          {
            status: 'pending',
            user: { username: 'harborops', email: 'ops@harbor.example.com' },
            client: {
              id: client.id,
              companyName: 'Harbor Books',
              contactFirstName: client.contactFirstName,
              email: 'ops@harbor.example.com',
              status: 'approved',
            },
          },
        ],
      });
      const joinId = joins.json().items[0].id;
      expect((await login('harborops', 'kiwi-harbor-7')).statusCode).toBe(403);
      const approved = await request('POST', `/api/admin/join-requests/${joinId}/approve`, {
        reviewNotes: 'Their bookkeeper, confirmed by phone',
      });
      expect(readJson(approved, 200)).toMatchObject({ status: 'approved' });
      expect((await usersNamed('harborops'))[0]).toMatchObject({
        clientId: client.id,
        isActive: true,
      });
      expect((await login('harborops', 'kiwi-harbor-7')).statusCode).toBe(200);
      const twice = await request('POST', `/api/admin/join-requests/${joinId}/reject`, {
        reviewNotes: 'changed my mind',
      });
      expect(readJson(twice, 409).message).toBe('This request was already approved');
      const audit = await findAuditRows(testApp.database, {
        entityId: client.id,
        action: 'approve-join',
      });
      expect(audit).toMatchObject([{ actorName: 'admin' }]);
    });

    test('a rejected join request leaves the user unlinked and unable to sign in', async () => {
      const created = await request(
        'POST',
        '/api/clients',
        makeClientInput('Quay Traders', { email: 'desk@quay.example.com' }),
      );
      await request('POST', `/api/admin/approve-client/${created.json().id}`, {
        reviewNotes: 'ok',
      });
      await registerAndVerifyClient(testApp.app, testApp.database.db, {
        username: 'quaydesk',
        email: 'desk@quay.example.com',
        remoteAddress: '203.0.113.9',
      });
      const joins = await request('GET', '/api/admin/join-requests?search=quay');
      const joinId = joins.json().items[0].id;
      expect(
        (await request('POST', `/api/admin/join-requests/${joinId}/reject`, {})).statusCode,
      ).toBe(400);
      const rejected = await request('POST', `/api/admin/join-requests/${joinId}/reject`, {
        reviewNotes: 'Nobody at Quay knows this person',
      });
      expect(readJson(rejected, 200)).toMatchObject({ status: 'rejected' });
      expect((await usersNamed('quaydesk'))[0]).toMatchObject({ clientId: null, isActive: false });
      expect((await login('quaydesk', 'kiwi-harbor-7')).statusCode).toBe(403);
      const unknown = await request(
        'POST',
        '/api/admin/join-requests/00000000-0000-4000-8000-000000000000/approve',
        { reviewNotes: 'x' },
      );
      expect(unknown.statusCode).toBe(404);
    });

    test('an unknown client answers 404', async () => {
      const response = await request(
        'POST',
        '/api/admin/approve-client/00000000-0000-4000-8000-000000000000',
        { reviewNotes: 'x' },
      );
      expect(response.statusCode).toBe(404);
      expect(
        (await request('POST', '/api/admin/reject-client/CL-4040', { reviewNotes: 'x' }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('admin users', () => {
    let setupLink: string;

    test('the super admin creates an admin: users + admin_users rows, no password, a hashed one-time link', async () => {
      const response = await request('POST', '/api/admin/users', {
        username: 'jordan',
        email: 'Jordan@Example.com',
      });
      const created = readJson(response, 201);
      expect(created).toMatchObject({
        username: 'jordan',
        email: 'jordan@example.com',
        role: 'admin',
        isActive: false,
        hasPassword: false,
      });
      expect(created.setupLink).toMatch(/^\/set-password\/[A-Za-z0-9_-]{43}$/);
      setupLink = created.setupLink;
      const token = setupLink.split('/').pop()!;
      const [user] = await usersNamed('jordan');
      expect(user).toMatchObject({
        role: 'admin',
        userType: 'backend',
        passwordHash: null,
        isActive: false,
      });
      const [profile] = await testApp.database.db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.userId, user!.id));
      expect(profile).toMatchObject({ username: 'jordan', role: 'admin' });
      const [stored] = await testApp.database.db
        .select()
        .from(passwordSetupTokens)
        .where(eq(passwordSetupTokens.userId, user!.id));
      expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(stored!.tokenHash).not.toContain(token);
      const audit = await findAuditRows(testApp.database, {
        entity: 'admin_user',
        entityId: user!.id,
      });
      expect(audit).toMatchObject([
        { action: 'create', actorName: 'admin', after: { username: 'jordan', role: 'admin' } },
      ]);
      expect(JSON.stringify(audit)).not.toContain(token);
    });

    test('the list shows role and Active/Inactive; the link activates the admin once', async () => {
      const before = (await request('GET', '/api/admin/users')).json();
      expect(before.total).toBe(2);
      expect(before.items[0]).toMatchObject({
        username: 'jordan',
        role: 'admin',
        isActive: false,
        hasPassword: false,
      });
      expect(before.items[1]).toMatchObject({
        username: 'admin',
        role: 'super_admin',
        isActive: true,
        hasPassword: true,
      });
      const token = setupLink.split('/').pop();
      const set = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/set-password',
        payload: { token, password: 'jordan-pass' },
      });
      expect(set.statusCode).toBe(200);
      const reused = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/set-password',
        payload: { token, password: 'other-pass' },
      });
      expect(reused.statusCode).toBe(400);
      const after = (await request('GET', '/api/admin/users')).json();
      expect(after.items[0]).toMatchObject({
        username: 'jordan',
        isActive: true,
        hasPassword: true,
      });
    });

    test('a plain admin reads the list and approves clients, but cannot create admins (403)', async () => {
      const jordanCookie = await signIn(testApp.app, 'jordan', 'jordan-pass');
      expect((await request('GET', '/api/admin/users', undefined, jordanCookie)).statusCode).toBe(
        200,
      );
      const create = await request(
        'POST',
        '/api/admin/users',
        { username: 'sneaky', email: 'sneaky@example.com' },
        jordanCookie,
      );
      expect(create.statusCode).toBe(403);
      expect(await usersNamed('sneaky')).toEqual([]);
      const user = await registerClientUser('jordanco', 'owner@jordanco.example.com');
      const approve = await request(
        'POST',
        `/api/admin/approve-client/${user.clientId}`,
        { reviewNotes: 'Checked by Jordan' },
        jordanCookie,
      );
      expect(approve.json().client.approvedBy).toBe('jordan');
      // The outbox holds links that confirm other people's addresses: super admins only.
      const outbox = await request('GET', '/api/admin/outbox', undefined, jordanCookie);
      expect(outbox.statusCode).toBe(403);
      const read = await request('GET', '/api/admin/outbox?search=jordanco');
      expect(readJson(read, 200)).toMatchObject({
        total: 1,
        items: [
          {
            toAddress: 'owner@jordanco.example.com',
            subject: 'Confirm your email address for PayLab',
            body: expect.stringMatching(/http:\/\/localhost:5000\/verify-email\/[\w-]{43}/),
          },
        ],
      });
    });

    test.each([
      [
        { username: 'jordan', email: 'new@example.com' },
        409,
        'The username jordan is already taken',
      ],
      [
        { username: 'Jordan', email: 'new@example.com' },
        409,
        'The username Jordan is already taken',
      ],
      [
        { username: 'jordan2', email: 'ADMIN@example.com' },
        409,
        'An account with the email admin@example.com already exists',
      ],
    ])('refuses a duplicate %o', async (payload, status, message) => {
      const response = await request('POST', '/api/admin/users', payload);
      expect(response.statusCode).toBe(status);
      const field = message.includes('username') ? 'username' : 'email';
      expect(response.json()).toEqual({ code: 'CONFLICT', message, fields: { [field]: message } });
    });

    test.each([
      [{ email: 'a@example.com' }, 'username', 'Username is required'],
      [{ username: '', email: 'a@example.com' }, 'username', 'Username is required'],
      [
        { username: 'a b', email: 'a@example.com' },
        'username',
        'Use letters, digits, dots, dashes or underscores',
      ],
      [{ username: 'ab' }, 'email', 'Email is required'],
      [{ username: 'ab', email: 'nope' }, 'email', 'Enter a valid email address'],
      [
        { username: 'ab', email: 'a@example.com', role: 'client' },
        'role',
        'Choose Admin or Super Admin',
      ],
      [{ username: 'ab', email: 'a@example.com', password: 'x' }, 'password', 'Unknown field'],
    ])('refuses %o with 400 naming %s', async (payload, field, message) => {
      const response = await request('POST', '/api/admin/users', payload);
      expect(readJson(response, 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: message },
      });
    });

    test('a super admin can create another super admin', async () => {
      const response = await request('POST', '/api/admin/users', {
        username: 'casey',
        email: 'casey@example.com',
        role: 'super_admin',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().role).toBe('super_admin');
    });
  });

  test('client users get 403 from every admin call', async () => {
    const clientCookie = await testApp.signInDemoClient();
    for (const [method, url] of [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/clients?access=pending'],
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/approve-client/CL-0001'],
    ] as const) {
      expect((await request(method, url, { reviewNotes: 'x' }, clientCookie)).statusCode).toBe(403);
    }
  });
});
