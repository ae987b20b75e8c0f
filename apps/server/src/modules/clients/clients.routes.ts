import type { FastifyInstance } from 'fastify';
import {
  clientIdParamsSchema,
  clientListSchema,
  clientOptionListSchema,
  clientSchema,
  createClientInputSchema,
  listClientsQuerySchema,
  updateClientInputSchema,
} from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import { readEditRequest, withEntityTag } from '../../lib/edit-versions';
import {
  buildDeleteRecordSchema,
  buildGetRecordSchema,
  buildUpdateRecordSchema,
} from '../../lib/record-route-schemas';
import { readDeleteRequest, readWriteRequest } from '../../lib/write-requests';
import { createClient } from './create-client';
import { deleteClient } from './delete-client';
import { getClientById } from './get-client';
import { listClientOptions } from './list-client-options';
import { listClients } from './list-clients';
import { updateClient } from './update-client';

export async function clientsRoutes(app: FastifyInstance): Promise<void> {
  const routes = declareRoutes(app, 'clients');
  const params = clientIdParamsSchema;

  routes.get(
    '/api/clients',
    'read:client',
    { querystring: listClientsQuerySchema, response: { 200: clientListSchema } },
    async (request) => listClients(app.db, request.query),
  );
  routes.get(
    '/api/clients/options',
    'read:client',
    { response: { 200: clientOptionListSchema } },
    async () => listClientOptions(app.db),
  );
  routes.get(
    '/api/clients/:id',
    'read:client',
    buildGetRecordSchema({ params, record: clientSchema }),
    async (request, reply) => withEntityTag(reply, await getClientById(app.db, request.params.id)),
  );
  routes.post(
    '/api/clients',
    'write:client',
    { body: createClientInputSchema, response: { 201: clientSchema } },
    async (request, reply) =>
      reply.status(201).send(await createClient(app.db, readWriteRequest(request))),
  );
  routes.put(
    '/api/clients/:id',
    'write:client',
    buildUpdateRecordSchema({ params, body: updateClientInputSchema, record: clientSchema }),
    async (request, reply) =>
      withEntityTag(reply, await updateClient(app.db, readEditRequest(request))),
  );
  routes.delete(
    '/api/clients/:id',
    'write:client',
    buildDeleteRecordSchema({ params }),
    async (request) => deleteClient(app.db, readDeleteRequest(request)),
  );
}
