import type { FastifyInstance } from 'fastify';
import {
  getLatestDateAnywhere,
  invoiceDetailSchema,
  invoiceIdParamsSchema,
  invoiceInputSchema,
  invoiceListSchema,
  listInvoicesQuerySchema,
  paymentInputSchema,
  paymentSchema,
} from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import { declareRecordRoutes } from '../../lib/record-routes';
import { fileResponseSchema, sendAttachment } from '../../lib/send-attachment';
import { requireUser } from '../../plugins/session';
import { createInvoice } from './create-invoice';
import { deleteInvoice } from './delete-invoice';
import { getInvoiceDetail } from './invoice-queries';
import { listInvoices } from './list-invoices';
import { recordPayment } from './record-payment';
import { renderInvoicePdf } from './render-invoice-pdf';
import { updateInvoice } from './update-invoice';

export async function invoicesRoutes(app: FastifyInstance): Promise<void> {
  const routes = declareRoutes(app, 'invoices');
  const params = invoiceIdParamsSchema;
  const invoice = declareRecordRoutes(routes, {
    path: '/api/invoices',
    params,
    record: invoiceDetailSchema,
    read: 'read:invoice:any',
    write: 'write:invoice',
  });

  invoice.list({ querystring: listInvoicesQuerySchema, response: invoiceListSchema }, (query) =>
    listInvoices(app.db, { query }),
  );
  invoice.get((id) => getInvoiceDetail(app.db, { id }));
  routes.get(
    '/api/invoices/:id/pdf',
    'read:invoice:any',
    { params, response: fileResponseSchema('pdf') },
    async (request, reply) =>
      sendAttachment(reply, await renderInvoicePdf(app.db, { id: request.params.id })),
  );
  invoice.create(invoiceInputSchema, (request) => createInvoice(app.db, request));
  invoice.update(invoiceInputSchema, (request) => updateInvoice(app.db, request));
  invoice.delete((request) => deleteInvoice(app.db, request));
  routes.post(
    '/api/invoices/:id/payments',
    'write:invoice',
    {
      params,
      body: paymentInputSchema,
      // 201: recorded; 200: the idempotency key was already used on this invoice, and the
      // payment it recorded is answered again (nothing new is written).
      response: { 200: paymentSchema, 201: paymentSchema },
    },
    async (request, reply) => {
      const { payment, isReplay } = await recordPayment(app.db, {
        actor: requireUser(request),
        invoiceId: request.params.id,
        input: request.body,
        latestDateAnywhere: getLatestDateAnywhere(),
      });
      return reply.status(isReplay ? 200 : 201).send(payment);
    },
  );
}
