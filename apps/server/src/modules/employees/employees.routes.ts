import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createEmployeeInputSchema,
  employeeIdParamsSchema,
  employeeListQuerySchema,
  employeeListResponseSchema,
  employeeSchema,
  updateEmployeeInputSchema,
} from '@paylab/shared';
import { readEditRequest, withEntityTag } from '../../lib/edit-versions';
import {
  buildDeleteRecordSchema,
  buildGetRecordSchema,
  buildUpdateRecordSchema,
} from '../../lib/record-route-schemas';
import { requireUser } from '../../plugins/session';
import { createEmployee } from './create-employee';
import { deleteEmployee } from './delete-employee';
import { getEmployeeById } from './get-employee';
import { listEmployees } from './list-employees';
import { updateEmployee } from './update-employee';

export async function employeesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/employees',
    {
      config: { permission: 'read:employee' },
      schema: {
        tags: ['employees'],
        querystring: employeeListQuerySchema,
        response: { 200: employeeListResponseSchema },
      },
    },
    async (request) => listEmployees(app.db, request.query),
  );

  api.get(
    '/api/employees/:id',
    {
      config: { permission: 'read:employee' },
      schema: buildGetRecordSchema({
        tag: 'employees',
        params: employeeIdParamsSchema,
        record: employeeSchema,
      }),
    },
    async (request, reply) =>
      withEntityTag(reply, await getEmployeeById(app.db, request.params.id)),
  );

  api.post(
    '/api/employees',
    {
      config: { permission: 'write:employee' },
      schema: {
        tags: ['employees'],
        body: createEmployeeInputSchema,
        response: { 201: employeeSchema },
      },
    },
    async (request, reply) => {
      const employee = await createEmployee(app.db, {
        actor: requireUser(request),
        input: request.body,
      });
      return reply.status(201).send(employee);
    },
  );

  api.put(
    '/api/employees/:id',
    {
      config: { permission: 'write:employee' },
      schema: buildUpdateRecordSchema({
        tag: 'employees',
        params: employeeIdParamsSchema,
        body: updateEmployeeInputSchema,
        record: employeeSchema,
      }),
    },
    async (request, reply) =>
      withEntityTag(reply, await updateEmployee(app.db, readEditRequest(request))),
  );

  api.delete(
    '/api/employees/:id',
    {
      config: { permission: 'write:employee' },
      schema: buildDeleteRecordSchema({ tag: 'employees', params: employeeIdParamsSchema }),
    },
    async (request) =>
      deleteEmployee(app.db, { actor: requireUser(request), id: request.params.id }),
  );
}
