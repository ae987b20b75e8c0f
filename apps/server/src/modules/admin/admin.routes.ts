import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminClientListSchema,
  adminStatsSchema,
  adminUserListSchema,
  approvalRequestListSchema,
  approvalRequestSchema,
  approveClientInputSchema,
  clientReferenceParamsSchema,
  clientReviewResultSchema,
  createAdminUserInputSchema,
  createApprovalRequestInputSchema,
  createdAdminUserSchema,
  listAdminClientsQuerySchema,
  listApprovalRequestsQuerySchema,
  listQuerySchema,
  rejectClientInputSchema,
} from '@paylab/shared';
import { requireUser } from '../../plugins/session';
import { createAdminUser } from './create-admin-user';
import { createApprovalRequest } from './create-approval-request';
import { getAdminStats } from './get-admin-stats';
import { listAdminClients } from './list-admin-clients';
import { listAdminUsers } from './list-admin-users';
import { listApprovalRequests } from './list-approval-requests';
import { reviewClient } from './review-client';

/** The Admin Panel's calls (spec section 7), sent and validated as the architecture's departure 7 says. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/stats',
    {
      config: { permission: 'read:admin' },
      schema: { tags: ['admin'], response: { 200: adminStatsSchema } },
    },
    async () => getAdminStats(app.db),
  );

  api.get(
    '/api/admin/clients',
    {
      config: { permission: 'read:admin' },
      schema: {
        tags: ['admin'],
        querystring: listAdminClientsQuerySchema,
        response: { 200: adminClientListSchema },
      },
    },
    async (request) => listAdminClients(app.db, request.query),
  );

  api.get(
    '/api/admin/approval-requests',
    {
      config: { permission: 'read:admin' },
      schema: {
        tags: ['admin'],
        querystring: listApprovalRequestsQuerySchema,
        response: { 200: approvalRequestListSchema },
      },
    },
    async (request) => listApprovalRequests(app.db, request.query),
  );

  api.post(
    '/api/admin/approval-requests',
    {
      config: { permission: 'approve:client' },
      schema: {
        tags: ['admin'],
        body: createApprovalRequestInputSchema,
        response: { 201: approvalRequestSchema },
      },
    },
    async (request, reply) => {
      const created = await createApprovalRequest(app.db, {
        actor: requireUser(request),
        clientReference: request.body.clientId,
      });
      return reply.status(201).send(created);
    },
  );

  // Approving and rejecting differ only in the decision recorded and in the field the spec's client
  // sends along and the server ignores (approvedBy or rejectedBy).
  const reviews = [
    {
      path: '/api/admin/approve-client/:clientId',
      body: approveClientInputSchema,
      decision: 'approved',
    },
    {
      path: '/api/admin/reject-client/:clientId',
      body: rejectClientInputSchema,
      decision: 'rejected',
    },
  ] as const;
  for (const { path, body, decision } of reviews) {
    api.post(
      path,
      {
        config: { permission: 'approve:client' },
        schema: {
          tags: ['admin'],
          params: clientReferenceParamsSchema,
          body,
          response: { 200: clientReviewResultSchema },
        },
      },
      async (request) =>
        reviewClient(app.db, {
          actor: requireUser(request),
          clientReference: request.params.clientId,
          reviewNotes: request.body.reviewNotes,
          decision,
        }),
    );
  }

  api.get(
    '/api/admin/users',
    {
      config: { permission: 'read:admin-user' },
      schema: {
        tags: ['admin'],
        querystring: listQuerySchema,
        response: { 200: adminUserListSchema },
      },
    },
    async (request) => listAdminUsers(app.db, request.query),
  );

  api.post(
    '/api/admin/users',
    {
      config: { permission: 'write:admin-user' },
      schema: {
        tags: ['admin'],
        body: createAdminUserInputSchema,
        response: { 201: createdAdminUserSchema },
      },
    },
    async (request, reply) => {
      const created = await createAdminUser(app.db, {
        actor: requireUser(request),
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );
}
