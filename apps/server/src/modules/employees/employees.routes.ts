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
import { declareRecordRoutes } from '../../lib/record-routes';
import { refineStateCertificate } from '../../lib/state-certificates';
import { createEmployee } from './create-employee';
import { deleteEmployee } from './delete-employee';
import { getEmployeeById } from './get-employee';
import { listEmployees } from './list-employees';
import { updateEmployee } from './update-employee';

export async function employeesRoutes(app: FastifyInstance): Promise<void> {
  const employee = declareRecordRoutes(declareRoutes(app, 'employees'), {
    path: '/api/employees',
    params: employeeIdParamsSchema,
    record: employeeSchema,
    read: 'read:employee',
    write: 'write:employee',
  });

  employee.list(
    { querystring: employeeListQuerySchema, response: employeeListResponseSchema },
    (query) => listEmployees(app.db, query),
  );
  employee.get((id) => getEmployeeById(app.db, id));
  employee.create(createEmployeeInputSchema.superRefine(refineStateCertificate), (request) =>
    createEmployee(app.db, request),
  );
  employee.update(updateEmployeeInputSchema, (request) => updateEmployee(app.db, request));
  employee.delete((request) => deleteEmployee(app.db, request));
}
