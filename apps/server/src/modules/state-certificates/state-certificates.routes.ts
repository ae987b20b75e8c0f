import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createStateCertificateInputSchema,
  stateCertificateEmployeeParamsSchema,
  stateCertificateRecordSchema,
} from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import { unknownEmployeeResponse } from '../../lib/record-route-schemas';
import { refineCertificateValues } from '../../lib/state-certificates';
import { readWorkingToday } from '../../lib/working-today';
import { requireUser } from '../../plugins/session';
import { createStateCertificate } from './create-state-certificate';
import { getActiveStateCertificate, listStateCertificates } from './list-state-certificates';

/** Dated state withholding certificates, beside the W-4 routes and with their permissions. */
export async function stateCertificatesRoutes(app: FastifyInstance): Promise<void> {
  const routes = declareRoutes(app, 'state-certificates');
  const params = stateCertificateEmployeeParamsSchema;

  routes.post(
    '/api/state-certificates',
    'write:employee',
    {
      summary: "Record a state withholding certificate for the employee's work state",
      body: createStateCertificateInputSchema.superRefine(refineCertificateValues),
      response: { 201: stateCertificateRecordSchema, 404: unknownEmployeeResponse },
    },
    async (request, reply) => {
      const certificate = await createStateCertificate(app.db, {
        actor: requireUser(request),
        input: request.body,
        today: await readWorkingToday(app.db),
      });
      return reply.status(201).send(certificate);
    },
  );

  routes.get(
    '/api/state-certificates/employee/:employeeId',
    'read:employee',
    {
      summary: "An employee's state certificates, newest first, each with its status today",
      params,
      response: { 200: z.array(stateCertificateRecordSchema) },
    },
    async (request) =>
      listStateCertificates(app.db, {
        employeeId: request.params.employeeId,
        today: await readWorkingToday(app.db),
      }),
  );

  routes.get(
    '/api/state-certificates/employee/:employeeId/active',
    'read:employee',
    {
      summary: "The work state's certificate in force today, or null: the state's defaults apply",
      params,
      response: { 200: stateCertificateRecordSchema.nullable() },
    },
    async (request) =>
      getActiveStateCertificate(app.db, {
        employeeId: request.params.employeeId,
        today: await readWorkingToday(app.db),
      }),
  );
}
