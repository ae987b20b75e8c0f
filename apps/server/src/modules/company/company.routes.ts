import type { FastifyInstance } from 'fastify';
import { companySettingsSchema, updateCompanySettingsInputSchema } from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import { readWriteRequest } from '../../lib/write-requests';
import { FEDERAL_UNEMPLOYMENT_RATE } from './federal-unemployment-rate';
import { getCompanySettings } from './get-company-settings';
import { updateCompanySettings } from './update-company-settings';

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const routes = declareRoutes(app, 'company');
  // The law sets the federal rate, so the one value the edit takes is the document's only one.
  const updateBody = updateCompanySettingsInputSchema.extend({
    federalUnemploymentRate: updateCompanySettingsInputSchema.shape.federalUnemploymentRate.meta({
      enum: [FEDERAL_UNEMPLOYMENT_RATE],
      description: 'Set by law (6.0% less the 5.4% state credit); any other value is refused',
    }),
  });

  routes.get(
    '/api/company/settings',
    'read:company-settings',
    { response: { 200: companySettingsSchema } },
    async () => getCompanySettings(app.db),
  );
  routes.put(
    '/api/company/settings',
    'write:company-settings',
    { body: updateBody, response: { 200: companySettingsSchema } },
    async (request) => updateCompanySettings(app.db, readWriteRequest(request)),
  );
}
