import { describe, expect, test, vi } from 'vitest';
import { readJson, useTestApp } from './test-app';
import { createEmployeeViaApi, makeEmployeeInput } from '../modules/payroll/payroll-test-support';
import { makeClientInput } from './make-client-input';

/**
 * Two people edit the same record (ADR 0020): each form sends the version it loaded as If-Match,
 * and the second save, made from a version the first one replaced, is refused with 412 instead of
 * silently overwriting it. A request without If-Match still writes, as the spec's client does.
 */
describe('edits carry the version they were made from', () => {
  const testApp = useTestApp();

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, ifMatch?: string) =>
    testApp.app.inject({
      method,
      url,
      payload: payload as object,
      headers: {
        cookie: testApp.adminCookie,
        ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
      },
    });

  /** Reads a record the way an edit form opens it: its body and its ETag. */
  const open = async (url: string) => {
    const response = await send('GET', url);
    const body = readJson(response, 200);
    expect(response.headers.etag).toBe(`"${body.updatedAt}"`);
    return { body, etag: response.headers.etag as string };
  };

  const expectStale = (response: Awaited<ReturnType<typeof send>>, recordName: string) => {
    expect(readJson(response, 412)).toEqual({
      code: 'PRECONDITION_FAILED',
      message: `Someone else changed this ${recordName} after you opened it. Reload it to see their changes, then make yours again.`,
    });
  };

  /** Creates an employee to edit: its URL, and a save of a new last name made from `etag`. */
  const createEmployeeToEdit = async (employeeId: string, lastName: string) => {
    const created = await createEmployeeViaApi(testApp.app, testApp.adminCookie, {
      employeeId,
      lastName,
    });
    const url = `/api/employees/${created.id}`;
    const saveLastName = (newLastName: string, etag: string) =>
      send('PUT', url, makeEmployeeInput({ employeeId, lastName: newLastName }), etag);
    return { url, saveLastName };
  };

  test('an employee: the second of two edits from the same version is refused and changes nothing', async () => {
    const { url, saveLastName } = await createEmployeeToEdit('VER-001', 'Original');
    const first = await open(url);
    const second = await open(url);

    const saved = await saveLastName('First', first.etag);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().lastName).toBe('First');
    expect(saved.headers.etag).toBe(`"${saved.json().updatedAt}"`);
    expect(saved.headers.etag).not.toBe(first.etag);

    expectStale(await saveLastName('Second', second.etag), 'employee');
    expect((await open(url)).body.lastName).toBe('First');

    // Reloaded, the second person's edit goes through.
    const reloaded = await open(url);
    const retried = await saveLastName('Second', reloaded.etag);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().lastName).toBe('Second');
  });

  test('a client: stale versions, weak tags and a list of tags; no If-Match and * still write', async () => {
    const created = await send('POST', '/api/clients', makeClientInput('Version Works'));
    expect(created.statusCode).toBe(201);
    const url = `/api/clients/${created.json().id}`;
    const loaded = await open(url);
    const edit = (companyName: string) => ({ ...loaded.body, companyName });

    expect((await send('PUT', url, edit('Version Works Two'), loaded.etag)).statusCode).toBe(200);
    expectStale(await send('PUT', url, edit('Stale Name'), loaded.etag), 'client');
    // If-Match compares strongly: a weak tag of the current version does not match (RFC 9110, 13.1.1).
    const current = await open(url);
    expectStale(await send('PUT', url, edit('Weak Name'), `W/${current.etag}`), 'client');
    expect((await open(url)).body.companyName).toBe('Version Works Two');
    // Any tag of a list may match.
    expect(
      (await send('PUT', url, edit('Listed Name'), `${loaded.etag}, ${current.etag}`)).statusCode,
    ).toBe(200);
    expect((await send('PUT', url, edit('Any Version'), '*')).statusCode).toBe(200);
    const unversioned = await send('PUT', url, edit('No Version'));
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.json().companyName).toBe('No Version');
  });

  /** A sent invoice of 200.00, opened in the edit form before anything else happens to it. */
  const openSentInvoice = async () => {
    const clients = await send('GET', '/api/clients/options');
    const input = {
      clientId: clients.json()[0].id,
      issueDate: '2025-03-03',
      dueDate: '2025-04-02',
      subtotal: '200.00',
      taxRate: '0',
      status: 'sent',
    };
    const created = await send('POST', '/api/invoices', input);
    expect(created.statusCode).toBe(201);
    const url = `/api/invoices/${created.json().id}`;
    return { input, url, loaded: await open(url) };
  };

  /** Records an ACH payment of `amount` on 2025-03-10 against the invoice at `url`. */
  const recordPayment = (url: string, amount: string) =>
    send('POST', `${url}/payments`, { amount, paymentDate: '2025-03-10', paymentMethod: 'ACH' });

  test('an invoice opened before a payment was recorded cannot be saved over it', async () => {
    const { input, url, loaded } = await openSentInvoice();

    const payment = await recordPayment(url, '200.00');
    expect(payment.statusCode).toBe(201);
    // The form still shows 'sent' and the old notes; saving them would be made from a replaced version.
    expectStale(
      await send('PUT', url, { ...input, notes: 'Edited after payment' }, loaded.etag),
      'invoice',
    );
    const after = await open(url);
    expect(after.body).toMatchObject({ status: 'paid', paymentDate: '2025-03-10', notes: null });
    expect(after.etag).not.toBe(loaded.etag);
  });

  test('a part-payment gives the invoice a new version, so an edit opened before it is refused', async () => {
    const { input, url, loaded } = await openSentInvoice();

    expect((await recordPayment(url, '50.00')).statusCode).toBe(201);
    const after = await open(url);
    expect(after.body).toMatchObject({ status: 'sent', amountPaid: '50.00' });
    expect(after.etag).not.toBe(loaded.etag);
    expectStale(await send('PUT', url, { ...input, status: 'paid' }, loaded.etag), 'invoice');
  });

  test('two saves within one millisecond still leave two versions', async () => {
    const { url, saveLastName } = await createEmployeeToEdit('VER-002', 'Clock');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const first = await open(url);
      const second = await saveLastName('One', first.etag);
      expect(second.statusCode).toBe(200);
      const third = await saveLastName('Two', second.headers.etag as string);
      expect(third.statusCode).toBe(200);
      expect(third.headers.etag).not.toBe(second.headers.etag);
      // An edit made from the middle version is stale although the clock has not moved.
      expectStale(await saveLastName('Late', second.headers.etag as string), 'employee');
      expect((await open(url)).body.lastName).toBe('Two');
    } finally {
      vi.useRealTimers();
    }
  });

  test('the API docs list If-Match, the 412 answer and the ETag on each record route', async () => {
    const response = await send('GET', '/api/docs/json');
    const { paths } = readJson(response, 200);
    for (const path of ['/api/employees/{id}', '/api/clients/{id}', '/api/invoices/{id}']) {
      const edit = paths[path].put;
      expect(edit.parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'if-match', required: false }),
      );
      expect(edit.responses['412'].description).toMatch(/^PRECONDITION_FAILED/);
      expect(edit.responses['412'].content['application/json'].schema.required).toEqual([
        'code',
        'message',
      ]);
      for (const answer of [paths[path].get.responses['200'], edit.responses['200']]) {
        expect(answer.headers.etag).toMatchObject({
          schema: { type: 'string' },
          description: expect.stringMatching(/If-Match/),
        });
        expect(answer.content['application/json'].schema).not.toHaveProperty('headers');
      }
    }
  });
});
