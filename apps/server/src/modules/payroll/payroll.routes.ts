import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calculatePayrollInputSchema,
  createPayRunInputSchema,
  createPayRunResponseSchema,
  listQuerySchema,
  payrollCalculationSchema,
  payrollListQuerySchema,
  payrollListResponseSchema,
  payrollRecordSchema,
  payRunListResponseSchema,
  payRunPreviewInputSchema,
  payRunPreviewSchema,
  payRunProgressParamsSchema,
  payRunProgressSchema,
  processPayrollInputSchema,
  recordIdParamsSchema,
  toLocalDateString,
  voidedPaycheckListQuerySchema,
  voidedPaycheckListResponseSchema,
  voidedPaycheckSchema,
  voidPaycheckInputSchema,
} from '@paylab/shared';
import { requireUser } from '../../plugins/session';
import { calculatePayroll } from './calculate-payroll';
import { createPayRun } from './create-pay-run';
import { listPayRuns } from './list-pay-runs';
import { listPayrollRecords } from './list-payroll-records';
import { listVoidedPaychecks } from './list-voided-paychecks';
import { createPayRunProgressBoard } from './pay-run-progress';
import { previewPayRun } from './preview-pay-run';
import { processPayroll } from './process-payroll';
import { voidPaycheck } from './void-paycheck';

/** A run's hours overrides can list every employee of a large company. */
const PAY_RUN_BODY_LIMIT = 32 * 1024 * 1024;

export async function payrollRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const progress = createPayRunProgressBoard(app.db, app.databaseKind);

  api.post(
    '/api/payroll/calculate',
    {
      config: { permission: 'read:payroll' },
      schema: {
        tags: ['payroll'],
        body: calculatePayrollInputSchema,
        response: { 200: payrollCalculationSchema },
      },
    },
    async (request) =>
      calculatePayroll(app.db, { input: request.body, today: toLocalDateString() }),
  );

  api.post(
    '/api/payroll/process',
    {
      config: { permission: 'write:payroll' },
      schema: {
        tags: ['payroll'],
        body: processPayrollInputSchema,
        response: { 200: payrollRecordSchema },
      },
    },
    async (request) =>
      processPayroll(app.db, {
        actor: requireUser(request),
        input: request.body,
        today: toLocalDateString(),
      }),
  );

  api.get(
    '/api/payroll',
    {
      config: { permission: 'read:payroll' },
      schema: {
        tags: ['payroll'],
        querystring: payrollListQuerySchema,
        response: { 200: payrollListResponseSchema },
      },
    },
    async (request) => listPayrollRecords(app.db, request.query),
  );

  api.post(
    '/api/payroll/:id/void',
    {
      config: { permission: 'write:payroll' },
      schema: {
        tags: ['payroll'],
        params: recordIdParamsSchema,
        body: voidPaycheckInputSchema,
        response: { 200: voidedPaycheckSchema },
      },
    },
    async (request) =>
      voidPaycheck(app.db, {
        actor: requireUser(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  api.get(
    '/api/payroll/voided',
    {
      config: { permission: 'read:payroll' },
      schema: {
        tags: ['payroll'],
        querystring: voidedPaycheckListQuerySchema,
        response: { 200: voidedPaycheckListResponseSchema },
      },
    },
    async (request) => listVoidedPaychecks(app.db, request.query),
  );

  api.post(
    '/api/payroll/pay-runs/preview',
    {
      config: { permission: 'write:payroll' },
      bodyLimit: PAY_RUN_BODY_LIMIT,
      schema: {
        tags: ['payroll'],
        body: payRunPreviewInputSchema,
        response: { 200: payRunPreviewSchema },
      },
    },
    async (request) => previewPayRun(app.db, { input: request.body, today: toLocalDateString() }),
  );

  api.post(
    '/api/payroll/pay-runs',
    {
      config: { permission: 'write:payroll' },
      bodyLimit: PAY_RUN_BODY_LIMIT,
      schema: {
        tags: ['payroll'],
        body: createPayRunInputSchema,
        response: { 200: createPayRunResponseSchema },
      },
    },
    async (request) =>
      createPayRun(app.db, {
        actor: requireUser(request),
        progress,
        input: request.body,
        today: toLocalDateString(),
      }),
  );

  api.get(
    '/api/payroll/pay-runs',
    {
      config: { permission: 'read:payroll' },
      schema: {
        tags: ['payroll'],
        querystring: listQuerySchema,
        response: { 200: payRunListResponseSchema },
      },
    },
    async (request) => listPayRuns(app.db, request.query),
  );

  api.get(
    '/api/payroll/pay-runs/progress/:idempotencyKey',
    {
      config: { permission: 'read:payroll' },
      schema: {
        tags: ['payroll'],
        params: payRunProgressParamsSchema,
        response: { 200: payRunProgressSchema },
      },
    },
    async (request) => progress.read(request.params.idempotencyKey),
  );
}
