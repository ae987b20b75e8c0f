import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientSchema,
  invoiceDetailSchema,
  invoiceIdParamsSchema,
  invoiceListSchema,
  listPortalInvoicesQuerySchema,
} from '@paylab/shared';
import { sendAttachment } from '../../lib/send-attachment';
import { requireUser } from '../../plugins/session';
import { getInvoiceDetail } from '../invoices/invoice-queries';
import { listInvoices } from '../invoices/list-invoices';
import { renderInvoicePdf } from '../invoices/render-invoice-pdf';
import { getOwnClient } from './get-own-client';

/**
 * The client portal: a client user reads its own company and its own invoices. Every query is
 * scoped to the user's client on the server, so another client's invoice is simply not found.
 */
export async function portalRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/portal/client',
    {
      config: { permission: 'read:client:own' },
      schema: { tags: ['portal'], response: { 200: clientSchema } },
    },
    async (request) => getOwnClient(app.db, requireUser(request)),
  );

  api.get(
    '/api/portal/invoices',
    {
      config: { permission: 'read:invoice:own' },
      schema: {
        tags: ['portal'],
        querystring: listPortalInvoicesQuerySchema,
        response: { 200: invoiceListSchema },
      },
    },
    async (request) => {
      const client = await getOwnClient(app.db, requireUser(request));
      return listInvoices(app.db, { query: request.query, clientId: client.id });
    },
  );

  api.get(
    '/api/portal/invoices/:id',
    {
      config: { permission: 'read:invoice:own' },
      schema: {
        tags: ['portal'],
        params: invoiceIdParamsSchema,
        response: { 200: invoiceDetailSchema },
      },
    },
    async (request) => {
      const client = await getOwnClient(app.db, requireUser(request));
      return getInvoiceDetail(app.db, { id: request.params.id, clientId: client.id });
    },
  );

  api.get(
    '/api/portal/invoices/:id/pdf',
    {
      config: { permission: 'read:invoice:own' },
      schema: { tags: ['portal'], params: invoiceIdParamsSchema },
    },
    async (request, reply) => {
      const client = await getOwnClient(app.db, requireUser(request));
      const { fileName, bytes } = await renderInvoicePdf(app.db, {
        id: request.params.id,
        clientId: client.id,
      });
      return sendAttachment(reply, bytes, 'application/pdf', fileName);
    },
  );
}
