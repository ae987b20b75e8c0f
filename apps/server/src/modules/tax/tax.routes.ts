import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  taxCalculationInputSchema,
  taxCalculationResultSchema,
  toLocalDateString,
} from '@paylab/shared';
import { calculateTax } from './calculate-tax';

export async function taxRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/tax/calculate',
    {
      config: { permission: 'calculate:tax' },
      schema: {
        tags: ['tax'],
        summary: 'Calculate one paycheck (stateless), with the math shown',
        body: taxCalculationInputSchema,
        response: { 200: taxCalculationResultSchema },
      },
    },
    async (request) => calculateTax(app.db, { input: request.body, today: toLocalDateString() }),
  );
}
