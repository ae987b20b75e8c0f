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
import { declareRecordRoutes } from '../../lib/record-routes';
import { createClient } from './create-client';
import { deleteClient } from './delete-client';
import { getClientById } from './get-client';
import { listClientOptions } from './list-client-options';
import { listClients } from './list-clients';
import { updateClient } from './update-client';

export async function clientsRoutes(app: FastifyInstance): Promise<void> {
  const routes = declareRoutes(app, 'clients');
  const client = declareRecordRoutes(routes, {
    path: '/api/clients',
    params: clientIdParamsSchema,
    record: clientSchema,
    read: 'read:client',
    write: 'write:client',
  });

  client.list({ querystring: listClientsQuerySchema, response: clientListSchema }, (query) =>
    listClients(app.db, query),
  );
  routes.get(
    '/api/clients/options',
    'read:client',
    { response: { 200: clientOptionListSchema } },
    async () => listClientOptions(app.db),
  );
  client.get((id) => getClientById(app.db, id));
  client.create(createClientInputSchema, (request) => createClient(app.db, request));
  client.update(updateClientInputSchema, (request) => updateClient(app.db, request));
  client.delete((request) => deleteClient(app.db, request));
}
