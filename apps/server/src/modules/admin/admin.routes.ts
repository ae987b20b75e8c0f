import type { FastifyInstance } from 'fastify';
import {
  adminClientListSchema,
  adminStatsSchema,
  adminUserListSchema,
  adminUserParamsSchema,
  approvalRequestListSchema,
  approvalRequestSchema,
  approveClientInputSchema,
  clientReferenceParamsSchema,
  clientReviewResultSchema,
  createAdminUserInputSchema,
  createApprovalRequestInputSchema,
  createdAdminUserSchema,
  joinRequestListSchema,
  joinRequestParamsSchema,
  joinRequestSchema,
  outboxMessageListSchema,
  reviewJoinRequestInputSchema,
  listAdminClientsQuerySchema,
  listApprovalRequestsQuerySchema,
  listQuerySchema,
  rejectClientInputSchema,
  updateAdminUserInputSchema,
  updatedAdminUserSchema,
} from '@paylab/shared';
import { declareRoutes } from '../../lib/declare-routes';
import { readUpdateRequest, readWriteRequest } from '../../lib/write-requests';
import { requireUser } from '../../plugins/session';
import { createAdminUser } from './create-admin-user';
import { createApprovalRequest } from './create-approval-request';
import { getAdminStats } from './get-admin-stats';
import { listAdminClients } from './list-admin-clients';
import { listAdminUsers } from './list-admin-users';
import { listApprovalRequests } from './list-approval-requests';
import { reviewClient } from './review-client';
import { listJoinRequests } from './join-requests';
import { listOutbox } from './list-outbox';
import { reviewJoinRequest } from './review-join-request';
import { updateAdminUser } from './update-admin-user';

/** The Admin Panel's calls (spec section 7), sent and validated as the architecture's departure 7 says. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const routes = declareRoutes(app, 'admin');

  routes.get('/api/admin/stats', 'read:admin', { response: { 200: adminStatsSchema } }, async () =>
    getAdminStats(app.db),
  );
  routes.get(
    '/api/admin/clients',
    'read:admin',
    { querystring: listAdminClientsQuerySchema, response: { 200: adminClientListSchema } },
    async (request) => listAdminClients(app.db, request.query),
  );
  routes.get(
    '/api/admin/approval-requests',
    'read:admin',
    { querystring: listApprovalRequestsQuerySchema, response: { 200: approvalRequestListSchema } },
    async (request) => listApprovalRequests(app.db, request.query),
  );
  routes.post(
    '/api/admin/approval-requests',
    'approve:client',
    { body: createApprovalRequestInputSchema, response: { 201: approvalRequestSchema } },
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
    routes.post(
      path,
      'approve:client',
      { params: clientReferenceParamsSchema, body, response: { 200: clientReviewResultSchema } },
      async (request) =>
        reviewClient(app.db, {
          actor: requireUser(request),
          clientReference: request.params.clientId,
          reviewNotes: request.body.reviewNotes,
          decision,
        }),
    );
  }

  routes.get(
    '/api/admin/join-requests',
    'read:admin',
    { querystring: listApprovalRequestsQuerySchema, response: { 200: joinRequestListSchema } },
    async (request) => listJoinRequests(app.db, request.query),
  );
  for (const decision of ['approved', 'rejected'] as const) {
    routes.post(
      `/api/admin/join-requests/:requestId/${decision === 'approved' ? 'approve' : 'reject'}`,
      'approve:client',
      {
        params: joinRequestParamsSchema,
        body: reviewJoinRequestInputSchema,
        response: { 200: joinRequestSchema },
      },
      async (request) =>
        reviewJoinRequest(app.db, {
          actor: requireUser(request),
          requestId: request.params.requestId,
          reviewNotes: request.body.reviewNotes,
          decision,
        }),
    );
  }
  routes.get(
    '/api/admin/outbox',
    'read:mail-outbox',
    { querystring: listQuerySchema, response: { 200: outboxMessageListSchema } },
    async (request) => listOutbox(app.db, request.query),
  );

  routes.get(
    '/api/admin/users',
    'read:admin-user',
    { querystring: listQuerySchema, response: { 200: adminUserListSchema } },
    async (request) => listAdminUsers(app.db, request.query),
  );
  routes.post(
    '/api/admin/users',
    'write:admin-user',
    { body: createAdminUserInputSchema, response: { 201: createdAdminUserSchema } },
    async (request, reply) =>
      reply.status(201).send(await createAdminUser(app.db, readWriteRequest(request))),
  );
  routes.patch(
    '/api/admin/users/:id',
    'write:admin-user',
    {
      params: adminUserParamsSchema,
      body: updateAdminUserInputSchema,
      response: { 200: updatedAdminUserSchema },
    },
    async (request) => updateAdminUser(app.db, readUpdateRequest(request)),
  );
}
