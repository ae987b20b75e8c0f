import { beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients } from '@paylab/db';
import { readJson, useTestApp } from '../../test/test-app';
import { makeClientInput } from '../../test/make-client-input';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('client portal', () => {
  const testApp = useTestApp();
  let clientCookie: string;
  let ownClientId: string;
  let ownInvoiceId: string;
  let otherInvoiceId: string;

  const request = (method: Method, url: string, cookie: string, payload?: unknown) =>
    testApp.app.inject({ method, url, payload: payload as object, headers: { cookie } });

  beforeAll(async () => {
    clientCookie = await testApp.signInDemoClient();
    const [own] = await testApp.database.db
      .select()
      .from(clients)
      .where(eq(clients.clientId, 'CL-0001'));
    ownClientId = own!.id;
    const other = await request(
      'POST',
      '/api/clients',
      testApp.adminCookie,
      makeClientInput('Other Co'),
    );
    const ownInvoice = await request('POST', '/api/invoices', testApp.adminCookie, {
      clientId: ownClientId,
      issueDate: '2025-02-01',
      status: 'sent',
      items: [{ description: 'Monthly bookkeeping', quantity: 1, unitPrice: '400.00' }],
    });
    ownInvoiceId = ownInvoice.json().id;
    // 400.00 + 8.75% (35.00) = 435.00; 100.00 paid leaves 335.00.
    await request('POST', `/api/invoices/${ownInvoiceId}/payments`, testApp.adminCookie, {
      amount: '100.00',
      paymentDate: '2025-02-10',
    });
    const otherInvoice = await request('POST', '/api/invoices', testApp.adminCookie, {
      clientId: other.json().id,
      issueDate: '2025-02-01',
      subtotal: '999.00',
    });
    otherInvoiceId = otherInvoice.json().id;
  });

  test('the client reads its own company profile', async () => {
    const response = await request('GET', '/api/portal/client', clientCookie);
    expect(readJson(response, 200)).toMatchObject({
      id: ownClientId,
      clientId: 'CL-0001',
      companyName: 'Brightside Bakery LLC',
    });
  });

  test('listing returns only its own invoices, and the summary covers only them', async () => {
    const response = await request('GET', '/api/portal/invoices', clientCookie);
    const body = readJson(response, 200);
    expect(body.items.map((invoice: { id: string }) => invoice.id)).toEqual([ownInvoiceId]);
    expect(body).toMatchObject({
      total: 1,
      // The cards count money (ADR 0014): 435.00 billed, 100.00 paid, 335.00 outstanding.
      summary: { totalInvoiced: '435.00', paid: '100.00', outstanding: '335.00' },
    });
    expect(body.items[0]).toMatchObject({ amountPaid: '100.00', balanceDue: '335.00' });
    const searchingOther = await request('GET', '/api/portal/invoices?search=Other', clientCookie);
    expect(searchingOther.json().total).toBe(0);
  });

  test('a draft is not shown to the client; the cards add up to the balance due; a cancelled invoice owes nothing and is not overdue', async () => {
    const created: string[] = [];
    for (const [status, subtotal] of [
      ['draft', '100.00'],
      ['cancelled', '50.00'],
      ['sent', '200.00'],
    ] as const) {
      const invoice = await request('POST', '/api/invoices', testApp.adminCookie, {
        clientId: ownClientId,
        issueDate: '2025-03-01',
        taxRate: '0',
        status,
        subtotal,
        notes: status === 'draft' ? 'Internal: check the hours with Sam before sending' : undefined,
      });
      expect(invoice.statusCode).toBe(201);
      created.push(invoice.json().id);
    }
    const [draftId, cancelledId, sentId] = created as [string, string, string];
    const payment = await request('POST', `/api/invoices/${sentId}/payments`, testApp.adminCookie, {
      amount: '50.00',
      paymentDate: '2025-03-05',
    });
    expect(payment.statusCode).toBe(201);
    const response = await request('GET', '/api/portal/invoices', clientCookie);
    const body = readJson(response, 200);
    expect((body.items as { id: string }[]).map((invoice) => invoice.id).sort()).toEqual(
      [ownInvoiceId, cancelledId, sentId].sort(),
    );
    // Billed 435.00 + 200.00 = 635.00 (the cancelled 50.00 is billed to nobody); paid 100.00 + 50.00 =
    // 150.00; outstanding 635.00 - 150.00 = 485.00, the two rows' balance due 335.00 + 150.00.
    expect(body.summary).toMatchObject({
      totalInvoiced: '635.00',
      paid: '150.00',
      outstanding: '485.00',
    });
    // The cancelled invoice owes nothing (ADR 0016), so every row's balance adds up to Outstanding.
    expect(
      (body.items as { balanceDue: string }[]).map((invoice) => invoice.balanceDue).sort(),
    ).toEqual(['0.00', '150.00', '335.00']);
    // Long past every due date: the two owed invoices are overdue; the cancelled one is not.
    const later = await request('GET', '/api/portal/invoices?today=2099-01-01', clientCookie);
    expect(later.json().summary.overdueCount).toBe(2);
    expect((await request('GET', `/api/portal/invoices/${draftId}`, clientCookie)).statusCode).toBe(
      404,
    );
    expect(
      (await request('GET', `/api/portal/invoices/${draftId}/pdf`, clientCookie)).statusCode,
    ).toBe(404);
    // Once sent, the client sees it.
    const sent = await request('PUT', `/api/invoices/${draftId}`, testApp.adminCookie, {
      clientId: ownClientId,
      status: 'sent',
    });
    expect(sent.statusCode).toBe(200);
    expect((await request('GET', `/api/portal/invoices/${draftId}`, clientCookie)).statusCode).toBe(
      200,
    );
    // The staff screen lists all four and counts payments as the portal does (ADR 0035): billed
    // 785.00 with the cancelled 50.00 (the spec's Total Invoiced); received 100.00 + 50.00; owed on the
    // sent ones 335.00 + 150.00 + the newly sent 100.00 = 585.00.
    const staff = await request(
      'GET',
      `/api/invoices?clientId=${ownClientId}`,
      testApp.adminCookie,
    );
    expect(staff.json().summary).toMatchObject({
      totalInvoiced: '785.00',
      paid: '150.00',
      outstanding: '585.00',
    });
  });

  test('the status filter takes the issued statuses; Draft, never shown to a client, is refused naming status (400)', async () => {
    const draftFilter = await request('GET', '/api/portal/invoices?status=draft', clientCookie);
    expect(readJson(draftFilter, 400)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'status: Choose sent, paid, overdue or cancelled',
      fields: { status: 'Choose sent, paid, overdue or cancelled' },
    });
    // The staff list keeps Draft.
    expect(
      (await request('GET', '/api/invoices?status=draft', testApp.adminCookie)).statusCode,
    ).toBe(200);
    expect((await request('GET', '/api/portal/invoices?status=all', clientCookie)).statusCode).toBe(
      200,
    );
    const sent = await request('GET', '/api/portal/invoices?status=sent', clientCookie);
    expect(sent.statusCode).toBe(200);
    const sentItems = sent.json().items as { id: string; status: string }[];
    expect(sentItems.map((invoice) => invoice.id)).toContain(ownInvoiceId);
    expect(sentItems.filter((invoice) => invoice.status !== 'sent')).toEqual([]);
  });

  test('the client cannot widen its scope with a clientId filter', async () => {
    const [other] = await testApp.database.db
      .select()
      .from(clients)
      .where(eq(clients.companyName, 'Other Co'));
    const response = await request(
      'GET',
      `/api/portal/invoices?clientId=${other!.id}`,
      clientCookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ clientId: 'Unknown field' });
  });

  test('its own invoice opens with items, payments and balance, and as a PDF', async () => {
    const detail = await request('GET', `/api/portal/invoices/${ownInvoiceId}`, clientCookie);
    expect(readJson(detail, 200)).toMatchObject({
      totalAmount: '435.00',
      amountPaid: '100.00',
      balanceDue: '335.00',
      items: [{ description: 'Monthly bookkeeping', totalPrice: '400.00' }],
      payments: [{ amount: '100.00', paymentDate: '2025-02-10' }],
    });
    const pdf = await request('GET', `/api/portal/invoices/${ownInvoiceId}/pdf`, clientCookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  test('another client’s invoice is not found (404), as JSON and as a PDF', async () => {
    const detail = await request('GET', `/api/portal/invoices/${otherInvoiceId}`, clientCookie);
    expect(readJson(detail, 404)).toEqual({ code: 'NOT_FOUND', message: 'Invoice not found' });
    expect(
      (await request('GET', `/api/portal/invoices/${otherInvoiceId}/pdf`, clientCookie)).statusCode,
    ).toBe(404);
  });

  test('the staff invoice and client calls are refused (403), and nothing can be written', async () => {
    for (const [method, url] of [
      ['GET', '/api/invoices'],
      ['GET', `/api/invoices/${ownInvoiceId}`],
      ['GET', `/api/invoices/${otherInvoiceId}/pdf`],
      ['POST', '/api/invoices'],
      ['PUT', `/api/invoices/${ownInvoiceId}`],
      ['DELETE', `/api/invoices/${ownInvoiceId}`],
      ['POST', `/api/invoices/${ownInvoiceId}/payments`],
      ['GET', '/api/clients'],
      ['GET', '/api/clients/options'],
    ] as const) {
      const response = await request(method, url, clientCookie, method === 'GET' ? undefined : {});
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 403 });
    }
  });

  test('staff have no portal of their own (403)', async () => {
    expect((await request('GET', '/api/portal/invoices', testApp.adminCookie)).statusCode).toBe(
      403,
    );
  });

  test('access ends at once when the client is suspended, even in an open session', async () => {
    const client = (
      await request('GET', `/api/clients/${ownClientId}`, testApp.adminCookie)
    ).json();
    const suspended = await request('PUT', `/api/clients/${ownClientId}`, testApp.adminCookie, {
      ...client,
      uiAccess: undefined,
      approvedAt: undefined,
      approvedBy: undefined,
      status: 'suspended',
    });
    expect(suspended.statusCode).toBe(200);
    const response = await request('GET', '/api/portal/invoices', clientCookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Your client portal access is not active. Please contact your administrator.',
    );
    expect(
      (await request('GET', `/api/portal/invoices/${ownInvoiceId}`, clientCookie)).statusCode,
    ).toBe(403);
  });
});
