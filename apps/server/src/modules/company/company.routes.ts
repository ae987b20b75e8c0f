import type { FastifyInstance } from 'fastify';
import { companySettingsSchema, updateCompanySettingsInputSchema } from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import { requireUser } from '../../plugins/session';
import { getCompanySettings } from './get-company-settings';
import { updateCompanySettings } from './update-company-settings';

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const routes = declareRoutes(app, 'company');

  routes.get(
    '/api/company/settings',
    'read:company-settings',
    { response: { 200: companySettingsSchema } },
    async () => getCompanySettings(app.db),
  );
  routes.put(
    '/api/company/settings',
    'write:company-settings',
    { body: updateCompanySettingsInputSchema, response: { 200: companySettingsSchema } },
    async (request) =>
      updateCompanySettings(app.db, { actor: requireUser(request), input: request.body }),
  );
}
