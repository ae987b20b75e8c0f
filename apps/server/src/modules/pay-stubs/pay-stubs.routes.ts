import type { FastifyInstance } from 'fastify';
import { payStubSchema, recordIdParamsSchema } from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import {
  fileResponseSchema,
  HTML_CONTENT_TYPE,
  PDF_CONTENT_TYPE,
  sendAttachment,
} from '../../lib/send-attachment';
import { getPayStub, toPayStubFileName } from './get-pay-stub';
import { renderPayStubHtml } from './render-pay-stub-html';
import { renderPayStubPdf } from './render-pay-stub-pdf';

export async function payStubsRoutes(app: FastifyInstance): Promise<void> {
  const routes = declareRoutes(app, 'pay-stubs');
  const params = recordIdParamsSchema;

  routes.get(
    '/api/pay-stubs/:id',
    'read:payroll',
    { params, response: { 200: payStubSchema } },
    async (request) => getPayStub(app.db, request.params.id),
  );
  routes.get(
    '/api/pay-stubs/:id/html',
    'read:payroll',
    { params, response: fileResponseSchema('html') },
    async (request, reply) => {
      const stub = await getPayStub(app.db, request.params.id);
      return sendAttachment(reply, {
        body: renderPayStubHtml(stub),
        contentType: HTML_CONTENT_TYPE,
        fileName: stub.fileName,
      });
    },
  );
  routes.get(
    '/api/pay-stubs/:id/pdf',
    'read:payroll',
    { params, response: fileResponseSchema('pdf') },
    async (request, reply) => {
      const stub = await getPayStub(app.db, request.params.id);
      return sendAttachment(reply, {
        body: await renderPayStubPdf(stub),
        contentType: PDF_CONTENT_TYPE,
        fileName: toPayStubFileName(stub.employee.employeeId, stub.record.payPeriodEnd, 'pdf'),
      });
    },
  );
}
