import type { FastifyInstance } from 'fastify';
import { taxCalculationInputSchema, taxCalculationResultSchema } from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import { refineStateCertificate } from '../../lib/state-certificates';
import { readWorkingToday } from '../../lib/working-today';
import { calculateTax } from './calculate-tax';

export async function taxRoutes(app: FastifyInstance): Promise<void> {
  const routes = declareRoutes(app, 'tax');

  routes.post(
    '/api/tax/calculate',
    'calculate:tax',
    {
      summary: 'Calculate one paycheck (stateless), with the math shown',
      body: taxCalculationInputSchema.superRefine(refineStateCertificate),
      response: { 200: taxCalculationResultSchema },
    },
    async (request) =>
      calculateTax(app.db, { input: request.body, today: await readWorkingToday(app.db) }),
  );
}
