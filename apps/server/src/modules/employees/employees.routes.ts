import type { FastifyInstance } from 'fastify';
import {
  createEmployeeInputSchema,
  employeeIdParamsSchema,
  employeeListQuerySchema,
  employeeListResponseSchema,
  employeeSchema,
  updateEmployeeInputSchema,
} from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import { refineStateCertificate } from '../../lib/state-certificates';
import { readEditRequest, withEntityTag } from '../../lib/edit-versions';
import {
  buildDeleteRecordSchema,
  buildGetRecordSchema,
  buildUpdateRecordSchema,
} from '../../lib/record-route-schemas';
import { readDeleteRequest, readWriteRequest } from '../../lib/write-requests';
import { createEmployee } from './create-employee';
import { deleteEmployee } from './delete-employee';
import { getEmployeeById } from './get-employee';
import { listEmployees } from './list-employees';
import { updateEmployee } from './update-employee';

export async function employeesRoutes(app: FastifyInstance): Promise<void> {
  const routes = declareRoutes(app, 'employees');
  const params = employeeIdParamsSchema;

  routes.get(
    '/api/employees',
    'read:employee',
    { querystring: employeeListQuerySchema, response: { 200: employeeListResponseSchema } },
    async (request) => listEmployees(app.db, request.query),
  );
  routes.get(
    '/api/employees/:id',
    'read:employee',
    buildGetRecordSchema({ params, record: employeeSchema }),
    async (request, reply) =>
      withEntityTag(reply, await getEmployeeById(app.db, request.params.id)),
  );
  routes.post(
    '/api/employees',
    'write:employee',
    {
      body: createEmployeeInputSchema.superRefine(refineStateCertificate),
      response: { 201: employeeSchema },
    },
    async (request, reply) =>
      reply.status(201).send(await createEmployee(app.db, readWriteRequest(request))),
  );
  routes.put(
    '/api/employees/:id',
    'write:employee',
    buildUpdateRecordSchema({
      params,
      body: updateEmployeeInputSchema,
      record: employeeSchema,
    }),
    async (request, reply) =>
      withEntityTag(reply, await updateEmployee(app.db, readEditRequest(request))),
  );
  routes.delete(
    '/api/employees/:id',
    'write:employee',
    buildDeleteRecordSchema({ params }),
    async (request) => deleteEmployee(app.db, readDeleteRequest(request)),
  );
}
