import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoiceItems } from '@paylab/db';
import { useInvoicesApi } from './invoices-test-api';
import { findAuditRows } from '../../test/find-audit-rows';
import { readJson } from '../../test/test-app';

describe('invoices API: update', () => {
  const invoicesApi = useInvoicesApi();
  const { testApp, request, createInvoice, clients } = invoicesApi;
  const { createBrightsideInvoice, updateBrightsideInvoice } = invoicesApi;
  /** The invoice's item rows, read from the database. */
  const itemRowsOf = (invoiceId: string) =>
    testApp.database.db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));

  describe('update', () => {
    test('replaces items when sent, keeps them (and their subtotal) when left out, and recomputes tax', async () => {
      const invoice = await createInvoice({
        clientId: clients.brightsideId,
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
        clientId: clients.northwindId,
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
        clientId: clients.northwindId,
        subtotal: '575.25',
        taxAmount: '57.53',
        totalAmount: '632.78',
        status: 'sent',
        itemCount: 2,
      });
      expect(await itemRowsOf(id)).toHaveLength(2);
      const cleared = await request('PUT', `/api/invoices/${id}`, {
        clientId: clients.northwindId,
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
      const audit = await findAuditRows(testApp.database, { entityId: id, action: 'update' });
      expect(audit).toHaveLength(3);
    });

    test('a tax rate or status left out keeps the stored one, as the other fields do', async () => {
      const invoice = await createBrightsideInvoice('2025-06-01', '200', {
        taxRate: '0.05',
        status: 'sent',
        paymentMethod: 'ACH',
      });
      expect(invoice).toMatchObject({ taxRate: '0.0500', totalAmount: '210.00', status: 'sent' });
      const response = await updateBrightsideInvoice(invoice.id, {
        notes: 'just changing the note',
      });
      expect(readJson(response, 200)).toMatchObject({
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
      const defaults = await createBrightsideInvoice('2025-06-01', '200');
      expect(defaults).toMatchObject({ taxRate: '0.0875', totalAmount: '217.50', status: 'draft' });
    });

    test('refuses a number that another invoice holds, and an unknown invoice with 404', async () => {
      const first = await createInvoice({
        clientId: clients.brightsideId,
        invoiceNumber: 'UPD-1',
        issueDate: '2025-06-01',
        subtotal: 1,
      });
      await createInvoice({
        clientId: clients.brightsideId,
        invoiceNumber: 'UPD-2',
        issueDate: '2025-06-01',
        subtotal: 1,
      });
      const clash = await updateBrightsideInvoice(first.id, {
        invoiceNumber: 'UPD-2',
        subtotal: 1,
      });
      expect(clash.statusCode).toBe(409);
      const keep = await updateBrightsideInvoice(first.id, { invoiceNumber: '', subtotal: 2 });
      expect(keep.json()).toMatchObject({ invoiceNumber: 'UPD-1', subtotal: '2.00' });
      const unknown = await request('PUT', '/api/invoices/00000000-0000-4000-8000-000000000000', {
        clientId: clients.brightsideId,
        subtotal: 1,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('delete', () => {
    test('removes the invoice with its items and writes an audit row', async () => {
      const invoice = await createInvoice({
        clientId: clients.brightsideId,
        issueDate: '2025-09-01',
        items: [{ description: 'A', quantity: 1, unitPrice: 1 }],
      });
      const response = await request('DELETE', `/api/invoices/${invoice.id}`);
      expect(readJson(response, 200)).toEqual({ id: invoice.id });
      expect(await itemRowsOf(invoice.id)).toEqual([]);
      const audit = await findAuditRows(testApp.database, {
        entityId: invoice.id,
        action: 'delete',
      });
      expect(audit).toHaveLength(1);
      expect((await request('GET', `/api/invoices/${invoice.id}`)).statusCode).toBe(404);
    });

    test('refuses an invoice with payments (409) and keeps it whole', async () => {
      const invoice = await createBrightsideInvoice('2025-09-01', '50', {
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
      expect(await itemRowsOf(invoice.id)).toHaveLength(1);
    });
  });
});
