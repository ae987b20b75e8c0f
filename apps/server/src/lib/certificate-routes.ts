import type { FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { Database } from '@paylab/db';
import type { SessionUser } from '@paylab/shared';
import { requireUser } from '../plugins/session';
import type { ModuleRoutes } from './declare-routes';
import { unknownEmployeeResponse } from './record-route-schemas';
import { readWorkingToday } from './working-today';

/** What the reads of an employee's certificates are given: whose, and the day statuses are read on. */
interface CertificateReadOptions {
  employeeId: string;
  today: string;
}

interface CertificateRoutesOptions<Body extends z.ZodType, Certificate extends z.ZodType> {
  /** `/api/w4`: POST records one; `<path>/employee/:employeeId[/active]` read them. */
  path: string;
  params: z.ZodType<{ employeeId: string }>;
  body: Body;
  certificate: Certificate;
  /** The operations' summaries in the API document, where the module gives them. */
  summaries?: { create: string; list: string; active: string };
  create: (
    db: Database,
    options: { actor: SessionUser; input: z.infer<Body>; today: string },
  ) => Promise<z.infer<Certificate>>;
  list: (db: Database, options: CertificateReadOptions) => Promise<z.infer<Certificate>[]>;
  getActive: (
    db: Database,
    options: CertificateReadOptions,
  ) => Promise<z.infer<Certificate> | null>;
}

type EmployeeRequest = FastifyRequest & { params: { employeeId: string } };

/**
 * The routes of an employee's dated withholding certificates, the W-4 and a state's: record one
 * (201; 404 for an unknown employee), list the employee's newest first, and read the one in force
 * today (null when none is). Statuses are read on the company's working today, as payroll reads
 * them. The schemas are typed as FastifySchema here; the services' types are checked against them
 * where a module declares its routes.
 */
export function declareCertificateRoutes<Body extends z.ZodType, Certificate extends z.ZodType>(
  routes: ModuleRoutes,
  db: Database,
  options: CertificateRoutesOptions<Body, Certificate>,
): void {
  const { path, params, body, certificate, summaries } = options;
  const readOptions = async (request: FastifyRequest) => ({
    employeeId: (request as EmployeeRequest).params.employeeId,
    today: await readWorkingToday(db),
  });
  const createSchema: FastifySchema = {
    ...(summaries && { summary: summaries.create }),
    body,
    response: { 201: certificate, 404: unknownEmployeeResponse },
  };
  routes.post(path, 'write:employee', createSchema, async (request, reply) => {
    const created = await options.create(db, {
      actor: requireUser(request),
      input: request.body as z.infer<Body>,
      today: await readWorkingToday(db),
    });
    return reply.status(201).send(created);
  });
  const listSchema: FastifySchema = {
    ...(summaries && { summary: summaries.list }),
    params,
    response: { 200: z.array(certificate) },
  };
  routes.get(`${path}/employee/:employeeId`, 'read:employee', listSchema, async (request) =>
    options.list(db, await readOptions(request)),
  );
  const activeSchema: FastifySchema = {
    ...(summaries && { summary: summaries.active }),
    params,
    response: { 200: certificate.nullable() },
  };
  routes.get(
    `${path}/employee/:employeeId/active`,
    'read:employee',
    activeSchema,
    async (request) => options.getActive(db, await readOptions(request)),
  );
}
