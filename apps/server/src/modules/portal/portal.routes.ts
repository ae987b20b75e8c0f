import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  clientSchema,
  invoiceDetailSchema,
  invoiceIdParamsSchema,
  invoiceListSchema,
  listPortalInvoicesQuerySchema,
} from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import { fileResponseSchema, sendAttachment } from '../../lib/send-attachment';
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
  const routes = declareRoutes(app, 'portal');
  const params = invoiceIdParamsSchema;
  const getOwnClientId = async (request: FastifyRequest) =>
    (await getOwnClient(app.db, requireUser(request))).id;

  routes.get(
    '/api/portal/client',
    'read:client:own',
    { response: { 200: clientSchema } },
    async (request) => getOwnClient(app.db, requireUser(request)),
  );
  routes.get(
    '/api/portal/invoices',
    'read:invoice:own',
    { querystring: listPortalInvoicesQuerySchema, response: { 200: invoiceListSchema } },
    async (request) =>
      listInvoices(app.db, { query: request.query, clientId: await getOwnClientId(request) }),
  );
  routes.get(
    '/api/portal/invoices/:id',
    'read:invoice:own',
    { params, response: { 200: invoiceDetailSchema } },
    async (request) =>
      getInvoiceDetail(app.db, { id: request.params.id, clientId: await getOwnClientId(request) }),
  );
  routes.get(
    '/api/portal/invoices/:id/pdf',
    'read:invoice:own',
    { params, response: fileResponseSchema('pdf') },
    async (request, reply) => {
      const clientId = await getOwnClientId(request);
      return sendAttachment(
        reply,
        await renderInvoicePdf(app.db, { id: request.params.id, clientId }),
      );
    },
  );
}
