import { beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatMoney, isInvoicePartiallyPaid, parseMoney } from '@paylab/shared';
import { makeClientInput } from '../../test/make-client-input';
import { useInvoicesApi } from './invoices-test-api';

describe('invoices API: summary', () => {
  const api = useInvoicesApi();
  const { testApp, clients, request, createInvoice } = api;

  // Every kind of write the summary triggers follow, for both clients: creates in every status and
  // due on both sides of the day asked about, edits that move the amount, the client and the
  // status, part and full payments, and deletes.
  beforeAll(async () => {
    const statuses = ['draft', 'sent', 'paid', 'overdue', 'cancelled'];
    const created: Array<{ id: string }> = [];
    for (let index = 0; index < 30; index += 1) {
      created.push(
        await createInvoice({
          clientId: index % 3 === 0 ? clients.northwindId : clients.brightsideId,
          issueDate: '2025-05-01',
          dueDate: index % 2 === 0 ? '2025-05-31' : '2025-07-31',
          subtotal: String(100 + 7 * index),
          status: statuses[index % statuses.length],
        }),
      );
    }
    const write = async (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
      const response = await request(method, url, payload);
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    };
    await write('PUT', `/api/invoices/${created[1]!.id}`, {
      clientId: clients.northwindId,
      issueDate: '2025-05-01',
      subtotal: '999.99',
    });
    await write('PUT', `/api/invoices/${created[6]!.id}`, {
      clientId: clients.brightsideId,
      issueDate: '2025-05-01',
      subtotal: '250',
      status: 'overdue',
    });
    await write('PUT', `/api/invoices/${created[11]!.id}`, {
      clientId: clients.brightsideId,
      issueDate: '2025-05-01',
      subtotal: '80',
      status: 'cancelled',
    });
    await write('POST', `/api/invoices/${created[16]!.id}/payments`, {
      amount: '20',
      paymentDate: '2025-05-10',
      paymentMethod: 'Check',
    });
    await write('POST', `/api/invoices/${created[21]!.id}/payments`, {
      amount: '40',
      paymentDate: '2025-05-12',
      paymentMethod: 'ACH',
    });
    const { balanceDue } = (await request('GET', `/api/invoices/${created[21]!.id}`)).json() as {
      balanceDue: string;
    };
    await write('POST', `/api/invoices/${created[21]!.id}/payments`, {
      amount: balanceDue,
      paymentDate: '2025-05-20',
      paymentMethod: 'ACH',
    });
    await write('DELETE', `/api/invoices/${created[0]!.id}`);
    await write('DELETE', `/api/invoices/${created[5]!.id}`);
  });

  test('Paid is what was received and Outstanding what is still owed on sent and overdue invoices', async () => {
    const { createClient } = api;
    const ledgerId = await createClient(makeClientInput('Ledger Partial Co'));
    const invoice = (subtotal: string, status: string, dueDate = '2025-05-31') =>
      createInvoice({
        clientId: ledgerId,
        issueDate: '2025-05-01',
        dueDate,
        subtotal,
        taxRate: '0',
        status,
      }) as Promise<{ id: string }>;
    const pay = async (id: string, amount: string) => {
      const response = await request('POST', `/api/invoices/${id}/payments`, {
        amount,
        paymentDate: '2025-05-20',
        paymentMethod: 'ACH',
      });
      expect(response.statusCode).toBe(201);
    };
    // A: sent 1,000.00, 400.00 received: 600.00 still owed, and badged partially paid.
    const partial = await invoice('1000', 'sent');
    await pay(partial.id, '400');
    // B: overdue 500.00, nothing received. C: sent 300.00, paid in full by a payment (now paid).
    await invoice('500', 'overdue');
    const settled = await invoice('300', 'sent');
    await pay(settled.id, '300');
    // D: 200.00 marked paid by hand, no payment recorded: its status is the record of receipt.
    await invoice('200', 'paid');
    // E: a 700.00 draft (not yet billed) and F: a cancelled 100.00 (billed to nobody).
    await invoice('700', 'draft', '2025-07-31');
    await invoice('100', 'cancelled');
    const response = await request(
      'GET',
      `/api/invoices?clientId=${ledgerId}&today=2025-06-15&pageSize=50`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Total 1,000 + 500 + 300 + 200 + 700 + 100 = 2,800.00 (the spec's card, unchanged).
    // Paid 400 (A's part-payment) + 300 (C) + 200 (D) = 900.00, where the spec's "totals of paid
    // invoices" said 500.00. Outstanding 600 (A) + 500 (B) = 1,100.00, where "total minus paid"
    // said 2,300.00, counting the draft, the cancelled invoice and A's 400.00 already received.
    // Overdue: A and B are owed and past due; the draft falls due on July 31.
    expect(body.summary).toEqual({
      totalInvoiced: '2800.00',
      paid: '900.00',
      outstanding: '1100.00',
      overdueCount: 2,
    });
    const row = body.items.find((item: { id: string }) => item.id === partial.id);
    expect(row).toMatchObject({ status: 'sent', amountPaid: '400.00', balanceDue: '600.00' });
    expect(isInvoicePartiallyPaid(row)).toBe(true);
  });

  describe('summary without a search or client', () => {
    test('the cards kept by the triggers equal an aggregate over every invoice, for each status filter', async () => {
      // Every create, edit, payment and delete in beforeAll went through the triggers; compare with the invoices themselves.
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
                 coalesce(sum(case when status = 'paid' then total_amount else amount_paid end), 0)::text as paid,
                 coalesce(sum(total_amount - amount_paid) filter (where status in ('sent', 'overdue')), 0)::text as outstanding,
                 (count(*) filter (where status not in ('paid', 'cancelled') and due_date < ${today}))::int as overdue
          from invoices where ${statusFilter}`);
        const expected = direct.rows[0] as {
          total: number;
          total_invoiced: string;
          paid: string;
          outstanding: string;
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
          outstanding: response.summary.outstanding,
          overdue: response.summary.overdueCount,
        }).toEqual({
          status,
          total: Number(expected.total),
          totalInvoiced: formatMoney(parseMoney(expected.total_invoiced)),
          paid: formatMoney(parseMoney(expected.paid)),
          outstanding: formatMoney(parseMoney(expected.outstanding)),
          overdue: Number(expected.overdue),
        });
        expect(Number(expected.total)).toBeGreaterThan(status === '' ? 20 : 0);
      }
    });
  });
});
