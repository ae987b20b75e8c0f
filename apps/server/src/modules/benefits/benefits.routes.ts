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
} from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
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
      reply
        .status(201)
        .send(
          await createBenefitPlan(app.db, { actor: requireUser(request), input: request.body }),
        ),
  );
  routes.put(
    '/api/benefit-plans/:id',
    'write:company-settings',
    {
      params: benefitPlanIdParamsSchema,
      body: benefitPlanInputSchema,
      response: { 200: benefitPlanSchema },
    },
    async (request) =>
      updateBenefitPlan(app.db, {
        actor: requireUser(request),
        id: request.params.id,
        input: request.body,
      }),
  );
  routes.delete(
    '/api/benefit-plans/:id',
    'write:company-settings',
    { params: benefitPlanIdParamsSchema, response: DELETED },
    async (request, reply) => {
      await deleteBenefitPlan(app.db, { actor: requireUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
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
  routes.delete(
    '/api/benefit-elections/:id',
    'write:employee',
    { params: benefitElectionIdParamsSchema, response: DELETED },
    async (request, reply) => {
      await deleteBenefitElection(app.db, { actor: requireUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
