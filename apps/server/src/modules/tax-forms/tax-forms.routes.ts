import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AppError,
  fileQuarterlyReportInputSchema,
  form940Schema,
  formIdParamsSchema,
  generateW2ResponseSchema,
  getLatestDateAnywhere,
  quarterlyTaxReportSchema,
  reconciliationSchema,
  taxYearParamsSchema,
  w2FormSchema,
  w3FormSchema,
  w4RecordsListSchema,
  w4RecordsQuerySchema,
} from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import { readWorkingToday } from '../../lib/working-today';
import {
  CSV_CONTENT_TYPE,
  fileResponseSchema,
  PDF_CONTENT_TYPE,
  sendAttachment,
  type Attachment,
} from '../../lib/send-attachment';
import { requireUser } from '../../plugins/session';
import { getCompanySettings } from '../company/get-company-settings';
import { toForm940Csv, toQuarterlyCsv, toW2Csv, toW3Csv } from './export-tax-forms-csv';
import { fileQuarterlyReport } from './file-quarterly-report';
import { generateW2Forms } from './generate-w2-forms';
import { getForm940 } from './get-form-940';
import { getReconciliation } from './get-reconciliation';
import { getW2Form, listW2Forms } from './list-w2-forms';
import { listW3Forms } from './list-w3-forms';
import { listW4Records } from './list-w4-records';
import { renderForm940Pdf } from './pdf/render-940-pdf';
import { renderForm941Pdf } from './pdf/render-941-pdf';
import { renderW2Pdf } from './pdf/render-w2-pdf';
import { renderW3Pdf } from './pdf/render-w3-pdf';
import { findQuarterlyReport, refreshQuarterlyReports } from './quarterly-reports';
import { toW2Wire } from './w2-records';

