import type { FastifyInstance } from 'fastify';
import { payrollReportSchema, reportQuerySchema } from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import { CSV_CONTENT_TYPE, fileResponseSchema, sendAttachment } from '../../lib/send-attachment';
import { readPayrollCalendar } from '../../lib/working-today';
import {
  deductionTotalsFileName,
  departmentSummaryFileName,
  payrollSummaryFileName,
  renderDeductionTotalsCsv,
  renderDepartmentSummaryCsv,
  renderStateWithholdingCsv,
  stateWithholdingFileName,
  streamPayrollSummaryCsv,
} from './export-report-csv';
import { getPayrollReport } from './get-payroll-report';

/** Reports & Analytics (spec section 2): the period's figures and the CSV exports. */
export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const routes = declareRoutes(app, 'reports');
  const querystring = reportQuerySchema;

  routes.get(
    '/api/reports/payroll',
    'read:report',
    { querystring, response: { 200: payrollReportSchema } },
    async (request) =>
      getPayrollReport(app.db, {
        query: request.query,
        calendar: await readPayrollCalendar(app.db),
      }),
  );
  // The exports differ only in what they write; the payroll summary streams, since a period
  // can hold more records than are worth holding in memory.
  const csvExports = [
    {
      url: '/api/reports/export/payroll-summary',
      renderCsv: streamPayrollSummaryCsv,
      toFileName: payrollSummaryFileName,
    },
    {
      url: '/api/reports/export/department-summary',
      renderCsv: renderDepartmentSummaryCsv,
      toFileName: departmentSummaryFileName,
    },
    {
      url: '/api/reports/export/state-withholding',
      renderCsv: renderStateWithholdingCsv,
      toFileName: stateWithholdingFileName,
    },
    {
      url: '/api/reports/export/deductions',
      renderCsv: renderDeductionTotalsCsv,
      toFileName: deductionTotalsFileName,
    },
  ];
  for (const { url, renderCsv, toFileName } of csvExports) {
    const schema = { querystring, response: fileResponseSchema('csv') };
    routes.get(url, 'read:report', schema, async (request, reply) =>
      sendAttachment(reply, {
        body: await renderCsv(app.db, request.query, {
          calendar: await readPayrollCalendar(app.db),
        }),
        contentType: CSV_CONTENT_TYPE,
        fileName: toFileName(request.query),
      }),
    );
  }
}
