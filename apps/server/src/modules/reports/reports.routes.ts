import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { payrollReportSchema, reportQuerySchema } from '@paylab/shared';
import {
  departmentSummaryFileName,
  payrollSummaryFileName,
  renderDepartmentSummaryCsv,
  streamPayrollSummaryCsv,
} from './export-report-csv';
import { getPayrollReport } from './get-payroll-report';

const TAGS = ['reports'];

/** Reports & Analytics (spec section 2): the period's figures and the two CSV exports. */
export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/reports/payroll',
    {
      config: { permission: 'read:report' },
      schema: {
        tags: TAGS,
        querystring: reportQuerySchema,
        response: { 200: payrollReportSchema },
      },
    },
    async (request) => getPayrollReport(app.db, { query: request.query }),
  );

  api.get(
    '/api/reports/export/payroll-summary',
    {
      config: { permission: 'read:report' },
      schema: { tags: TAGS, querystring: reportQuerySchema },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${payrollSummaryFileName(request.query.period)}"`,
        )
        .header('cache-control', 'no-store')
        .send(streamPayrollSummaryCsv(app.db, request.query)),
  );

  api.get(
    '/api/reports/export/department-summary',
    {
      config: { permission: 'read:report' },
      schema: { tags: TAGS, querystring: reportQuerySchema },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${departmentSummaryFileName(request.query.period)}"`,
        )
        .header('cache-control', 'no-store')
        .send(await renderDepartmentSummaryCsv(app.db, request.query)),
  );
}
