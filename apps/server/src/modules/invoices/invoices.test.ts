import { beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { readPdfText } from '../../test/read-pdf';
import {
  auditLog,
  clients,
  invoiceItems,
  invoiceNumberCounters,
  invoices,
  payments,
} from '@paylab/db';
import { formatMoney, parseMoney } from '@paylab/shared';
import { getTestDatabaseKind } from '@paylab/db/testing';
import { useTestApp } from '../../test/test-app';
import { makeClientInput } from '../../test/make-client-input';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('invoices API', () => {
  const testApp = useTestApp();
  let brightsideId: string;
  let northwindId: string;

  const request = (method: Method, url: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { cookie: testApp.adminCookie },
    });

  const createInvoice = async (payload: Record<string, unknown>) => {
    const response = await request('POST', '/api/invoices', payload);
    if (response.statusCode !== 201)
      throw new Error(`create failed: ${response.statusCode} ${response.body}`);
    return response.json();
  };

  /** Adds a client through the API and answers its id. */
  const createClient = async (payload: Record<string, unknown>): Promise<string> => {
    const response = await request('POST', '/api/clients', payload);
    if (response.statusCode !== 201)
      throw new Error(`create client failed: ${response.statusCode} ${response.body}`);
    return response.json().id;
  };

  beforeAll(async () => {
    const [seeded] = await testApp.database.db
      .select()
      .from(clients)
      .where(eq(clients.clientId, 'CL-0001'));
    brightsideId = seeded!.id;
    northwindId = await createClient(makeClientInput('Northwind Traders', { paymentTerms: 45 }));
  });

  describe('create', () => {
    test('numbers the first invoice of the issue year INV-2025-0001 and computes tax and total on the server', async () => {
      const invoice = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-01-05',
        dueDate: '2025-02-04',
        subtotal: '1000',
        taxRate: '0.0875',
        taxAmount: '1.00',
        totalAmount: '999999.00',
        status: 'sent',
        paymentMethod: 'ACH',
        notes: 'January bookkeeping',
      });
      // 1000.00 x 0.0875 = 87.50; 1000.00 + 87.50 = 1087.50 (the client's tax and total are ignored).
      expect(invoice).toMatchObject({
        invoiceNumber: 'INV-2025-0001',
        client: { id: brightsideId, clientId: 'CL-0001', companyName: 'Brightside Bakery LLC' },
        issueDate: '2025-01-05',
        dueDate: '2025-02-04',
        subtotal: '1000.00',
        taxRate: '0.0875',
        taxAmount: '87.50',
        totalAmount: '1087.50',
        status: 'sent',
        paymentDate: null,
        paymentMethod: 'ACH',
        notes: 'January bookkeeping',
        amountPaid: '0.00',
        balanceDue: '1087.50',
        items: [],
        payments: [],
      });
      const audit = await testApp.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, invoice.id)));
      expect(audit).toMatchObject([{ action: 'create', actorName: 'admin' }]);
    });

    test('rounds tax half-up to the cent', async () => {
      // 10.05 x 0.0875 = 0.879375 → 0.88; total 10.05 + 0.88 = 10.93.
      const invoice = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-01-06',
        subtotal: 10.05,
        taxRate: 0.0875,
      });
      expect(invoice).toMatchObject({
        invoiceNumber: 'INV-2025-0002',
        taxAmount: '0.88',
        totalAmount: '10.93',
      });
      // 0.10 x 0.0250 = 0.0025 → 0.00 (below half a cent).
      const tiny = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-01-06',
        subtotal: '0.10',
        taxRate: '0.025',
      });
      expect(tiny).toMatchObject({ taxAmount: '0.00', totalAmount: '0.10' });
      // 0.20 x 0.0250 = 0.005 → 0.01 (exactly half rounds up).
      const half = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-01-06',
        subtotal: '0.20',
        taxRate: '0.025',
      });
      expect(half).toMatchObject({ taxAmount: '0.01', totalAmount: '0.21' });
    });

    test('defaults: draft, tax rate 0.0875, due date = issue date + the client’s payment terms', async () => {
      const invoice = await createInvoice({
        clientId: northwindId,
        issueDate: '2025-01-05',
        subtotal: '200.00',
      });
      // Northwind's terms are 45 days: Jan 05 + 26 days = Jan 31, + 19 more = Feb 19.
      // 200.00 x 0.0875 = 17.50; total 217.50.
      expect(invoice).toMatchObject({
        status: 'draft',
        taxRate: '0.0875',
        dueDate: '2025-02-19',
        taxAmount: '17.50',
        totalAmount: '217.50',
      });
      const brightside = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-12-15',
        subtotal: '1',
        dueDate: '',
      });
      // Brightside's terms are 30 days: Dec 15 + 16 = Dec 31, + 14 = Jan 14 of the next year.
      expect(brightside.dueDate).toBe('2026-01-14');
    });

    test('with items, the subtotal is their sum; each line is quantity x unit price rounded half-up', async () => {
      const invoice = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-02-01',
        subtotal: '5.00',
        items: [
          { description: 'Bookkeeping (hours)', quantity: 7.5, unitPrice: '125' },
          { description: 'Payroll runs', quantity: '3', unitPrice: 19.99 },
          { description: 'Mileage', quantity: '1.5', unitPrice: '0.35' },
        ],
      });
      // 7.5 x 125.00 = 937.50; 3 x 19.99 = 59.97; 1.5 x 0.35 = 0.525 → 0.53.
      // Subtotal 937.50 + 59.97 + 0.53 = 998.00; tax 998.00 x 0.0875 = 87.325 → 87.33; total 1085.33.
      expect(invoice.items).toEqual([
        {
          id: expect.any(String),
          description: 'Bookkeeping (hours)',
          quantity: '7.50',
          unitPrice: '125.00',
          totalPrice: '937.50',
        },
        {
          id: expect.any(String),
          description: 'Payroll runs',
          quantity: '3.00',
          unitPrice: '19.99',
          totalPrice: '59.97',
        },
        {
          id: expect.any(String),
          description: 'Mileage',
          quantity: '1.50',
          unitPrice: '0.35',
          totalPrice: '0.53',
        },
      ]);
      expect(invoice).toMatchObject({
        subtotal: '998.00',
        taxAmount: '87.33',
        totalAmount: '1085.33',
        itemCount: 3,
      });
    });

    test('a typed number is kept; a duplicate is refused with 409 and the counter skips typed numbers', async () => {
      const typed = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-03-01',
        subtotal: 1,
        invoiceNumber: 'inv-2025-0008',
      });
      expect(typed.invoiceNumber).toBe('INV-2025-0008');
      const custom = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-03-01',
        subtotal: 1,
        invoiceNumber: 'ACME/2025/1',
      });
      expect(custom.invoiceNumber).toBe('ACME/2025/1');
      const before = await testApp.database.db.select({ id: invoices.id }).from(invoices);
      const duplicate = await request('POST', '/api/invoices', {
        clientId: brightsideId,
        subtotal: 1,
        invoiceNumber: 'INV-2025-0008',
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({
        code: 'CONFLICT',
        message:
          'Invoice number INV-2025-0008 already exists. Choose another number or leave it empty to generate one.',
      });
      // A typed number in other letters is the same number (migration 0015).
      const otherCase = await request('POST', '/api/invoices', {
        clientId: brightsideId,
        subtotal: 1,
        invoiceNumber: 'acme/2025/1',
      });
      expect(otherCase.statusCode).toBe(409);
      expect(otherCase.json().message).toBe(
        'Invoice number acme/2025/1 already exists. Choose another number or leave it empty to generate one.',
      );
      const renamed = await request('PUT', `/api/invoices/${typed.id}`, { clientId: brightsideId, invoiceNumber: 'Acme/2025/1' });
      expect(renamed.statusCode).toBe(409);
      expect(await testApp.database.db.select({ id: invoices.id }).from(invoices)).toHaveLength(
        before.length,
      );
      // The invoice's own number in other letters is still its own.
      const recased = await request('PUT', `/api/invoices/${custom.id}`, { clientId: brightsideId, invoiceNumber: 'Acme/2025/1' });
      expect(recased.statusCode).toBe(200);
      expect(recased.json().invoiceNumber).toBe('Acme/2025/1');
      // 0001-0007 are taken by the tests above; 0008 was typed, so the next generated number is 0009.
      const next = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-03-02',
        subtotal: 1,
      });
      expect(next.invoiceNumber).toBe('INV-2025-0009');
    });

    test('a failed create gives its number back; a deleted invoice keeps its number retired', async () => {
      const failed = await request('POST', '/api/invoices', {
        clientId: '00000000-0000-4000-8000-000000000000',
        issueDate: '2025-04-01',
        subtotal: 1,
      });
      expect(failed.statusCode).toBe(400);
      expect(failed.json().fields).toEqual({ clientId: 'Choose an existing client' });
      const next = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-04-01',
        subtotal: 1,
      });
      expect(next.invoiceNumber).toBe('INV-2025-0010');
      expect((await request('DELETE', `/api/invoices/${next.id}`)).statusCode).toBe(200);
      const after = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-04-02',
        subtotal: 1,
      });
      expect(after.invoiceNumber).toBe('INV-2025-0011');
      const other = await createInvoice({
        clientId: brightsideId,
        issueDate: '2024-12-31',
        subtotal: 1,
      });
      expect(other.invoiceNumber).toBe('INV-2024-0001');
    });

    test('a deleted invoice’s number, typed or generated, is never issued again nor accepted by hand', async () => {
      // 2027 is a year no other test numbers in.
      const first = await createInvoice({
        clientId: brightsideId,
        issueDate: '2027-01-05',
        subtotal: 1,
      });
      expect(first.invoiceNumber).toBe('INV-2027-0001');
      const typed = await createInvoice({
        clientId: brightsideId,
        issueDate: '2027-01-05',
        subtotal: 1,
        invoiceNumber: 'INV-2027-0003',
      });
      expect((await request('DELETE', `/api/invoices/${typed.id}`)).statusCode).toBe(200);
      const second = await createInvoice({
        clientId: brightsideId,
        issueDate: '2027-01-06',
        subtotal: 1,
      });
      const third = await createInvoice({
        clientId: brightsideId,
        issueDate: '2027-01-06',
        subtotal: 1,
      });
      expect([second.invoiceNumber, third.invoiceNumber]).toEqual([
        'INV-2027-0002',
        'INV-2027-0004',
      ]);

      expect((await request('DELETE', `/api/invoices/${third.id}`)).statusCode).toBe(200);
      const custom = await createInvoice({
        clientId: brightsideId,
        issueDate: '2027-01-06',
        subtotal: 1,
        invoiceNumber: 'RET/2027/1',
      });
      expect((await request('DELETE', `/api/invoices/${custom.id}`)).statusCode).toBe(200);
      const before = await testApp.database.db.select({ id: invoices.id }).from(invoices);
      for (const [typedNumber, shown] of [
        ['inv-2027-0004', 'INV-2027-0004'],
        ['INV-2027-0003', 'INV-2027-0003'],
        ['RET/2027/1', 'RET/2027/1'],
        ['ret/2027/1', 'ret/2027/1'],
      ]) {
        const retyped = await request('POST', '/api/invoices', {
          clientId: brightsideId,
          issueDate: '2027-01-07',
          subtotal: 1,
          invoiceNumber: typedNumber,
        });
        expect(retyped.statusCode).toBe(409);
        expect(retyped.json()).toEqual({
          code: 'CONFLICT',
          message: `Invoice number ${shown} belonged to a deleted invoice and is retired. Choose another number or leave it empty to generate one.`,
        });
      }
      const renumbered = await request('PUT', `/api/invoices/${second.id}`, {
        clientId: brightsideId,
        invoiceNumber: 'INV-2027-0003',
      });
      expect(renumbered.statusCode).toBe(409);
      expect(await testApp.database.db.select({ id: invoices.id }).from(invoices)).toHaveLength(
        before.length,
      );
      const next = await createInvoice({
        clientId: brightsideId,
        issueDate: '2027-01-07',
        subtotal: 1,
      });
      expect(next.invoiceNumber).toBe('INV-2027-0005');
    });

    test.each([
      [{ clientId: undefined }, 'clientId', 'Choose a client'],
      [{ clientId: '' }, 'clientId', 'Choose a client'],
      [{ issueDate: '2025-02-30' }, 'issueDate', 'Enter a real calendar date'],
      [
        { issueDate: '2025-03-10', dueDate: '2025-03-09' },
        'dueDate',
        'Due date cannot be before the issue date',
      ],
      [{ subtotal: '-5' }, 'subtotal', 'Enter a non-negative amount with at most 2 decimals'],
      [{ subtotal: 'abc' }, 'subtotal', 'Enter a non-negative amount with at most 2 decimals'],
      [
        { subtotal: '90000000.01' },
        'subtotal',
        'An invoice subtotal can be at most $90,000,000.00',
      ],
      [{ taxRate: '1.5' }, 'taxRate', 'A rate must be between 0 and 1'],
      [{ taxRate: '0.08755' }, 'taxRate', 'Enter a rate with at most 4 decimals'],
      [{ status: 'void' }, 'status', 'Choose draft, sent, paid, overdue or cancelled'],
      [{ invoiceNumber: 'X'.repeat(51) }, 'invoiceNumber', 'At most 50 characters'],
      [
        { invoiceNumber: 'INV 1' },
        'invoiceNumber',
        'Use letters, digits, dots, dashes, slashes or underscores',
      ],
      [{ paymentMethod: 'p'.repeat(101) }, 'paymentMethod', 'At most 100 characters'],
      [
        { items: [{ description: '', quantity: 1, unitPrice: 1 }] },
        'items.0.description',
        'Description is required',
      ],
      [
        { items: [{ description: 'Hours', quantity: 0, unitPrice: 1 }] },
        'items.0.quantity',
        'Quantity must be greater than 0',
      ],
      [
        { items: [{ description: 'Hours', quantity: '1.234', unitPrice: 1 }] },
        'items.0.quantity',
        'Enter a quantity with at most 2 decimals',
      ],
      [
        { items: [{ description: 'Hours', quantity: 1, unitPrice: '1.001' }] },
        'items.0.unitPrice',
        'Enter a non-negative amount with at most 2 decimals',
      ],
      [
        { items: [{ description: 'Hours', quantity: 1, unitPrice: 1, discount: 5 }] },
        'items.0.discount',
        'Unknown field',
      ],
      [{ isSent: true }, 'isSent', 'Unknown field'],
    ])('refuses %o with 400 naming %s and writes nothing', async (change, field, message) => {
      const before = await testApp.database.db.select({ id: invoices.id }).from(invoices);
      const response = await request('POST', '/api/invoices', {
        clientId: brightsideId,
        issueDate: '2025-05-01',
        subtotal: '10',
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: message },
      });
      expect(await testApp.database.db.select({ id: invoices.id }).from(invoices)).toHaveLength(
        before.length,
      );
    });
  });

  describe('list', () => {
    let listClientId: string;
    beforeAll(async () => {
      listClientId = await createClient(makeClientInput('Zephyr Lampworks'));
      // Four invoices of one client: totals 108.75, 217.50, 326.25 and 435.00 (100/200/300/400 + 8.75%).
      await createInvoice({
        clientId: listClientId,
        invoiceNumber: 'ZL-1',
        issueDate: '2025-01-01',
        dueDate: '2025-01-31',
        subtotal: 100,
        status: 'paid',
      });
      await createInvoice({
        clientId: listClientId,
        invoiceNumber: 'ZL-2',
        issueDate: '2025-01-01',
        dueDate: '2025-01-31',
        subtotal: 200,
        status: 'sent',
      });
      await createInvoice({
        clientId: listClientId,
        invoiceNumber: 'ZL-3',
        issueDate: '2025-06-01',
        dueDate: '2025-07-01',
        subtotal: 300,
        status: 'draft',
      });
      await createInvoice({
        clientId: listClientId,
        invoiceNumber: 'ZL-4',
        issueDate: '2025-01-01',
        dueDate: '2025-01-15',
        subtotal: 400,
        status: 'overdue',
      });
    });

    test('answers newest first with the summary over the whole filtered set, not just the page', async () => {
      const response = await request(
        'GET',
        `/api/invoices?clientId=${listClientId}&pageSize=2&today=2025-03-01`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.items.map((invoice: { invoiceNumber: string }) => invoice.invoiceNumber)).toEqual(
        ['ZL-4', 'ZL-3'],
      );
      expect(body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
      // Total 108.75 + 217.50 + 326.25 + 435.00 = 1087.50; paid 108.75 (ZL-1); outstanding 1087.50 - 108.75 = 978.75.
      // Overdue on 2025-03-01: ZL-2 (sent, due Jan 31) and ZL-4 (due Jan 15); ZL-1 is paid, ZL-3 due in July.
      expect(body.summary).toEqual({
        totalInvoiced: '1087.50',
        paid: '108.75',
        outstanding: '978.75',
        overdueCount: 2,
      });
      const page2 = await request(
        'GET',
        `/api/invoices?clientId=${listClientId}&pageSize=2&page=2`,
      );
      expect(
        page2.json().items.map((invoice: { invoiceNumber: string }) => invoice.invoiceNumber),
      ).toEqual(['ZL-2', 'ZL-1']);
      const pastTheEnd = await request(
        'GET',
        `/api/invoices?clientId=${listClientId}&pageSize=2&page=3&today=2025-03-01`,
      );
      expect(pastTheEnd.json()).toMatchObject({
        items: [],
        total: 4,
        summary: { totalInvoiced: '1087.50', overdueCount: 2 },
      });
    });

    test('filters by status; Overdue also takes unpaid invoices past due', async () => {
      const sent = await request('GET', `/api/invoices?clientId=${listClientId}&status=sent`);
      expect(sent.json()).toMatchObject({
        total: 1,
        items: [{ invoiceNumber: 'ZL-2' }],
        summary: { totalInvoiced: '217.50', paid: '0.00' },
      });
      const overdue = await request(
        'GET',
        `/api/invoices?clientId=${listClientId}&status=overdue&today=2025-03-01`,
      );
      expect(
        overdue.json().items.map((invoice: { invoiceNumber: string }) => invoice.invoiceNumber),
      ).toEqual(['ZL-4', 'ZL-2']);
      const all = await request('GET', `/api/invoices?clientId=${listClientId}&status=all`);
      expect(all.json().total).toBe(4);
      const bad = await request('GET', '/api/invoices?status=late');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('status');
    });

    test('searches the invoice number or the client’s company name, case-insensitively', async () => {
      const byNumber = await request('GET', '/api/invoices?search=zl-3');
      expect(byNumber.json()).toMatchObject({
        total: 1,
        items: [{ invoiceNumber: 'ZL-3', client: { companyName: 'Zephyr Lampworks' } }],
      });
      const byCompany = await request('GET', '/api/invoices?search=LAMPWORKS');
      expect(byCompany.json().total).toBe(4);
      const combined = await request('GET', '/api/invoices?search=zephyr&status=paid');
      expect(combined.json()).toMatchObject({
        total: 1,
        summary: { totalInvoiced: '108.75', paid: '108.75', outstanding: '0.00' },
      });
      // A space cannot be part of an invoice number, so only company names are searched.
      const twoWords = await request('GET', '/api/invoices?search=zephyr%20LAMP');
      expect(twoWords.json()).toMatchObject({ total: 4, summary: { totalInvoiced: '1087.50' } });
      const nobody = await request('GET', '/api/invoices?search=no%20such%20company');
      expect(nobody.json()).toMatchObject({
        total: 0,
        items: [],
        summary: { totalInvoiced: '0.00', overdueCount: 0 },
      });
      const none = await request('GET', '/api/invoices?search=_');
      expect(none.json()).toMatchObject({
        total: 0,
        items: [],
        summary: { totalInvoiced: '0.00', paid: '0.00', outstanding: '0.00', overdueCount: 0 },
      });
    });

    test('pages deep into a search and a client’s invoices, 1,000 rows down and more', async () => {
      const deepClientId = await createClient(makeClientInput('Quillfeather Deep Paging'));
      // 1,030 invoices, DP-0001 the oldest and DP-1030 the newest; each 100.00 + 8.75% = 108.75.
      await testApp.database.db.execute(sql`
        insert into invoices (invoice_number, client_id, issue_date, due_date, subtotal, tax_rate, tax_amount, total_amount, status, created_at)
        select 'DP-' || lpad(n::text, 4, '0'), ${deepClientId}, '2025-02-01', '2025-03-03', 100, 0.0875, 8.75, 108.75, 'sent',
               timestamptz '2001-01-01 00:00:00+00' + make_interval(mins => n)
        from generate_series(1, 1030) as n`);
      const numbersOf = (response: { json(): { items: { invoiceNumber: string }[] } }) =>
        response.json().items.map((invoice) => invoice.invoiceNumber);
      // Page 21 of 50 skips the newest 1,000 (DP-1030 to DP-0031) and holds DP-0030 down to DP-0001.
      const expectedLastPage = Array.from(
        { length: 30 },
        (_, index) => `DP-${String(30 - index).padStart(4, '0')}`,
      );
      const bySearch = await request('GET', '/api/invoices?search=dp-&pageSize=50&page=21');
      expect(numbersOf(bySearch)).toEqual(expectedLastPage);
      // 1,030 x 108.75 = 112,012.50, none paid.
      expect(bySearch.json()).toMatchObject({
        total: 1030,
        summary: { totalInvoiced: '112012.50', paid: '0.00', outstanding: '112012.50' },
      });
      const byClient = await request(
        'GET',
        `/api/invoices?clientId=${deepClientId}&pageSize=50&page=21`,
      );
      expect(numbersOf(byClient)).toEqual(expectedLastPage);
      // Page 20 ends where page 21 begins: DP-0080 down to DP-0031.
      const pageBefore = await request(
        'GET',
        `/api/invoices?clientId=${deepClientId}&pageSize=50&page=20`,
      );
      expect(numbersOf(pageBefore)).toEqual(
        Array.from({ length: 50 }, (_, index) => `DP-${String(80 - index).padStart(4, '0')}`),
      );
      const pastTheEnd = await request('GET', '/api/invoices?search=dp-&pageSize=50&page=22');
      expect(pastTheEnd.json()).toMatchObject({ items: [], total: 1030 });
    });

    test('refuses bad paging and dates', async () => {
      expect((await request('GET', '/api/invoices?pageSize=501')).statusCode).toBe(400);
      expect((await request('GET', '/api/invoices?page=0')).statusCode).toBe(400);
      const badToday = await request('GET', '/api/invoices?today=tomorrow');
      expect(badToday.statusCode).toBe(400);
      expect(badToday.json().fields).toEqual({ today: 'Enter a date as YYYY-MM-DD' });
    });
  });

  describe('update', () => {
    test('replaces items when sent, keeps them (and their subtotal) when left out, and recomputes tax', async () => {
      const invoice = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-06-01',
        items: [{ description: 'Setup', quantity: 1, unitPrice: '500.00' }],
      });
      const { id } = invoice;
      // The edit form echoes the invoice's own fields; id, createdAt and updatedAt are ignored.
      const echoed = Object.fromEntries(
        [
          'id',
          'invoiceNumber',
          'clientId',
          'issueDate',
          'dueDate',
          'status',
          'paymentDate',
          'paymentMethod',
          'notes',
          'taxAmount',
          'totalAmount',
          'createdAt',
          'updatedAt',
        ].map((key) => [key, invoice[key]]),
      );
      const kept = await request('PUT', `/api/invoices/${id}`, {
        ...echoed,
        subtotal: '1.00',
        taxRate: '0.1',
      });
      expect(kept.statusCode).toBe(200);
      // Items kept: subtotal stays 500.00; tax 500.00 x 0.10 = 50.00; total 550.00.
      expect(kept.json()).toMatchObject({
        subtotal: '500.00',
        taxAmount: '50.00',
        totalAmount: '550.00',
        itemCount: 1,
      });
      const replaced = await request('PUT', `/api/invoices/${id}`, {
        clientId: northwindId,
        issueDate: '2025-06-01',
        dueDate: '2025-06-30',
        taxRate: '0.1',
        status: 'sent',
        items: [
          { description: 'Audit support', quantity: '2', unitPrice: '250.00' },
          { description: 'Filing', quantity: '1', unitPrice: '75.25' },
        ],
      });
      // 2 x 250.00 + 1 x 75.25 = 575.25; tax 57.525 → 57.53; total 632.78.
      expect(replaced.json()).toMatchObject({
        clientId: northwindId,
        subtotal: '575.25',
        taxAmount: '57.53',
        totalAmount: '632.78',
        status: 'sent',
        itemCount: 2,
      });
      expect(
        await testApp.database.db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, id)),
      ).toHaveLength(2);
      const cleared = await request('PUT', `/api/invoices/${id}`, {
        clientId: northwindId,
        issueDate: '2025-06-01',
        subtotal: '80',
        taxRate: '0',
        items: [],
      });
      expect(cleared.json()).toMatchObject({
        subtotal: '80.00',
        taxAmount: '0.00',
        totalAmount: '80.00',
        itemCount: 0,
      });
      const audit = await testApp.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'update')));
      expect(audit).toHaveLength(3);
    });

    test('a tax rate or status left out keeps the stored one, as the other fields do', async () => {
      const invoice = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-06-01',
        subtotal: '200',
        taxRate: '0.05',
        status: 'sent',
        paymentMethod: 'ACH',
      });
      expect(invoice).toMatchObject({ taxRate: '0.0500', totalAmount: '210.00', status: 'sent' });
      const response = await request('PUT', `/api/invoices/${invoice.id}`, {
        clientId: brightsideId,
        notes: 'just changing the note',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        notes: 'just changing the note',
        subtotal: '200.00',
        taxRate: '0.0500',
        taxAmount: '10.00',
        totalAmount: '210.00',
        status: 'sent',
        paymentMethod: 'ACH',
        issueDate: '2025-06-01',
      });
      // Create still applies the spec's defaults when they are left out.
      const defaults = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-06-01',
        subtotal: '200',
      });
      expect(defaults).toMatchObject({ taxRate: '0.0875', totalAmount: '217.50', status: 'draft' });
    });

    test('refuses a number that another invoice holds, and an unknown invoice with 404', async () => {
      const first = await createInvoice({
        clientId: brightsideId,
        invoiceNumber: 'UPD-1',
        issueDate: '2025-06-01',
        subtotal: 1,
      });
      await createInvoice({
        clientId: brightsideId,
        invoiceNumber: 'UPD-2',
        issueDate: '2025-06-01',
        subtotal: 1,
      });
      const clash = await request('PUT', `/api/invoices/${first.id}`, {
        clientId: brightsideId,
        invoiceNumber: 'UPD-2',
        subtotal: 1,
      });
      expect(clash.statusCode).toBe(409);
      const keep = await request('PUT', `/api/invoices/${first.id}`, {
        clientId: brightsideId,
        invoiceNumber: '',
        subtotal: 2,
      });
      expect(keep.json()).toMatchObject({ invoiceNumber: 'UPD-1', subtotal: '2.00' });
      const unknown = await request('PUT', '/api/invoices/00000000-0000-4000-8000-000000000000', {
        clientId: brightsideId,
        subtotal: 1,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('payments', () => {
    test('a partial then a full payment: amount paid, balance due, then paid with the payment date', async () => {
      const invoice = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-07-01',
        subtotal: '1000',
        status: 'sent',
      });
      // Total 1000.00 + 87.50 = 1087.50.
      const partial = await request('POST', `/api/invoices/${invoice.id}/payments`, {
        amount: '500',
        paymentDate: '2025-07-10',
        paymentMethod: 'Check',
        referenceNumber: '1042',
      });
      expect(partial.statusCode).toBe(201);
      expect(partial.json()).toMatchObject({
        invoiceId: invoice.id,
        amount: '500.00',
        paymentDate: '2025-07-10',
        paymentMethod: 'Check',
        referenceNumber: '1042',
      });
      const afterPartial = (await request('GET', `/api/invoices/${invoice.id}`)).json();
      // 1087.50 - 500.00 = 587.50 still due; the status is unchanged.
      expect(afterPartial).toMatchObject({
        status: 'sent',
        amountPaid: '500.00',
        balanceDue: '587.50',
        paymentDate: null,
        paymentCount: 1,
      });

      const over = await request('POST', `/api/invoices/${invoice.id}/payments`, {
        amount: '587.51',
        paymentDate: '2025-07-20',
      });
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({
        code: 'CONFLICT',
        message: 'A payment of $587.51 is more than the balance due of $587.50.',
        fields: { amount: 'A payment of $587.51 is more than the balance due of $587.50.' },
      });

      const full = await request('POST', `/api/invoices/${invoice.id}/payments`, {
        amount: 587.5,
        paymentDate: '2025-07-20',
        paymentMethod: 'ACH',
      });
      expect(full.statusCode).toBe(201);
      const paid = (await request('GET', `/api/invoices/${invoice.id}`)).json();
      expect(paid).toMatchObject({
        status: 'paid',
        paymentDate: '2025-07-20',
        amountPaid: '1087.50',
        balanceDue: '0.00',
        paymentCount: 2,
      });
      expect(paid.payments.map((payment: { amount: string }) => payment.amount)).toEqual([
        '500.00',
        '587.50',
      ]);

      const more = await request('POST', `/api/invoices/${invoice.id}/payments`, {
        amount: '0.01',
        paymentDate: '2025-07-21',
      });
      expect(more.statusCode).toBe(409);
      expect(more.json().message).toMatch(/has no balance due/);

      // 900.00 + 78.75 tax = 978.75 < 1087.50 paid. The total cannot drop below what was paid; kept, the invoice stays paid, and another status is refused.
      const lower = await request('PUT', `/api/invoices/${invoice.id}`, {
        clientId: brightsideId,
        issueDate: '2025-07-01',
        subtotal: '900',
      });
      expect(lower.statusCode).toBe(409);
      expect(lower.json().message).toBe(
        'Payments of $1,087.50 are recorded on this invoice; its total ($978.75) cannot be less than that.',
      );
      const same = await request('PUT', `/api/invoices/${invoice.id}`, {
        clientId: brightsideId,
        issueDate: '2025-07-01',
        subtotal: '1000',
        status: 'draft',
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().fields).toEqual({ status: 'Payments of $1,087.50 cover the total, so this invoice stays paid.' });
      const kept = await request('PUT', `/api/invoices/${invoice.id}`, { clientId: brightsideId, issueDate: '2025-07-01', subtotal: '1000' });
      expect(kept.json()).toMatchObject({ status: 'paid', paymentDate: '2025-07-20' });

      const audit = await testApp.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'record-payment')));
      expect(audit).toHaveLength(2);
    });

    test.each([
      [{ amount: 0, paymentDate: '2025-07-10' }, 'amount', 'Enter an amount greater than 0'],
      [
        { amount: '-1', paymentDate: '2025-07-10' },
        'amount',
        'Enter a non-negative amount with at most 2 decimals',
      ],
      [{ amount: '1', paymentDate: '07/10/2025' }, 'paymentDate', 'Enter a date as YYYY-MM-DD'],
      [{ amount: '1' }, 'paymentDate', 'Enter a date'],
      [{ amount: '1', paymentDate: '2025-07-10', payer: 'x' }, 'payer', 'Unknown field'],
      [
        { amount: '1', paymentDate: '2025-07-10', idempotencyKey: 'short' },
        'idempotencyKey',
        'At least 8 characters',
      ],
      [
        { amount: '1', paymentDate: '2025-07-10', idempotencyKey: 'k'.repeat(101) },
        'idempotencyKey',
        'At most 100 characters',
      ],
      [
        { amount: '1', paymentDate: '2025-07-10', idempotencyKey: 12345678 },
        'idempotencyKey',
        'Enter an idempotency key of 8 to 100 characters',
      ],
    ])('refuses payment %o with 400 naming %s', async (payload, field, message) => {
      const invoice = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-07-01',
        subtotal: '10',
      });
      const response = await request('POST', `/api/invoices/${invoice.id}/payments`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: message },
      });
      expect(
        await testApp.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id)),
      ).toEqual([]);
    });

    test('a paid invoice whose total is raised above its payments is owed again; choosing paid over part-payments is refused', async () => {
      const invoice = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-08-01',
        dueDate: '2025-08-31',
        items: [{ description: 'Consulting', quantity: '10', unitPrice: '100' }],
        status: 'sent',
      });
      // 10 x 100.00 = 1000.00; + 8.75% = 1087.50, paid in full.
      expect(
        (await request('POST', `/api/invoices/${invoice.id}/payments`, { amount: '1087.50', paymentDate: '2025-08-15' })).statusCode,
      ).toBe(201);
      expect((await request('GET', `/api/invoices/${invoice.id}`)).json()).toMatchObject({ status: 'paid', paymentDate: '2025-08-15' });

      // The edit form sends back the status it loaded: 12 x 100.00 = 1200.00; + 105.00 tax = 1305.00.
      const raised = await request('PUT', `/api/invoices/${invoice.id}`, {
        clientId: brightsideId,
        items: [{ description: 'Consulting', quantity: '12', unitPrice: '100' }],
        status: 'paid',
      });
      expect(raised.statusCode).toBe(200);
      // 1305.00 - 1087.50 = 217.50 owed again; past due on 2025-09-01 (due Aug 31).
      expect(raised.json()).toMatchObject({ totalAmount: '1305.00', status: 'sent', paymentDate: null, amountPaid: '1087.50', balanceDue: '217.50' });
      const overdue = await request('GET', `/api/invoices?search=${raised.json().invoiceNumber}&status=overdue&today=2025-09-01`);
      expect(overdue.json()).toMatchObject({ total: 1, summary: { paid: '0.00', outstanding: '1305.00', overdueCount: 1 } });

      const markedPaid = await request('PUT', `/api/invoices/${invoice.id}`, { clientId: brightsideId, status: 'paid' });
      expect(markedPaid.statusCode).toBe(400);
      expect(markedPaid.json().fields).toEqual({
        status: 'Payments of $1,087.50 cover part of the total; record a payment of the balance due ($217.50) to mark it paid.',
      });
      expect((await request('GET', `/api/invoices/${invoice.id}`)).json()).toMatchObject({ status: 'sent', balanceDue: '217.50' });

      expect(
        (await request('POST', `/api/invoices/${invoice.id}/payments`, { amount: '217.50', paymentDate: '2025-09-05' })).statusCode,
      ).toBe(201);
      expect((await request('GET', `/api/invoices/${invoice.id}`)).json()).toMatchObject({ status: 'paid', paymentDate: '2025-09-05', balanceDue: '0.00' });

      // Covered by its payments, it cannot be made something else (it used to answer 200 and stay paid).
      const cancelled = await request('PUT', `/api/invoices/${invoice.id}`, { clientId: brightsideId, status: 'cancelled' });
      expect(cancelled.statusCode).toBe(400);
      expect(cancelled.json().fields).toEqual({ status: 'Payments of $1,305.00 cover the total, so this invoice stays paid.' });
      expect((await request('GET', `/api/invoices/${invoice.id}`)).json()).toMatchObject({ status: 'paid', paymentDate: '2025-09-05' });
    });

    test('a part-payment on an invoice marked paid shows it owed again, and issues a draft (ADR 0016)', async () => {
      // Marked paid with nothing recorded: status is free until payments are recorded.
      const markedPaid = await createInvoice({ clientId: brightsideId, issueDate: '2025-08-01', subtotal: '100', taxRate: '0', status: 'paid' });
      expect(markedPaid).toMatchObject({ status: 'paid', totalAmount: '100.00' });
      expect((await request('POST', `/api/invoices/${markedPaid.id}/payments`, { amount: '25', paymentDate: '2025-08-10' })).statusCode).toBe(201);
      // 100.00 - 25.00 = 75.00 owed, so not paid.
      expect((await request('GET', `/api/invoices/${markedPaid.id}`)).json()).toMatchObject({ status: 'sent', paymentDate: null, amountPaid: '25.00', balanceDue: '75.00' });

      const draft = await createInvoice({ clientId: brightsideId, issueDate: '2025-08-01', subtotal: '100', taxRate: '0', status: 'draft' });
      expect((await request('POST', `/api/invoices/${draft.id}/payments`, { amount: '40', paymentDate: '2025-08-10' })).statusCode).toBe(201);
      expect((await request('GET', `/api/invoices/${draft.id}`)).json()).toMatchObject({ status: 'sent', amountPaid: '40.00', balanceDue: '60.00' });
      expect((await request('POST', `/api/invoices/${draft.id}/payments`, { amount: '60', paymentDate: '2025-08-20' })).statusCode).toBe(201);
      expect((await request('GET', `/api/invoices/${draft.id}`)).json()).toMatchObject({ status: 'paid', paymentDate: '2025-08-20', balanceDue: '0.00' });
    });

    test('a cancelled invoice owes nothing and is never past due', async () => {
      const invoice = await createInvoice({
        clientId: brightsideId,
        invoiceNumber: 'CANCEL-PAST-DUE',
        issueDate: '2025-03-01',
        dueDate: '2025-03-31',
        subtotal: '200',
        status: 'cancelled',
      });
      // 200.00 + 17.50 tax = 217.50 billed, but to nobody.
      expect(invoice).toMatchObject({ totalAmount: '217.50', balanceDue: '0.00' });
      const listed = await request('GET', '/api/invoices?search=CANCEL-PAST-DUE&today=2025-06-01');
      expect(listed.json()).toMatchObject({ total: 1, items: [{ balanceDue: '0.00' }], summary: { overdueCount: 0 } });
      const overdue = await request('GET', '/api/invoices?search=CANCEL-PAST-DUE&status=overdue&today=2025-06-01');
      expect(overdue.json().total).toBe(0);
    });

    test('refuses payments on a cancelled invoice, dated in the future, and on an unknown invoice', async () => {
      const invoice = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-07-01',
        subtotal: '10',
        status: 'cancelled',
      });
      const cancelled = await request('POST', `/api/invoices/${invoice.id}/payments`, {
        amount: '1',
        paymentDate: '2025-07-10',
      });
      expect(cancelled.statusCode).toBe(409);
      const open = await createInvoice({ clientId: brightsideId, issueDate: '2025-07-01', subtotal: '10', status: 'sent' });
      const future = await request('POST', `/api/invoices/${open.id}/payments`, { amount: '1', paymentDate: '2199-12-31' });
      expect(future.statusCode).toBe(400);
      expect(future.json().fields).toEqual({ paymentDate: 'The payment date cannot be in the future' });
      expect((await request('GET', `/api/invoices/${open.id}`)).json()).toMatchObject({ paymentCount: 0, amountPaid: '0.00' });
      const unknown = await request(
        'POST',
        '/api/invoices/00000000-0000-4000-8000-000000000000/payments',
        { amount: '1', paymentDate: '2025-07-10' },
      );
      expect(unknown.statusCode).toBe(404);
    });

    test('concurrent payments never overpay: of 20 payments of $10.00 on a $100.00 invoice exactly 10 succeed', async () => {
      const invoice = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-08-01',
        subtotal: '100',
        taxRate: '0',
      });
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          request('POST', `/api/invoices/${invoice.id}/payments`, {
            amount: '10.00',
            paymentDate: '2025-08-05',
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(10);
      const stored = await testApp.database.db
        .select()
        .from(payments)
        .where(eq(payments.invoiceId, invoice.id));
      expect(stored).toHaveLength(10);
      const [row] = await testApp.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.id, invoice.id));
      expect(row).toMatchObject({ status: 'paid', paymentDate: '2025-08-05' });
    });
    describe('idempotency key', () => {
      const pay = (invoiceId: string, payload: Record<string, unknown>) =>
        request('POST', `/api/invoices/${invoiceId}/payments`, payload);
      const paymentsOf = (invoiceId: string) =>
        testApp.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
      const paymentAudits = (invoiceId: string) =>
        testApp.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, invoiceId), eq(auditLog.action, 'record-payment')));

      test('a repeat with the same key answers the original payment with 200 and records nothing new', async () => {
        const invoice = await createInvoice({
          clientId: brightsideId,
          issueDate: '2025-09-01',
          subtotal: '100',
          taxRate: '0',
        });
        const payload = {
          amount: '10.00',
          paymentDate: '2025-09-05',
          paymentMethod: 'Check',
          referenceNumber: '2001',
          idempotencyKey: 'payment-key-repeat-0001',
        };
        const first = await pay(invoice.id, payload);
        expect(first.statusCode).toBe(201);
        expect(first.json()).not.toHaveProperty('idempotencyKey');
        const repeat = await pay(invoice.id, payload);
        expect(repeat.statusCode).toBe(200);
        expect(repeat.json()).toEqual(first.json());
        // Whatever the repeat carries, the key's payment is the answer: a retry never pays twice.
        const changed = await pay(invoice.id, { ...payload, amount: '25.00' });
        expect(changed.statusCode).toBe(200);
        expect(changed.json()).toEqual(first.json());

        expect(await paymentsOf(invoice.id)).toMatchObject([
          { amount: '10.00', idempotencyKey: 'payment-key-repeat-0001' },
        ]);
        expect(await paymentAudits(invoice.id)).toHaveLength(1);
        expect((await request('GET', `/api/invoices/${invoice.id}`)).json()).toMatchObject({
          amountPaid: '10.00',
          balanceDue: '90.00',
          paymentCount: 1,
          payments: [first.json()],
        });

        // A new key is a new payment; once the invoice is paid, a repeat still answers its payment.
        const rest = await pay(invoice.id, {
          amount: '90.00',
          paymentDate: '2025-09-06',
          idempotencyKey: 'payment-key-repeat-0002',
        });
        expect(rest.statusCode).toBe(201);
        const afterPaid = await pay(invoice.id, payload);
        expect(afterPaid.statusCode).toBe(200);
        expect(afterPaid.json()).toEqual(first.json());
        expect(await paymentsOf(invoice.id)).toHaveLength(2);
        expect(await paymentAudits(invoice.id)).toHaveLength(2);
      });

      test('the same key on another invoice is refused with 409 naming idempotencyKey', async () => {
        const [first, second] = await Promise.all(
          ['2025-09-10', '2025-09-11'].map((issueDate) =>
            createInvoice({ clientId: brightsideId, issueDate, subtotal: '50', taxRate: '0' }),
          ),
        );
        const payload = {
          amount: '5',
          paymentDate: '2025-09-12',
          idempotencyKey: 'payment-key-elsewhere',
        };
        expect((await pay(first.id, payload)).statusCode).toBe(201);
        const elsewhere = await pay(second.id, payload);
        expect(elsewhere.statusCode).toBe(409);
        expect(elsewhere.json()).toEqual({
          code: 'CONFLICT',
          message:
            'This idempotencyKey was already used for a payment on another invoice; send a new key for a new payment.',
        });
        expect(await paymentsOf(second.id)).toEqual([]);
        expect(await paymentAudits(second.id)).toEqual([]);
      });

      test('first uses of one key on two invoices at once: one payment, the other invoice gets 409', async () => {
        const [left, right] = await Promise.all(
          ['2025-09-15', '2025-09-16'].map((issueDate) =>
            createInvoice({ clientId: brightsideId, issueDate, subtotal: '50', taxRate: '0' }),
          ),
        );
        const payload = {
          amount: '5',
          paymentDate: '2025-09-17',
          idempotencyKey: 'payment-key-race-0001',
        };
        const targets = Array.from({ length: 20 }, (_, index) => (index % 2 ? right : left));
        const responses = await Promise.all(targets.map((target) => pay(target.id, payload)));
        const stored = await testApp.database.db
          .select()
          .from(payments)
          .where(eq(payments.idempotencyKey, payload.idempotencyKey));
        expect(stored).toHaveLength(1);
        const winnerId = stored[0]!.invoiceId;
        const statuses = responses.map((response, index) => [
          targets[index]!.id === winnerId,
          response.statusCode,
        ]);
        expect(statuses.filter(([won, status]) => won && status === 201)).toHaveLength(1);
        expect(statuses.filter(([won, status]) => won && status === 200)).toHaveLength(9);
        expect(statuses.filter(([won, status]) => !won && status === 409)).toHaveLength(10);
      });

      test('without a key (or with an empty one) every request is a payment of its own', async () => {
        const invoice = await createInvoice({
          clientId: brightsideId,
          issueDate: '2025-09-20',
          subtotal: '30',
          taxRate: '0',
        });
        const payload = { amount: '10', paymentDate: '2025-09-21' };
        expect((await pay(invoice.id, payload)).statusCode).toBe(201);
        expect((await pay(invoice.id, { ...payload, idempotencyKey: '' })).statusCode).toBe(201);
        expect((await pay(invoice.id, { ...payload, idempotencyKey: '   ' })).statusCode).toBe(201);
        expect((await paymentsOf(invoice.id)).map((row) => row.idempotencyKey)).toEqual([
          null,
          null,
          null,
        ]);
      });
    });
  });

  describe('delete', () => {
    test('removes the invoice with its items and writes an audit row', async () => {
      const invoice = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-09-01',
        items: [{ description: 'A', quantity: 1, unitPrice: 1 }],
      });
      const response = await request('DELETE', `/api/invoices/${invoice.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: invoice.id });
      expect(
        await testApp.database.db
          .select()
          .from(invoiceItems)
          .where(eq(invoiceItems.invoiceId, invoice.id)),
      ).toEqual([]);
      const audit = await testApp.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'delete')));
      expect(audit).toHaveLength(1);
      expect((await request('GET', `/api/invoices/${invoice.id}`)).statusCode).toBe(404);
    });

    test('refuses an invoice with payments (409) and keeps it whole', async () => {
      const invoice = await createInvoice({
        clientId: brightsideId,
        issueDate: '2025-09-01',
        subtotal: '50',
        items: [{ description: 'A', quantity: 2, unitPrice: 25 }],
      });
      await request('POST', `/api/invoices/${invoice.id}/payments`, {
        amount: '10',
        paymentDate: '2025-09-02',
      });
      const response = await request('DELETE', `/api/invoices/${invoice.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        `Invoice ${invoice.invoiceNumber} has 1 payment recorded and cannot be deleted. Set its status to cancelled instead.`,
      );
      expect(
        await testApp.database.db
          .select()
          .from(invoiceItems)
          .where(eq(invoiceItems.invoiceId, invoice.id)),
      ).toHaveLength(1);
    });
  });

  describe('PDF', () => {
    test('downloads a PDF named after the invoice, with the Unicode font for names in any alphabet', async () => {
      const omegaId = await createClient({
        companyName: 'Ωμέγα Σύμβουλοι — Москва Консалт 東京',
        contactFirstName: 'Zoë',
        contactLastName: 'Ñúñez-Øberg',
        email: 'omega@example.com',
        address: 'Ул. Тверская, 7',
        city: 'Αθήνα',
      });
      const invoice = await createInvoice({
        clientId: omegaId,
        issueDate: '2025-01-05',
        items: Array.from({ length: 60 }, (_, index) => ({
          description: `Работа по проекту ${index + 1} — أعمال استشارية`,
          quantity: 1,
          unitPrice: 10,
        })),
        notes: 'Merci beaucoup · Danke schön · Дякуємо',
      });
      await request('POST', `/api/invoices/${invoice.id}/payments`, {
        amount: '100',
        paymentDate: '2025-01-20',
        paymentMethod: 'Wire',
        referenceNumber: 'Ж-77',
      });
      const response = await request('GET', `/api/invoices/${invoice.id}/pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="invoice-${invoice.invoiceNumber}.pdf"`,
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(response.rawPayload);
      expect(pdf.getTitle()).toBe(`Invoice ${invoice.invoiceNumber}`);
      // 60 items do not fit on one Letter page.
      expect(pdf.getPageCount()).toBeGreaterThan(1);
      const fontNames = pdf.context
        .enumerateIndirectObjects()
        .map(([, object]) =>
          object instanceof PDFDict ? object.get(PDFName.of('FontName')) : undefined,
        )
        .filter((name): name is PDFName => name instanceof PDFName)
        .map((name) => name.decodeText());
      // pdf-lib names embedded subsets "DejaVuSans-<tag>"; 東京 needs Noto Sans SC as well.
      expect(fontNames.some((name) => /^DejaVuSans-\d+$/.test(name))).toBe(true);
      expect(fontNames.some((name) => /^DejaVuSans-Bold-\d+$/.test(name))).toBe(true);
      expect(fontNames.some((name) => /^NotoSansSC-Regular-\d+$/.test(name))).toBe(true);
      const text = (await readPdfText(response.rawPayload))
        .flat()
        .map((item) => item.text)
        .join(' ');
      expect(text).toContain('Ωμέγα Σύμβουλοι — Москва Консалт 東京');
      expect(text).toContain('Zoë Ñúñez-Øberg');
      expect(text).toContain('أعمال استشارية');
      expect(text).not.toContain('?');
    });

    test('an unknown invoice answers 404', async () => {
      const response = await request(
        'GET',
        '/api/invoices/00000000-0000-4000-8000-000000000000/pdf',
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Invoice not found' });
    });
  });

  describe('summary without a search or client', () => {
    test('the cards kept by the triggers equal an aggregate over every invoice, for each status filter', async () => {
      // Every create, edit, payment and delete above went through the triggers; compare with the invoices themselves.
      const today = '2025-06-15';
      for (const status of ['', 'draft', 'sent', 'paid', 'overdue', 'cancelled']) {
        const statusFilter =
          status === 'overdue'
            ? sql`(status = 'overdue' or (status not in ('paid', 'cancelled') and due_date < ${today}))`
            : status
              ? sql`status = ${status}`
              : sql`true`;
        const direct = await testApp.database.db.execute(sql`
          select count(*)::int as total, coalesce(sum(total_amount), 0)::text as total_invoiced,
                 coalesce(sum(total_amount) filter (where status = 'paid'), 0)::text as paid,
                 (count(*) filter (where status not in ('paid', 'cancelled') and due_date < ${today}))::int as overdue
          from invoices where ${statusFilter}`);
        const expected = direct.rows[0] as {
          total: number;
          total_invoiced: string;
          paid: string;
          overdue: number;
        };
        const response = (
          await request('GET', `/api/invoices?status=${status}&today=${today}&pageSize=1`)
        ).json();
        expect({
          status,
          total: response.total,
          totalInvoiced: response.summary.totalInvoiced,
          paid: response.summary.paid,
          overdue: response.summary.overdueCount,
        }).toEqual({
          status,
          total: Number(expected.total),
          totalInvoiced: formatMoney(parseMoney(expected.total_invoiced)),
          paid: formatMoney(parseMoney(expected.paid)),
          overdue: Number(expected.overdue),
        });
        expect(Number(expected.total)).toBeGreaterThan(status === '' ? 20 : 0);
      }
    });
  });

  describe('numbering under concurrency', () => {
    const isPostgres = getTestDatabaseKind() === 'postgres';
    // On PostgreSQL: 500 at once through a pool of connections; PGlite has one connection, so fewer.
    const count = isPostgres ? 500 : 40;

    test(
      `${count} concurrent creations without a number get distinct, gapless numbers`,
      { timeout: 240_000 },
      async () => {
        const responses = await Promise.all(
          Array.from({ length: count }, (_, index) =>
            request('POST', '/api/invoices', {
              clientId: northwindId,
              issueDate: '2031-03-01',
              subtotal: String(index + 1),
            }),
          ),
        );
        expect(
          responses.map((response) => response.statusCode).filter((status) => status !== 201),
        ).toEqual([]);
        const numbers = responses.map((response) => response.json().invoiceNumber as string).sort();
        const expected = Array.from(
          { length: count },
          (_, index) => `INV-2031-${String(index + 1).padStart(4, '0')}`,
        );
        expect(numbers).toEqual(expected);
        const [counter] = await testApp.database.db
          .select()
          .from(invoiceNumberCounters)
          .where(eq(invoiceNumberCounters.year, 2031));
        expect(counter!.lastNumber).toBe(count);
      },
    );
  });
});
