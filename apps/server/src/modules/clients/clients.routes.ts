import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientIdParamsSchema,
  clientListSchema,
  clientOptionListSchema,
  clientSchema,
  createClientInputSchema,
  listClientsQuerySchema,
  updateClientInputSchema,
} from '@paylab/shared';
import { readEditRequest, withEntityTag } from '../../lib/edit-versions';
import {
  buildDeleteRecordSchema,
  buildGetRecordSchema,
  buildUpdateRecordSchema,
} from '../../lib/record-route-schemas';
import { requireUser } from '../../plugins/session';
import { createClient } from './create-client';
import { deleteClient } from './delete-client';
import { getClientById } from './get-client';
import { listClientOptions } from './list-client-options';
import { listClients } from './list-clients';
import { updateClient } from './update-client';

export async function clientsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/clients',
    {
      config: { permission: 'read:client' },
      schema: {
        tags: ['clients'],
        querystring: listClientsQuerySchema,
        response: { 200: clientListSchema },
      },
    },
    async (request) => listClients(app.db, request.query),
  );

  api.get(
    '/api/clients/options',
    {
      config: { permission: 'read:client' },
      schema: { tags: ['clients'], response: { 200: clientOptionListSchema } },
    },
    async () => listClientOptions(app.db),
  );

  api.get(
    '/api/clients/:id',
    {
      config: { permission: 'read:client' },
      schema: buildGetRecordSchema({
        tag: 'clients',
        params: clientIdParamsSchema,
        record: clientSchema,
      }),
    },
    async (request, reply) => withEntityTag(reply, await getClientById(app.db, request.params.id)),
  );

  api.post(
    '/api/clients',
    {
      config: { permission: 'write:client' },
      schema: { tags: ['clients'], body: createClientInputSchema, response: { 201: clientSchema } },
    },
    async (request, reply) => {
      const client = await createClient(app.db, {
        actor: requireUser(request),
        input: request.body,
      });
      return reply.status(201).send(client);
    },
  );

  api.put(
    '/api/clients/:id',
    {
      config: { permission: 'write:client' },
      schema: buildUpdateRecordSchema({
        tag: 'clients',
        params: clientIdParamsSchema,
        body: updateClientInputSchema,
        record: clientSchema,
      }),
    },
    async (request, reply) =>
      withEntityTag(reply, await updateClient(app.db, readEditRequest(request))),
  );

  api.delete(
    '/api/clients/:id',
    {
      config: { permission: 'write:client' },
      schema: buildDeleteRecordSchema({ tag: 'clients', params: clientIdParamsSchema }),
    },
    async (request) => deleteClient(app.db, { actor: requireUser(request), id: request.params.id }),
  );
}
