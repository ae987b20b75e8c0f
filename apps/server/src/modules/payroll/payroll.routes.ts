import type { FastifyInstance } from 'fastify';
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
  voidedPaycheckListQuerySchema,
  voidedPaycheckListResponseSchema,
  voidedPaycheckSchema,
  voidPaycheckInputSchema,
} from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import { unknownEmployeeResponse } from '../../lib/record-route-schemas';
import { readWorkingToday } from '../../lib/working-today';
import { readUpdateRequest } from '../../lib/write-requests';
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
  const routes = declareRoutes(app, 'payroll');
  const payRunLimits = { bodyLimit: PAY_RUN_BODY_LIMIT };
  const progress = createPayRunProgressBoard(app.db, app.databaseKind);

  routes.post(
    '/api/payroll/calculate',
    'read:payroll',
    {
      body: calculatePayrollInputSchema,
      response: { 200: payrollCalculationSchema, 404: unknownEmployeeResponse },
    },
    async (request) =>
      calculatePayroll(app.db, { input: request.body, today: await readWorkingToday(app.db) }),
  );
  routes.post(
    '/api/payroll/process',
    'write:payroll',
    {
      body: processPayrollInputSchema,
      response: { 200: payrollRecordSchema, 404: unknownEmployeeResponse },
    },
    async (request) =>
      processPayroll(app.db, {
        actor: requireUser(request),
        input: request.body,
        today: await readWorkingToday(app.db),
      }),
  );
  routes.get(
    '/api/payroll',
    'read:payroll',
    { querystring: payrollListQuerySchema, response: { 200: payrollListResponseSchema } },
    async (request) => listPayrollRecords(app.db, request.query),
  );
  routes.post(
    '/api/payroll/:id/void',
    'write:payroll',
    {
      params: recordIdParamsSchema,
      body: voidPaycheckInputSchema,
      response: { 200: voidedPaycheckSchema },
    },
    async (request) => voidPaycheck(app.db, readUpdateRequest(request)),
  );
  routes.get(
    '/api/payroll/voided',
    'read:payroll',
    {
      querystring: voidedPaycheckListQuerySchema,
      response: { 200: voidedPaycheckListResponseSchema },
    },
    async (request) => listVoidedPaychecks(app.db, request.query),
  );
  routes.post(
    '/api/payroll/pay-runs/preview',
    'write:payroll',
    { body: payRunPreviewInputSchema, response: { 200: payRunPreviewSchema } },
    async (request) =>
      previewPayRun(app.db, { input: request.body, today: await readWorkingToday(app.db) }),
    payRunLimits,
  );
  routes.post(
    '/api/payroll/pay-runs',
    'write:payroll',
    { body: createPayRunInputSchema, response: { 200: createPayRunResponseSchema } },
    async (request) =>
      createPayRun(app.db, {
        actor: requireUser(request),
        progress,
        input: request.body,
        today: await readWorkingToday(app.db),
      }),
    payRunLimits,
  );
  routes.get(
    '/api/payroll/pay-runs',
    'read:payroll',
    { querystring: listQuerySchema, response: { 200: payRunListResponseSchema } },
    async (request) => listPayRuns(app.db, request.query),
  );
  routes.get(
    '/api/payroll/pay-runs/progress/:idempotencyKey',
    'read:payroll',
    { params: payRunProgressParamsSchema, response: { 200: payRunProgressSchema } },
    async (request) => progress.read(request.params.idempotencyKey),
  );
}
