import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices, payments } from '@paylab/db';
import { useInvoicesApi } from './invoices-test-api';
import { findAuditRows } from '../../test/find-audit-rows';
import { readJson } from '../../test/test-app';

describe('invoices API: payments', () => {
  const invoicesApi = useInvoicesApi();
  const { testApp, request, createInvoice, clients, payInvoice, readInvoice } = invoicesApi;
  const { createBrightsideInvoice, updateBrightsideInvoice, recordPayment } = invoicesApi;

  describe('payments', () => {
    test('a partial then a full payment: amount paid, balance due, then paid with the payment date', async () => {
      const invoice = await createBrightsideInvoice('2025-07-01', '1000', { status: 'sent' });
      // Total 1000.00 + 87.50 = 1087.50.
      const partial = await payInvoice(invoice.id, {
        amount: '500',
        paymentDate: '2025-07-10',
        paymentMethod: 'Check',
        referenceNumber: '1042',
      });
      expect(readJson(partial, 201)).toMatchObject({
        invoiceId: invoice.id,
        amount: '500.00',
        paymentDate: '2025-07-10',
        paymentMethod: 'Check',
        referenceNumber: '1042',
      });
      const afterPartial = await readInvoice(invoice.id);
      // 1087.50 - 500.00 = 587.50 still due; the status is unchanged.
      expect(afterPartial).toMatchObject({
        status: 'sent',
        amountPaid: '500.00',
        balanceDue: '587.50',
        paymentDate: null,
        paymentCount: 1,
      });

      const over = await payInvoice(invoice.id, { amount: '587.51', paymentDate: '2025-07-20' });
      expect(readJson(over, 409)).toEqual({
        code: 'CONFLICT',
        message: 'A payment of $587.51 is more than the balance due of $587.50.',
        fields: { amount: 'A payment of $587.51 is more than the balance due of $587.50.' },
      });

      const full = await payInvoice(invoice.id, {
        amount: 587.5,
        paymentDate: '2025-07-20',
        paymentMethod: 'ACH',
      });
      expect(full.statusCode).toBe(201);
      const paid = await readInvoice(invoice.id);
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

      const more = await payInvoice(invoice.id, { amount: '0.01', paymentDate: '2025-07-21' });
      expect(more.statusCode).toBe(409);
      expect(more.json().message).toMatch(/has no balance due/);

      // 900.00 + 78.75 tax = 978.75 < 1087.50 paid. The total cannot drop below what was paid; kept, the invoice stays paid, and another status is refused.
      const lower = await updateBrightsideInvoice(invoice.id, {
        issueDate: '2025-07-01',
        subtotal: '900',
      });
      expect(lower.statusCode).toBe(409);
      expect(lower.json().message).toBe(
        'Payments of $1,087.50 are recorded on this invoice; its total ($978.75) cannot be less than that.',
      );
      const same = await updateBrightsideInvoice(invoice.id, {
        issueDate: '2025-07-01',
        subtotal: '1000',
        status: 'draft',
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().fields).toEqual({
        status: 'Payments of $1,087.50 cover the total, so this invoice stays paid.',
      });
      const kept = await updateBrightsideInvoice(invoice.id, {
        issueDate: '2025-07-01',
        subtotal: '1000',
      });
      expect(kept.json()).toMatchObject({ status: 'paid', paymentDate: '2025-07-20' });

      const audit = await findAuditRows(testApp.database, {
        entityId: invoice.id,
        action: 'record-payment',
      });
      expect(audit).toHaveLength(2);
    });

    test.each([
      [{ amount: 0, paymentDate: '2025-07-10' }, 'amount', 'Enter an amount greater than 0'],
      [{ amount: '-1', paymentDate: '2025-07-10' }, 'amount', 'Amount cannot be negative'],
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
      const invoice = await createBrightsideInvoice('2025-07-01', '10');
      const response = await payInvoice(invoice.id, payload);
      expect(readJson(response, 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: message },
      });
      expect(
        await testApp.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id)),
      ).toEqual([]);
    });

    test('a paid invoice whose total is raised above its payments is owed again; choosing paid over part-payments is refused', async () => {
      const invoice = await createInvoice({
        clientId: clients.brightsideId,
        issueDate: '2025-08-01',
        dueDate: '2025-08-31',
        items: [{ description: 'Consulting', quantity: '10', unitPrice: '100' }],
        status: 'sent',
      });
      // 10 x 100.00 = 1000.00; + 8.75% = 1087.50, paid in full.
      await recordPayment(invoice.id, '1087.50', '2025-08-15');
      expect(await readInvoice(invoice.id)).toMatchObject({
        status: 'paid',
        paymentDate: '2025-08-15',
      });

      // The edit form sends back the status it loaded: 12 x 100.00 = 1200.00; + 105.00 tax = 1305.00.
      const raised = await updateBrightsideInvoice(invoice.id, {
        items: [{ description: 'Consulting', quantity: '12', unitPrice: '100' }],
        status: 'paid',
      });
      expect(raised.statusCode).toBe(200);
      // 1305.00 - 1087.50 = 217.50 owed again; past due on 2025-09-01 (due Aug 31).
      expect(raised.json()).toMatchObject({
        totalAmount: '1305.00',
        status: 'sent',
        paymentDate: null,
        amountPaid: '1087.50',
        balanceDue: '217.50',
      });
      const overdue = await request(
        'GET',
        `/api/invoices?search=${raised.json().invoiceNumber}&status=overdue&today=2025-09-01`,
      );
      // The cards count the payment (ADR 0035): 1,087.50 received, 217.50 still owed.
      expect(overdue.json()).toMatchObject({
        total: 1,
        summary: { paid: '1087.50', outstanding: '217.50', overdueCount: 1 },
      });

      const markedPaid = await updateBrightsideInvoice(invoice.id, { status: 'paid' });
      expect(markedPaid.statusCode).toBe(400);
      expect(markedPaid.json().fields).toEqual({
        status:
          'Payments of $1,087.50 cover part of the total; record a payment of the balance due ($217.50) to mark it paid.',
      });
      expect(await readInvoice(invoice.id)).toMatchObject({ status: 'sent', balanceDue: '217.50' });

      await recordPayment(invoice.id, '217.50', '2025-09-05');
      expect(await readInvoice(invoice.id)).toMatchObject({
        status: 'paid',
        paymentDate: '2025-09-05',
        balanceDue: '0.00',
      });

      // Covered by its payments, it cannot be made something else (it used to answer 200 and stay paid).
      const cancelled = await updateBrightsideInvoice(invoice.id, { status: 'cancelled' });
      expect(cancelled.statusCode).toBe(400);
      expect(cancelled.json().fields).toEqual({
        status: 'Payments of $1,305.00 cover the total, so this invoice stays paid.',
      });
      expect(await readInvoice(invoice.id)).toMatchObject({
        status: 'paid',
        paymentDate: '2025-09-05',
      });
    });

    test('a part-payment on an invoice marked paid shows it owed again, and issues a draft (ADR 0016)', async () => {
      // Marked paid with nothing recorded: status is free until payments are recorded.
      const markedPaid = await createBrightsideInvoice('2025-08-01', '100', {
        taxRate: '0',
        status: 'paid',
      });
      expect(markedPaid).toMatchObject({ status: 'paid', totalAmount: '100.00' });
      await recordPayment(markedPaid.id, '25', '2025-08-10');
      // 100.00 - 25.00 = 75.00 owed, so not paid.
      expect(await readInvoice(markedPaid.id)).toMatchObject({
        status: 'sent',
        paymentDate: null,
        amountPaid: '25.00',
        balanceDue: '75.00',
      });

      const draft = await createBrightsideInvoice('2025-08-01', '100', {
        taxRate: '0',
        status: 'draft',
      });
      await recordPayment(draft.id, '40', '2025-08-10');
      expect(await readInvoice(draft.id)).toMatchObject({
        status: 'sent',
        amountPaid: '40.00',
        balanceDue: '60.00',
      });
      await recordPayment(draft.id, '60', '2025-08-20');
      expect(await readInvoice(draft.id)).toMatchObject({
        status: 'paid',
        paymentDate: '2025-08-20',
        balanceDue: '0.00',
      });
    });

    test('a cancelled invoice owes nothing and is never past due', async () => {
      const invoice = await createBrightsideInvoice('2025-03-01', '200', {
        invoiceNumber: 'CANCEL-PAST-DUE',
        dueDate: '2025-03-31',
        status: 'cancelled',
      });
      // 200.00 + 17.50 tax = 217.50 billed, but to nobody.
      expect(invoice).toMatchObject({ totalAmount: '217.50', balanceDue: '0.00' });
      const listed = await request('GET', '/api/invoices?search=CANCEL-PAST-DUE&today=2025-06-01');
      expect(listed.json()).toMatchObject({
        total: 1,
        items: [{ balanceDue: '0.00' }],
        summary: { overdueCount: 0 },
      });
      const overdue = await request(
        'GET',
        '/api/invoices?search=CANCEL-PAST-DUE&status=overdue&today=2025-06-01',
      );
      expect(overdue.json().total).toBe(0);
    });

    test('refuses payments on a cancelled invoice, dated in the future, and on an unknown invoice', async () => {
      const invoice = await createBrightsideInvoice('2025-07-01', '10', { status: 'cancelled' });
      const cancelled = await payInvoice(invoice.id, { amount: '1', paymentDate: '2025-07-10' });
      expect(cancelled.statusCode).toBe(409);
      const open = await createBrightsideInvoice('2025-07-01', '10', { status: 'sent' });
      const future = await payInvoice(open.id, { amount: '1', paymentDate: '2199-12-31' });
      expect(future.statusCode).toBe(400);
      expect(future.json().fields).toEqual({
        paymentDate: 'The payment date cannot be in the future',
      });
      expect(await readInvoice(open.id)).toMatchObject({ paymentCount: 0, amountPaid: '0.00' });
      const unknown = await request(
        'POST',
        '/api/invoices/00000000-0000-4000-8000-000000000000/payments',
        { amount: '1', paymentDate: '2025-07-10' },
      );
      expect(unknown.statusCode).toBe(404);
    });

    test('concurrent payments never overpay: of 20 payments of $10.00 on a $100.00 invoice exactly 10 succeed', async () => {
      const invoice = await createBrightsideInvoice('2025-08-01', '100', { taxRate: '0' });
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          payInvoice(invoice.id, { amount: '10.00', paymentDate: '2025-08-05' }),
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
      const paymentsOf = (invoiceId: string) =>
        testApp.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
      const paymentAudits = (invoiceId: string) =>
        findAuditRows(testApp.database, { entityId: invoiceId, action: 'record-payment' });
      /** Two untaxed 50.00 invoices, one per issue date, for the cross-invoice key cases. */
      const createTwoInvoices = (issueDates: [string, string]) =>
        Promise.all(
          issueDates.map((issueDate) =>
            createInvoice({
              clientId: clients.brightsideId,
              issueDate,
              subtotal: '50',
              taxRate: '0',
            }),
          ),
        );

      test('a repeat with the same key answers the original payment with 200 and records nothing new', async () => {
        const invoice = await createBrightsideInvoice('2025-09-01', '100', { taxRate: '0' });
        const payload = {
          amount: '10.00',
          paymentDate: '2025-09-05',
          paymentMethod: 'Check',
          referenceNumber: '2001',
          idempotencyKey: 'payment-key-repeat-0001',
        };
        const first = await payInvoice(invoice.id, payload);
        expect(readJson(first, 201)).not.toHaveProperty('idempotencyKey');
        const repeat = await payInvoice(invoice.id, payload);
        expect(readJson(repeat, 200)).toEqual(first.json());
        // Whatever the repeat carries, the key's payment is the answer: a retry never pays twice.
        const changed = await payInvoice(invoice.id, { ...payload, amount: '25.00' });
        expect(readJson(changed, 200)).toEqual(first.json());

        expect(await paymentsOf(invoice.id)).toMatchObject([
          { amount: '10.00', idempotencyKey: 'payment-key-repeat-0001' },
        ]);
        expect(await paymentAudits(invoice.id)).toHaveLength(1);
        expect(await readInvoice(invoice.id)).toMatchObject({
          amountPaid: '10.00',
          balanceDue: '90.00',
          paymentCount: 1,
          payments: [first.json()],
        });

        // A new key is a new payment; once the invoice is paid, a repeat still answers its payment.
        const rest = await payInvoice(invoice.id, {
          amount: '90.00',
          paymentDate: '2025-09-06',
          idempotencyKey: 'payment-key-repeat-0002',
        });
        expect(rest.statusCode).toBe(201);
        const afterPaid = await payInvoice(invoice.id, payload);
        expect(readJson(afterPaid, 200)).toEqual(first.json());
        expect(await paymentsOf(invoice.id)).toHaveLength(2);
        expect(await paymentAudits(invoice.id)).toHaveLength(2);
      });

      test('the same key on another invoice is refused with 409 naming idempotencyKey', async () => {
        const [first, second] = await createTwoInvoices(['2025-09-10', '2025-09-11']);
        const payload = {
          amount: '5',
          paymentDate: '2025-09-12',
          idempotencyKey: 'payment-key-elsewhere',
        };
        expect((await payInvoice(first.id, payload)).statusCode).toBe(201);
        const elsewhere = await payInvoice(second.id, payload);
        expect(readJson(elsewhere, 409)).toEqual({
          code: 'CONFLICT',
          message:
            'This idempotencyKey was already used for a payment on another invoice; send a new key for a new payment.',
        });
        expect(await paymentsOf(second.id)).toEqual([]);
        expect(await paymentAudits(second.id)).toEqual([]);
      });

      test('first uses of one key on two invoices at once: one payment, the other invoice gets 409', async () => {
        const [left, right] = await createTwoInvoices(['2025-09-15', '2025-09-16']);
        const payload = {
          amount: '5',
          paymentDate: '2025-09-17',
          idempotencyKey: 'payment-key-race-0001',
        };
        const targets = Array.from({ length: 20 }, (_, index) => (index % 2 ? right : left));
        const responses = await Promise.all(
          targets.map((target) => payInvoice(target.id, payload)),
        );
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
        const invoice = await createBrightsideInvoice('2025-09-20', '30', { taxRate: '0' });
        const payload = { amount: '10', paymentDate: '2025-09-21' };
        expect((await payInvoice(invoice.id, payload)).statusCode).toBe(201);
        expect((await payInvoice(invoice.id, { ...payload, idempotencyKey: '' })).statusCode).toBe(
          201,
        );
        expect(
          (await payInvoice(invoice.id, { ...payload, idempotencyKey: '   ' })).statusCode,
        ).toBe(201);
        expect((await paymentsOf(invoice.id)).map((row) => row.idempotencyKey)).toEqual([
          null,
          null,
          null,
        ]);
      });
    });
  });
});
