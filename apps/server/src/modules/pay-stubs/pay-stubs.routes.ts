import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { payStubSchema, recordIdParamsSchema } from '@paylab/shared';
import { getPayStub, toPayStubFileName } from './get-pay-stub';
import { renderPayStubHtml } from './render-pay-stub-html';
import { renderPayStubPdf } from './render-pay-stub-pdf';

export async function payStubsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/pay-stubs/:id',
    {
      config: { permission: 'read:payroll' },
      schema: {
        tags: ['pay-stubs'],
        params: recordIdParamsSchema,
        response: { 200: payStubSchema },
      },
    },
    async (request) => getPayStub(app.db, request.params.id),
  );

  api.get(
    '/api/pay-stubs/:id/html',
    {
      config: { permission: 'read:payroll' },
      schema: { tags: ['pay-stubs'], params: recordIdParamsSchema },
    },
    async (request, reply) => {
      const stub = await getPayStub(app.db, request.params.id);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${stub.fileName}"`)
        .header('cache-control', 'no-store')
        .send(renderPayStubHtml(stub));
    },
  );

  api.get(
    '/api/pay-stubs/:id/pdf',
    {
      config: { permission: 'read:payroll' },
      schema: { tags: ['pay-stubs'], params: recordIdParamsSchema },
    },
    async (request, reply) => {
      const stub = await getPayStub(app.db, request.params.id);
      const pdf = await renderPayStubPdf(stub);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${toPayStubFileName(stub.employee.employeeId, stub.record.payPeriodEnd, 'pdf')}"`,
        )
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
}
