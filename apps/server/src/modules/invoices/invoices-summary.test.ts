import { beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatMoney, parseMoney } from '@paylab/shared';
import { useInvoicesApi } from './invoices-test-api';

describe('invoices API: summary', () => {
  const { testApp, clients, request, createInvoice } = useInvoicesApi();

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
});
