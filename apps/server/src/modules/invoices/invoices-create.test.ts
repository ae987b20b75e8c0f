import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoiceNumberCounters, invoices } from '@paylab/db';
import { getTestDatabaseKind } from '@paylab/db/testing';
import { useInvoicesApi } from './invoices-test-api';
import { findAuditRows } from '../../test/find-audit-rows';
import { readJson } from '../../test/test-app';

describe('invoices API: create', () => {
  // The numbering burst below queues 500 creations behind one counter row: every one must get its
  // number however long this machine takes to clear them, so no request gives up waiting for a
  // connection (the pool's own 5 s limit is the outage tests' concern).
  const invoicesApi = useInvoicesApi({ connectionWaitMs: 120_000 });
  const { testApp, request, createInvoice, clients } = invoicesApi;
  const { createBrightsideInvoice, updateBrightsideInvoice } = invoicesApi;

  /** A 1.00 invoice for the demo client, for tests about its number rather than its amounts. */
  const createDollarInvoice = (issueDate: string, extra: Record<string, unknown> = {}) =>
    createInvoice({ clientId: clients.brightsideId, issueDate, subtotal: 1, ...extra });

  /** Every invoice row's id, read from the database, to show a refused request wrote nothing. */
  const invoiceIds = () => testApp.database.db.select({ id: invoices.id }).from(invoices);

  describe('create', () => {
    test('numbers the first invoice of the issue year INV-2025-0001 and computes tax and total on the server', async () => {
      const invoice = await createBrightsideInvoice('2025-01-05', '1000', {
        dueDate: '2025-02-04',
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
        client: {
          id: clients.brightsideId,
          clientId: 'CL-0001',
          companyName: 'Brightside Bakery LLC',
        },
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
      const audit = await findAuditRows(testApp.database, {
        entity: 'invoice',
        entityId: invoice.id,
      });
      expect(audit).toMatchObject([{ action: 'create', actorName: 'admin' }]);
    });

    test('rounds tax half-up to the cent', async () => {
      // 10.05 x 0.0875 = 0.879375 → 0.88; total 10.05 + 0.88 = 10.93.
      const invoice = await createInvoice({
        clientId: clients.brightsideId,
        issueDate: '2025-01-06',
        subtotal: 10.05,
        taxRate: 0.0875,
      });
      expect(invoice).toMatchObject({
        invoiceNumber: 'INV-2025-0002',
        taxAmount: '0.88',
        totalAmount: '10.93',
      });
      /** A Brightside invoice of 2025-01-06 with the given subtotal and tax rate. */
      const createAt = (subtotal: string, taxRate: string) =>
        createInvoice({
          clientId: clients.brightsideId,
          issueDate: '2025-01-06',
          subtotal,
          taxRate,
        });
      // 0.10 x 0.0250 = 0.0025 → 0.00 (below half a cent).
      const tiny = await createAt('0.10', '0.025');
      expect(tiny).toMatchObject({ taxAmount: '0.00', totalAmount: '0.10' });
      // 0.20 x 0.0250 = 0.005 → 0.01 (exactly half rounds up).
      const half = await createAt('0.20', '0.025');
      expect(half).toMatchObject({ taxAmount: '0.01', totalAmount: '0.21' });
    });

    test('defaults: draft, tax rate 0.0875, due date = issue date + the client’s payment terms', async () => {
      const invoice = await createInvoice({
        clientId: clients.northwindId,
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
      const brightside = await createBrightsideInvoice('2025-12-15', '1', { dueDate: '' });
      // Brightside's terms are 30 days: Dec 15 + 16 = Dec 31, + 14 = Jan 14 of the next year.
      expect(brightside.dueDate).toBe('2026-01-14');
    });

    test('with items, the subtotal is their sum; each line is quantity x unit price rounded half-up', async () => {
      const invoice = await createInvoice({
        clientId: clients.brightsideId,
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
      const typed = await createDollarInvoice('2025-03-01', { invoiceNumber: 'inv-2025-0008' });
      expect(typed.invoiceNumber).toBe('INV-2025-0008');
      const custom = await createDollarInvoice('2025-03-01', { invoiceNumber: 'ACME/2025/1' });
      expect(custom.invoiceNumber).toBe('ACME/2025/1');
      const before = await invoiceIds();
      const duplicate = await request('POST', '/api/invoices', {
        clientId: clients.brightsideId,
        subtotal: 1,
        invoiceNumber: 'INV-2025-0008',
      });
      const takenMessage =
        'Invoice number INV-2025-0008 already exists. Choose another number or leave it empty to generate one.';
      // The refusal names its field, so the form shows it at Invoice Number (issue 27, item 6).
      expect(readJson(duplicate, 409)).toEqual({
        code: 'CONFLICT',
        message: takenMessage,
        fields: { invoiceNumber: takenMessage },
      });
      // A typed number in other letters is the same number (migration 0015).
      const otherCase = await request('POST', '/api/invoices', {
        clientId: clients.brightsideId,
        subtotal: 1,
        invoiceNumber: 'acme/2025/1',
      });
      expect(otherCase.statusCode).toBe(409);
      expect(otherCase.json().message).toBe(
        'Invoice number acme/2025/1 already exists. Choose another number or leave it empty to generate one.',
      );
      const renamed = await updateBrightsideInvoice(typed.id, { invoiceNumber: 'Acme/2025/1' });
      expect(renamed.statusCode).toBe(409);
      expect(await invoiceIds()).toHaveLength(before.length);
      // The invoice's own number in other letters is still its own.
      const recased = await updateBrightsideInvoice(custom.id, { invoiceNumber: 'Acme/2025/1' });
      expect(recased.statusCode).toBe(200);
      expect(recased.json().invoiceNumber).toBe('Acme/2025/1');
      // 0001-0007 are taken by the tests above; 0008 was typed, so the next generated number is 0009.
      const next = await createDollarInvoice('2025-03-02');
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
      const next = await createDollarInvoice('2025-04-01');
      expect(next.invoiceNumber).toBe('INV-2025-0010');
      expect((await request('DELETE', `/api/invoices/${next.id}`)).statusCode).toBe(200);
      const after = await createDollarInvoice('2025-04-02');
      expect(after.invoiceNumber).toBe('INV-2025-0011');
      const other = await createDollarInvoice('2024-12-31');
      expect(other.invoiceNumber).toBe('INV-2024-0001');
    });

    test('a deleted invoice’s number, typed or generated, is never issued again nor accepted by hand', async () => {
      // 2027 is a year no other test numbers in.
      const first = await createDollarInvoice('2027-01-05');
      expect(first.invoiceNumber).toBe('INV-2027-0001');
      const typed = await createDollarInvoice('2027-01-05', { invoiceNumber: 'INV-2027-0003' });
      expect((await request('DELETE', `/api/invoices/${typed.id}`)).statusCode).toBe(200);
      const second = await createDollarInvoice('2027-01-06');
      const third = await createDollarInvoice('2027-01-06');
      expect([second.invoiceNumber, third.invoiceNumber]).toEqual([
        'INV-2027-0002',
        'INV-2027-0004',
      ]);

      expect((await request('DELETE', `/api/invoices/${third.id}`)).statusCode).toBe(200);
      const custom = await createDollarInvoice('2027-01-06', { invoiceNumber: 'RET/2027/1' });
      expect((await request('DELETE', `/api/invoices/${custom.id}`)).statusCode).toBe(200);
      const before = await invoiceIds();
      for (const [typedNumber, shown] of [
        ['inv-2027-0004', 'INV-2027-0004'],
        ['INV-2027-0003', 'INV-2027-0003'],
        ['RET/2027/1', 'RET/2027/1'],
        ['ret/2027/1', 'ret/2027/1'],
      ]) {
        const retyped = await request('POST', '/api/invoices', {
          clientId: clients.brightsideId,
          issueDate: '2027-01-07',
          subtotal: 1,
          invoiceNumber: typedNumber,
        });
        const retiredMessage = `Invoice number ${shown} belonged to a deleted invoice and is retired. Choose another number or leave it empty to generate one.`;
        expect(readJson(retyped, 409)).toEqual({
          code: 'CONFLICT',
          message: retiredMessage,
          fields: { invoiceNumber: retiredMessage },
        });
      }
      const renumbered = await updateBrightsideInvoice(second.id, {
        invoiceNumber: 'INV-2027-0003',
      });
      expect(renumbered.statusCode).toBe(409);
      expect(await invoiceIds()).toHaveLength(before.length);
      const next = await createDollarInvoice('2027-01-07');
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
      [{ subtotal: '-5' }, 'subtotal', 'Amount cannot be negative'],
      [{ taxRate: '-0.05' }, 'taxRate', 'Tax rate cannot be negative'],
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
      const before = await invoiceIds();
      const response = await request('POST', '/api/invoices', {
        clientId: clients.brightsideId,
        issueDate: '2025-05-01',
        subtotal: '10',
        ...change,
      });
      expect(readJson(response, 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: message },
      });
      expect(await invoiceIds()).toHaveLength(before.length);
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
              clientId: clients.northwindId,
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
