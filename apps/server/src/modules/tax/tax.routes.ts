import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  moveToYear,
  taxCalculationInputSchema,
  taxCalculationResultSchema,
  taxStateSchema,
  taxStatesQuerySchema,
  taxYearsSchema,
} from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import { refineStateCertificate } from '../../lib/state-certificates';
import { readWorkingToday } from '../../lib/working-today';
import { calculateTax } from './calculate-tax';
import { listTaxStates } from './list-tax-states';
import { listTaxYears } from './list-tax-years';

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

  routes.get(
    '/api/tax/states',
    'calculate:tax',
    {
      summary:
        "The 50 states and DC: certificate fields with defaults, lines with the rates and wage bases in force today (or on today's date in `year`), localities",
      querystring: taxStatesQuerySchema,
      response: { 200: z.array(taxStateSchema) },
    },
    async (request) => {
      const today = await readWorkingToday(app.db);
      const { year } = request.query;
      return listTaxStates(year === undefined ? today : moveToYear(today, year));
    },
  );

  routes.get(
    '/api/tax/years',
    'read:tax-years',
    {
      summary:
        'The modelled tax years, each with its coverage: federal, FICA, deductions and each state modelled, carried forward or not modelled',
      response: { 200: taxYearsSchema },
    },
    async () => listTaxYears(),
  );
}
