import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { readEditRequest, withEntityTag } from '../../lib/edit-versions';
import {
  buildDeleteRecordSchema,
  buildGetRecordSchema,
  buildUpdateRecordSchema,
} from '../../lib/record-route-schemas';
import { sendAttachment } from '../../lib/send-attachment';
import { requireUser } from '../../plugins/session';
import { createInvoice } from './create-invoice';
import { deleteInvoice } from './delete-invoice';
import { getInvoiceDetail } from './invoice-queries';
import { listInvoices } from './list-invoices';
import { recordPayment } from './record-payment';
import { renderInvoicePdf } from './render-invoice-pdf';
import { updateInvoice } from './update-invoice';

export async function invoicesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/invoices',
    {
      config: { permission: 'read:invoice:any' },
      schema: {
        tags: ['invoices'],
        querystring: listInvoicesQuerySchema,
        response: { 200: invoiceListSchema },
      },
    },
    async (request) => listInvoices(app.db, { query: request.query }),
  );

  api.get(
    '/api/invoices/:id',
    {
      config: { permission: 'read:invoice:any' },
      schema: buildGetRecordSchema({
        tag: 'invoices',
        params: invoiceIdParamsSchema,
        record: invoiceDetailSchema,
      }),
    },
    async (request, reply) =>
      withEntityTag(reply, await getInvoiceDetail(app.db, { id: request.params.id })),
  );

  api.get(
    '/api/invoices/:id/pdf',
    {
      config: { permission: 'read:invoice:any' },
      schema: { tags: ['invoices'], params: invoiceIdParamsSchema },
    },
    async (request, reply) => {
      const { fileName, bytes } = await renderInvoicePdf(app.db, { id: request.params.id });
      return sendAttachment(reply, bytes, 'application/pdf', fileName);
    },
  );

  api.post(
    '/api/invoices',
    {
      config: { permission: 'write:invoice' },
      schema: {
        tags: ['invoices'],
        body: invoiceInputSchema,
        response: { 201: invoiceDetailSchema },
      },
    },
    async (request, reply) => {
      const invoice = await createInvoice(app.db, {
        actor: requireUser(request),
        input: request.body,
      });
      return reply.status(201).send(invoice);
    },
  );

  api.put(
    '/api/invoices/:id',
    {
      config: { permission: 'write:invoice' },
      schema: buildUpdateRecordSchema({
        tag: 'invoices',
        params: invoiceIdParamsSchema,
        body: invoiceInputSchema,
        record: invoiceDetailSchema,
      }),
    },
    async (request, reply) =>
      withEntityTag(reply, await updateInvoice(app.db, readEditRequest(request))),
  );

  api.delete(
    '/api/invoices/:id',
    {
      config: { permission: 'write:invoice' },
      schema: buildDeleteRecordSchema({ tag: 'invoices', params: invoiceIdParamsSchema }),
    },
    async (request) =>
      deleteInvoice(app.db, { actor: requireUser(request), id: request.params.id }),
  );

  api.post(
    '/api/invoices/:id/payments',
    {
      config: { permission: 'write:invoice' },
      schema: {
        tags: ['invoices'],
        params: invoiceIdParamsSchema,
        body: paymentInputSchema,
        // 201: recorded; 200: the idempotency key was already used on this invoice, and the
        // payment it recorded is answered again (nothing new is written).
        response: { 200: paymentSchema, 201: paymentSchema },
      },
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
