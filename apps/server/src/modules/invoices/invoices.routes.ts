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
import { readEditRequest, withEntityTag } from '../../lib/edit-versions';
import {
  buildDeleteRecordSchema,
  buildGetRecordSchema,
  buildUpdateRecordSchema,
} from '../../lib/record-route-schemas';
import { fileResponseSchema, sendAttachment } from '../../lib/send-attachment';
import { readDeleteRequest, readWriteRequest } from '../../lib/write-requests';
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

  routes.get(
    '/api/invoices',
    'read:invoice:any',
    { querystring: listInvoicesQuerySchema, response: { 200: invoiceListSchema } },
    async (request) => listInvoices(app.db, { query: request.query }),
  );
  routes.get(
    '/api/invoices/:id',
    'read:invoice:any',
    buildGetRecordSchema({ params, record: invoiceDetailSchema }),
    async (request, reply) =>
      withEntityTag(reply, await getInvoiceDetail(app.db, { id: request.params.id })),
  );
  routes.get(
    '/api/invoices/:id/pdf',
    'read:invoice:any',
    { params, response: fileResponseSchema('pdf') },
    async (request, reply) =>
      sendAttachment(reply, await renderInvoicePdf(app.db, { id: request.params.id })),
  );
  routes.post(
    '/api/invoices',
    'write:invoice',
    { body: invoiceInputSchema, response: { 201: invoiceDetailSchema } },
    async (request, reply) =>
      reply.status(201).send(await createInvoice(app.db, readWriteRequest(request))),
  );
  routes.put(
    '/api/invoices/:id',
    'write:invoice',
    buildUpdateRecordSchema({ params, body: invoiceInputSchema, record: invoiceDetailSchema }),
    async (request, reply) =>
      withEntityTag(reply, await updateInvoice(app.db, readEditRequest(request))),
  );
  routes.delete(
    '/api/invoices/:id',
    'write:invoice',
    buildDeleteRecordSchema({ params }),
    async (request) => deleteInvoice(app.db, readDeleteRequest(request)),
  );
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
