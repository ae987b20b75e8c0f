import { beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeClientInput } from '../../test/make-client-input';
import { useInvoicesApi } from './invoices-test-api';
import { readJson } from '../../test/test-app';

describe('invoices API: list', () => {
  const { testApp, request, createInvoice, createClient } = useInvoicesApi();

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
      const body = readJson(response, 200);
      expect(body.items.map((invoice: { invoiceNumber: string }) => invoice.invoiceNumber)).toEqual(
        ['ZL-4', 'ZL-3'],
      );
      expect(body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
      // Total 108.75 + 217.50 + 326.25 + 435.00 = 1087.50; paid 108.75 (ZL-1, marked paid); outstanding
      // on the sent and overdue ones (ADR 0035): 217.50 (ZL-2) + 435.00 (ZL-4) = 652.50, not the draft.
      // Overdue on 2025-03-01: ZL-2 (sent, due Jan 31) and ZL-4 (due Jan 15); ZL-1 is paid, ZL-3 due in July.
      expect(body.summary).toEqual({
        totalInvoiced: '1087.50',
        paid: '108.75',
        outstanding: '652.50',
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
});
