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
  // The two files of a stub differ only in how it is drawn.
  const files = [
    { kind: 'html', contentType: HTML_CONTENT_TYPE, render: renderPayStubHtml },
    { kind: 'pdf', contentType: PDF_CONTENT_TYPE, render: renderPayStubPdf },
  ] as const;
  for (const { kind, contentType, render } of files) {
    routes.get(
      `/api/pay-stubs/:id/${kind}`,
      'read:payroll',
      { params, response: fileResponseSchema(kind) },
      async (request, reply) => {
        const stub = await getPayStub(app.db, request.params.id);
        return sendAttachment(reply, {
          body: await render(stub),
          contentType,
          fileName: toPayStubFileName(stub.employee.employeeId, stub.record.payPeriodEnd, kind),
        });
      },
    );
  }
}
