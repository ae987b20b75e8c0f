import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  toLocalDateString,
  w2FormSchema,
  w3FormSchema,
  w4RecordsListSchema,
  w4RecordsQuerySchema,
} from '@paylab/shared';
import { sendAttachment } from '../../lib/send-attachment';
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

const TAGS = ['tax-forms'];

/** W-2, W-3, W-4 records, Form 941 per quarter, Form 940 and the reconciliation (issue 5). */
export async function taxFormsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'read:tax-form' } as const;
  const write = { permission: 'write:tax-form' } as const;

  api.post(
    '/api/w2/generate/:year',
    {
      config: write,
      schema: {
        tags: TAGS,
        params: taxYearParamsSchema,
        response: { 200: generateW2ResponseSchema },
      },
    },
    async (request) =>
      generateW2Forms(app.db, { actor: requireUser(request), taxYear: request.params.year }),
  );

  api.get(
    '/api/w2/year/:year',
    {
      config: read,
      schema: { tags: TAGS, params: taxYearParamsSchema, response: { 200: z.array(w2FormSchema) } },
    },
    async (request) => listW2Forms(app.db, { taxYear: request.params.year }),
  );

  api.get(
    '/api/w2/year/:year/csv',
    { config: read, schema: { tags: TAGS, params: taxYearParamsSchema } },
    async (request, reply) => {
      const forms = await listW2Forms(app.db, { taxYear: request.params.year });
      return sendAttachment(
        reply,
        toW2Csv(forms),
        'text/csv; charset=utf-8',
        `w2-forms-${request.params.year}.csv`,
      );
    },
  );

  api.get(
    '/api/w2/:id/pdf',
    { config: read, schema: { tags: TAGS, params: formIdParamsSchema } },
    async (request, reply) => {
      const [row, company] = await Promise.all([
        getW2Form(app.db, { id: request.params.id }),
        getCompanySettings(app.db),
      ]);
      const form = toW2Wire(row);
      return sendAttachment(
        reply,
        await renderW2Pdf(form, company),
        'application/pdf',
        `w2-${form.taxYear}-${form.employeeCode}.pdf`,
      );
    },
  );

  api.get(
    '/api/w3/year/:year',
    {
      config: read,
      schema: { tags: TAGS, params: taxYearParamsSchema, response: { 200: z.array(w3FormSchema) } },
    },
    async (request) => listW3Forms(app.db, { taxYear: request.params.year }),
  );

  api.get(
    '/api/w3/year/:year/pdf',
    { config: read, schema: { tags: TAGS, params: taxYearParamsSchema } },
    async (request, reply) => {
      const [forms, company] = await Promise.all([
        listW3Forms(app.db, { taxYear: request.params.year }),
        getCompanySettings(app.db),
      ]);
      const [w3] = forms;
      if (!w3)
        throw new AppError(
          'NOT_FOUND',
          `No W-3 for ${request.params.year}: generate the W-2 forms first`,
        );
      return sendAttachment(
        reply,
        await renderW3Pdf(w3, company),
        'application/pdf',
        `w3-${w3.taxYear}.pdf`,
      );
    },
  );

  api.get(
    '/api/w3/year/:year/csv',
    { config: read, schema: { tags: TAGS, params: taxYearParamsSchema } },
    async (request, reply) => {
      const forms = await listW3Forms(app.db, { taxYear: request.params.year });
      return sendAttachment(
        reply,
        toW3Csv(forms),
        'text/csv; charset=utf-8',
        `w3-${request.params.year}.csv`,
      );
    },
  );

  api.get(
    '/api/quarterly-tax/year/:year',
    {
      config: read,
      schema: {
        tags: TAGS,
        params: taxYearParamsSchema,
        response: { 200: z.array(quarterlyTaxReportSchema) },
      },
    },
    async (request) =>
      refreshQuarterlyReports(app.db, { taxYear: request.params.year, today: toLocalDateString() }),
  );

  api.get(
    '/api/quarterly-tax/year/:year/csv',
    { config: read, schema: { tags: TAGS, params: taxYearParamsSchema } },
    async (request, reply) => {
      const reports = await refreshQuarterlyReports(app.db, {
        taxYear: request.params.year,
        today: toLocalDateString(),
      });
      return sendAttachment(
        reply,
        toQuarterlyCsv(reports),
        'text/csv; charset=utf-8',
        `quarterly-tax-reports-${request.params.year}.csv`,
      );
    },
  );

  api.post(
    '/api/quarterly-tax/:id/file',
    {
      config: write,
      schema: {
        tags: TAGS,
        params: formIdParamsSchema,
        body: fileQuarterlyReportInputSchema.optional(),
        response: { 200: quarterlyTaxReportSchema },
      },
    },
    async (request) =>
      fileQuarterlyReport(app.db, {
        actor: requireUser(request),
        id: request.params.id,
        input: request.body ?? {},
        today: toLocalDateString(),
        latestDateAnywhere: getLatestDateAnywhere(),
      }),
  );

  api.get(
    '/api/quarterly-tax/:id/pdf',
    { config: read, schema: { tags: TAGS, params: formIdParamsSchema } },
    async (request, reply) => {
      const row = await findQuarterlyReport(app.db, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Quarterly report not found');
      const [reports, company] = await Promise.all([
        refreshQuarterlyReports(app.db, { taxYear: row.taxYear, today: toLocalDateString() }),
        getCompanySettings(app.db),
      ]);
      const report = reports.find((entry) => entry.quarter === row.quarter);
      if (!report) throw new AppError('NOT_FOUND', 'Quarterly report not found');
      return sendAttachment(
        reply,
        await renderForm941Pdf(report, company),
        'application/pdf',
        `form-941-${report.taxYear}-q${report.quarter}.pdf`,
      );
    },
  );

  api.get(
    '/api/form-940/year/:year',
    {
      config: read,
      schema: {
        tags: TAGS,
        params: taxYearParamsSchema,
        response: { 200: form940Schema.nullable() },
      },
    },
    async (request) => getForm940(app.db, { taxYear: request.params.year }),
  );

  api.get(
    '/api/form-940/year/:year/pdf',
    { config: read, schema: { tags: TAGS, params: taxYearParamsSchema } },
    async (request, reply) => {
      const [form, company] = await Promise.all([
        getForm940(app.db, { taxYear: request.params.year }),
        getCompanySettings(app.db),
      ]);
      if (!form)
        throw new AppError(
          'NOT_FOUND',
          `No payroll in ${request.params.year}: there is no Form 940 to download`,
        );
      return sendAttachment(
        reply,
        await renderForm940Pdf(form, company),
        'application/pdf',
        `form-940-${form.taxYear}.pdf`,
      );
    },
  );

  api.get(
    '/api/form-940/year/:year/csv',
    { config: read, schema: { tags: TAGS, params: taxYearParamsSchema } },
    async (request, reply) => {
      const form = await getForm940(app.db, { taxYear: request.params.year });
      if (!form)
        throw new AppError(
          'NOT_FOUND',
          `No payroll in ${request.params.year}: there is no Form 940 to download`,
        );
      return sendAttachment(
        reply,
        toForm940Csv(form),
        'text/csv; charset=utf-8',
        `form-940-${form.taxYear}.csv`,
      );
    },
  );

  api.get(
    '/api/tax-forms/w4-records',
    {
      config: read,
      schema: {
        tags: TAGS,
        querystring: w4RecordsQuerySchema,
        response: { 200: w4RecordsListSchema },
      },
    },
    async (request) => listW4Records(app.db, { query: request.query, today: toLocalDateString() }),
  );

  api.get(
    '/api/tax-forms/reconciliation/:year',
    {
      config: read,
      schema: { tags: TAGS, params: taxYearParamsSchema, response: { 200: reconciliationSchema } },
    },
    async (request) => getReconciliation(app.db, { taxYear: request.params.year }),
  );
}
