import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, users } from '@paylab/db';
import { makeClientInput } from './make-client-input';
import {
  CLIENT_PASSWORD,
  readVerificationToken,
  registerAndVerifyClient,
  registerClient,
} from './register-client';
import { readJson, sendWithSession, signIn, useTestApp } from './test-app';

/**
 * Issue 26, item 1, scripted end to end through the HTTP API: a stranger registers with the contact
 * email of an approved company that has invoices and no portal user yet. Before the fix, the
 * registration linked the stranger to the company, put the company back in the pending list with
 * every field looking right, and one approval handed over its invoices; the real contact could no
 * longer register with its own address.
 */
describe('account takeover through registration', () => {
  const testApp = useTestApp();
  const VICTIM_EMAIL = 'ops@harbor.example.com';

  test('a stranger with an approved client’s email gets nothing, and never blocks the real contact', async () => {
    const created = await testApp.sendAsAdmin(
      'POST',
      '/api/clients',
      makeClientInput('Harbor Books', { email: VICTIM_EMAIL }),
    );
    const harbor = readJson(created, 201);
    await testApp.sendAsAdmin('POST', `/api/admin/approve-client/${harbor.id}`, {
      reviewNotes: 'Long-standing client',
    });
    const invoice = await testApp.sendAsAdmin('POST', '/api/invoices', {
      clientId: harbor.id,
      issueDate: '2025-04-01',
      dueDate: '2025-05-01',
      subtotal: '2500',
    });
    expect(invoice.statusCode).toBe(201);

    // 1. The stranger registers with the victim's address and the victim's company name.
    const attack = await registerClient(testApp.app, {
      username: 'mallory',
      email: VICTIM_EMAIL,
      companyName: 'Harbor Books',
      remoteAddress: '203.0.113.66',
    });
    expect(attack.statusCode).toBe(201);
    const [mallory] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'mallory'));
    expect(mallory).toMatchObject({ clientId: null, isActive: false, emailVerified: false });
    // The link went to the victim's mailbox; the test reads it only to show at the end that it dies.
    const strangerToken = await readVerificationToken(testApp.database.db, VICTIM_EMAIL);

    // 2. The company is untouched and does not reappear as pending.
    const [afterAttack] = await testApp.database.db
      .select()
      .from(clients)
      .where(eq(clients.id, harbor.id));
    expect(afterAttack).toMatchObject({ status: 'approved', uiAccess: true });
    const pending = await testApp.sendAsAdmin('GET', '/api/admin/clients?access=pending');
    expect(pending.json().items.map((item: { id: string }) => item.id)).not.toContain(harbor.id);

    // 3. Without the mailbox the stranger cannot confirm: a guessed link fails, the outbox is closed.
    const guessed = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: 'A'.repeat(43) },
    });
    expect(guessed.statusCode).toBe(400);
    const outboxSignedOut = await testApp.app.inject({ method: 'GET', url: '/api/admin/outbox' });
    expect(outboxSignedOut.statusCode).toBe(401);
    const demoClient = await signIn(testApp.app, 'client', 'client123');
    expect(
      (await sendWithSession(testApp.app, demoClient, 'GET', '/api/admin/outbox')).statusCode,
    ).toBe(403);
    const signInAttempt = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'mallory', password: CLIENT_PASSWORD },
    });
    expect(signInAttempt.statusCode).toBe(403);

    // 4. An admin approving the company again hands the stranger nothing.
    await testApp.sendAsAdmin('POST', `/api/admin/approve-client/${harbor.id}`, {
      reviewNotes: 'Routine re-approval',
    });
    const stillRefused = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'mallory', password: CLIENT_PASSWORD },
    });
    expect(stillRefused.statusCode).toBe(403);

    // 5. The real contact registers with the same address, confirms it, and asks to join.
    const owner = await registerAndVerifyClient(testApp.app, testApp.database.db, {
      username: 'harbor-ops',
      email: VICTIM_EMAIL,
      remoteAddress: '198.51.100.200',
    });
    expect(readJson(owner, 200)).toEqual({
      outcome: 'join_requested',
      companyName: 'Harbor Books',
    });
    const strangers = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'mallory'));
    expect(strangers).toEqual([]);
    // The stranger's link went with the account.
    const late = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: strangerToken },
    });
    expect(late.statusCode).toBe(400);
  });
});
