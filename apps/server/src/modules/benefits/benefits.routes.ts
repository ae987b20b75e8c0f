import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  benefitElectionIdParamsSchema,
  benefitElectionInputSchema,
  benefitElectionListSchema,
  benefitElectionSchema,
  benefitPlanIdParamsSchema,
  benefitPlanInputSchema,
  benefitPlanListSchema,
  benefitPlanSchema,
  employeeIdParamsSchema,
  type Permission,
  type SessionUser,
} from '@paylab/shared';
import type { Database } from '@paylab/db';
import { declareRoutes } from '../../lib/declare-routes';
import { readDeleteRequest, readUpdateRequest, readWriteRequest } from '../../lib/write-requests';
import { requireUser } from '../../plugins/session';
import { createBenefitElection } from './create-benefit-election';
import { createBenefitPlan } from './create-benefit-plan';
import { deleteBenefitElection } from './delete-benefit-election';
import { deleteBenefitPlan } from './delete-benefit-plan';
import { listBenefitElections } from './list-benefit-elections';
import { listBenefitPlans } from './list-benefit-plans';
import { updateBenefitPlan } from './update-benefit-plan';

const DELETED = { 204: z.null().describe('Deleted; no body') };

/** The company's benefit plans (Settings → Benefits) and each employee's dated elections (issue 29). */
export async function benefitsRoutes(app: FastifyInstance): Promise<void> {
  const routes = declareRoutes(app, 'benefits');
  // A plan and an election are deleted alike, answered 204 without a body.
  const declareDelete = (
    url: string,
    permission: Permission,
    params: typeof benefitPlanIdParamsSchema | typeof benefitElectionIdParamsSchema,
    deleteRecord: (db: Database, request: { actor: SessionUser; id: string }) => Promise<void>,
  ) =>
    routes.delete(url, permission, { params, response: DELETED }, async (request, reply) => {
      await deleteRecord(app.db, readDeleteRequest(request));
      return reply.status(204).send(null);
    });

  routes.get(
    '/api/benefit-plans',
    'read:company-settings',
    { response: { 200: benefitPlanListSchema } },
    async () => listBenefitPlans(app.db),
  );
  routes.post(
    '/api/benefit-plans',
    'write:company-settings',
    { body: benefitPlanInputSchema, response: { 201: benefitPlanSchema } },
    async (request, reply) =>
      reply.status(201).send(await createBenefitPlan(app.db, readWriteRequest(request))),
  );
  routes.put(
    '/api/benefit-plans/:id',
    'write:company-settings',
    {
      params: benefitPlanIdParamsSchema,
      body: benefitPlanInputSchema,
      response: { 200: benefitPlanSchema },
    },
    async (request) => updateBenefitPlan(app.db, readUpdateRequest(request)),
  );
  declareDelete(
    '/api/benefit-plans/:id',
    'write:company-settings',
    benefitPlanIdParamsSchema,
    deleteBenefitPlan,
  );

  routes.get(
    '/api/employees/:id/benefit-elections',
    'read:employee',
    { params: employeeIdParamsSchema, response: { 200: benefitElectionListSchema } },
    async (request) => listBenefitElections(app.db, request.params.id),
  );
  routes.post(
    '/api/employees/:id/benefit-elections',
    'write:employee',
    {
      params: employeeIdParamsSchema,
      body: benefitElectionInputSchema,
      response: { 201: benefitElectionSchema },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createBenefitElection(app.db, {
          actor: requireUser(request),
          employeeId: request.params.id,
          input: request.body,
        }),
      ),
  );
  declareDelete(
    '/api/benefit-elections/:id',
    'write:employee',
    benefitElectionIdParamsSchema,
    deleteBenefitElection,
  );
}
