import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companySettingsSchema, updateCompanySettingsInputSchema } from '@paylab/shared';
import { requireUser } from '../../plugins/session';
import { getCompanySettings } from './get-company-settings';
import { updateCompanySettings } from './update-company-settings';

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/company/settings',
    {
      config: { permission: 'read:company-settings' },
      schema: { tags: ['company'], response: { 200: companySettingsSchema } },
    },
    async () => getCompanySettings(app.db),
  );

  api.put(
    '/api/company/settings',
    {
      config: { permission: 'write:company-settings' },
      schema: {
        tags: ['company'],
        body: updateCompanySettingsInputSchema,
        response: { 200: companySettingsSchema },
      },
    },
    async (request) =>
      updateCompanySettings(app.db, { actor: requireUser(request), input: request.body }),
  );
}