/** W-2, W-3, W-4 records, Form 941 per quarter, Form 940 and the reconciliation (issue 5). */
export async function taxFormsRoutes(app: FastifyInstance): Promise<void> {
  const routes = declareRoutes(app, 'tax-forms');
  const yearParams = taxYearParamsSchema;
  const idParams = formIdParamsSchema;

  const listQuarterlyReports = async (taxYear: number) =>
    refreshQuarterlyReports(app.db, { taxYear, today: await readWorkingToday(app.db) });
  const requireForm940 = async (taxYear: number) => {
    const form = await getForm940(app.db, { taxYear });
    if (!form)
      throw new AppError('NOT_FOUND', `No payroll in ${taxYear}: there is no Form 940 to download`);
    return form;
  };

  routes.post(
    '/api/w2/generate/:year',
    'write:tax-form',
    { params: yearParams, response: { 200: generateW2ResponseSchema } },
    async (request) =>
      generateW2Forms(app.db, { actor: requireUser(request), taxYear: request.params.year }),
  );
  routes.get(
    '/api/w2/year/:year',
    'read:tax-form',
    { params: yearParams, response: { 200: z.array(w2FormSchema) } },
    async (request) => listW2Forms(app.db, { taxYear: request.params.year }),
  );
  routes.get(
    '/api/w3/year/:year',
    'read:tax-form',
    { params: yearParams, response: { 200: z.array(w3FormSchema) } },
    async (request) => listW3Forms(app.db, { taxYear: request.params.year }),
  );
  routes.get(
    '/api/quarterly-tax/year/:year',
    'read:tax-form',
    { params: yearParams, response: { 200: z.array(quarterlyTaxReportSchema) } },
    async (request) => listQuarterlyReports(request.params.year),
  );
  routes.get(
    '/api/form-940/year/:year',
    'read:tax-form',
    { params: yearParams, response: { 200: form940Schema.nullable() } },
    async (request) => getForm940(app.db, { taxYear: request.params.year }),
  );
  routes.get(
    '/api/tax-forms/reconciliation/:year',
    'read:tax-form',
    { params: yearParams, response: { 200: reconciliationSchema } },
    async (request) => getReconciliation(app.db, { taxYear: request.params.year }),
  );

  // A year's forms as files: each differs only in the forms it reads and how it writes them.
  const yearDownloads: {
    url: string;
    kind: 'csv' | 'pdf';
    buildAttachment: (taxYear: number) => Promise<Attachment>;
  }[] = [
    {
      url: '/api/w2/year/:year/csv',
      kind: 'csv',
      buildAttachment: async (taxYear) => ({
        body: toW2Csv(await listW2Forms(app.db, { taxYear })),
        contentType: CSV_CONTENT_TYPE,
        fileName: `w2-forms-${taxYear}.csv`,
      }),
    },
    {
      url: '/api/w3/year/:year/pdf',
      kind: 'pdf',
      buildAttachment: async (taxYear) => {
        const [[w3], company] = await Promise.all([
          listW3Forms(app.db, { taxYear }),
          getCompanySettings(app.db),
        ]);
        if (!w3)
          throw new AppError('NOT_FOUND', `No W-3 for ${taxYear}: generate the W-2 forms first`);
        return {
          body: await renderW3Pdf(w3, company),
          contentType: PDF_CONTENT_TYPE,
          fileName: `w3-${w3.taxYear}.pdf`,
        };
      },
    },
    {
      url: '/api/w3/year/:year/csv',
      kind: 'csv',
      buildAttachment: async (taxYear) => ({
        body: toW3Csv(await listW3Forms(app.db, { taxYear })),
        contentType: CSV_CONTENT_TYPE,
        fileName: `w3-${taxYear}.csv`,
      }),
    },
    {
      url: '/api/quarterly-tax/year/:year/csv',
      kind: 'csv',
      buildAttachment: async (taxYear) => ({
        body: toQuarterlyCsv(await listQuarterlyReports(taxYear)),
        contentType: CSV_CONTENT_TYPE,
        fileName: `quarterly-tax-reports-${taxYear}.csv`,
      }),
    },
    {
      url: '/api/form-940/year/:year/pdf',
      kind: 'pdf',
      buildAttachment: async (taxYear) => {
        const [form, company] = await Promise.all([
          requireForm940(taxYear),
          getCompanySettings(app.db),
        ]);
        return {
          body: await renderForm940Pdf(form, company),
          contentType: PDF_CONTENT_TYPE,
          fileName: `form-940-${form.taxYear}.pdf`,
        };
      },
    },
    {
      url: '/api/form-940/year/:year/csv',
      kind: 'csv',
      buildAttachment: async (taxYear) => {
        const form = await requireForm940(taxYear);
        return {
          body: toForm940Csv(form),
          contentType: CSV_CONTENT_TYPE,
          fileName: `form-940-${form.taxYear}.csv`,
        };
      },
    },
  ];
  for (const { url, kind, buildAttachment } of yearDownloads) {
    const schema = { params: yearParams, response: fileResponseSchema(kind) };
    routes.get(url, 'read:tax-form', schema, async (request, reply) =>
      sendAttachment(reply, await buildAttachment(request.params.year)),
    );
  }

  const pdfSchema = { params: idParams, response: fileResponseSchema('pdf') };
  routes.get('/api/w2/:id/pdf', 'read:tax-form', pdfSchema, async (request, reply) => {
    const [row, company] = await Promise.all([
      getW2Form(app.db, { id: request.params.id }),
      getCompanySettings(app.db),
    ]);
    const form = toW2Wire(row);
    return sendAttachment(reply, {
      body: await renderW2Pdf(form, company),
      contentType: PDF_CONTENT_TYPE,
      fileName: `w2-${form.taxYear}-${form.employeeCode}.pdf`,
    });
  });
  routes.post(
    '/api/quarterly-tax/:id/file',
    'write:tax-form',
    {
      params: idParams,
      body: fileQuarterlyReportInputSchema.optional(),
      response: { 200: quarterlyTaxReportSchema },
    },
    async (request) =>
      fileQuarterlyReport(app.db, {
        actor: requireUser(request),
        id: request.params.id,
        input: request.body ?? {},
        today: await readWorkingToday(app.db),
        latestDateAnywhere: getLatestDateAnywhere(),
      }),
  );
  routes.get('/api/quarterly-tax/:id/pdf', 'read:tax-form', pdfSchema, async (request, reply) => {
    const row = await findQuarterlyReport(app.db, request.params.id);
    if (!row) throw new AppError('NOT_FOUND', 'Quarterly report not found');
    const [reports, company] = await Promise.all([
      listQuarterlyReports(row.taxYear),
      getCompanySettings(app.db),
    ]);
    const report = reports.find((entry) => entry.quarter === row.quarter);
    if (!report) throw new AppError('NOT_FOUND', 'Quarterly report not found');
    return sendAttachment(reply, {
      body: await renderForm941Pdf(report, company),
      contentType: PDF_CONTENT_TYPE,
      fileName: `form-941-${report.taxYear}-q${report.quarter}.pdf`,
    });
  });
  routes.get(
    '/api/tax-forms/w4-records',
    'read:tax-form',
    { querystring: w4RecordsQuerySchema, response: { 200: w4RecordsListSchema } },
    async (request) =>
      listW4Records(app.db, { query: request.query, today: await readWorkingToday(app.db) }),
  );
}
