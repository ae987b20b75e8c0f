import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createW4InputSchema, w4EmployeeParamsSchema, w4FormSchema } from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import { unknownEmployeeResponse } from '../../lib/record-route-schemas';
import { readWorkingToday } from '../../lib/working-today';
import { requireUser } from '../../plugins/session';
import { createW4Form } from './create-w4-form';
import { getActiveW4Form, listW4Forms } from './list-w4-forms';

export async function w4Routes(app: FastifyInstance): Promise<void> {
  const routes = declareRoutes(app, 'w4');
  const params = w4EmployeeParamsSchema;

  routes.post(
    '/api/w4',
    'write:employee',
    { body: createW4InputSchema, response: { 201: w4FormSchema, 404: unknownEmployeeResponse } },
    async (request, reply) => {
      const form = await createW4Form(app.db, {
        actor: requireUser(request),
        input: request.body,
        today: await readWorkingToday(app.db),
      });
      return reply.status(201).send(form);
    },
  );
  routes.get(
    '/api/w4/employee/:employeeId',
    'read:employee',
    { params, response: { 200: z.array(w4FormSchema) } },
    async (request) =>
      listW4Forms(app.db, {
        employeeId: request.params.employeeId,
        today: await readWorkingToday(app.db),
      }),
  );
  routes.get(
    '/api/w4/employee/:employeeId/active',
    'read:employee',
    { params, response: { 200: w4FormSchema.nullable() } },
    async (request) =>
      getActiveW4Form(app.db, {
        employeeId: request.params.employeeId,
        today: await readWorkingToday(app.db),
      }),
  );
}
