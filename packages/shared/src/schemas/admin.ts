import { z } from 'zod';
import { clientSchema, clientStatusSchema } from './clients';
import {
  requiredEmailSchema,
  listQuerySchema,
  listResponseSchema,
  requiredText,
  serverSetText,
} from './common';

/** Spec section 7: approval requests carry this fixed reason. */
export const APPROVAL_REQUEST_REASON = 'Client requests UI access for business management';
export const APPROVAL_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const approvalRequestStatusSchema = z.enum(APPROVAL_REQUEST_STATUSES);

/** Fields the spec's client sends that the server now owns: accepted and ignored (api-conventions: HTTP). */
const ignoredField = z.unknown().optional();

/** Approve and reject need non-blank notes (spec section 5: 'Please provide review notes'). */
const reviewNotesSchema = z
  .string({ error: 'Please provide review notes' })
  .trim()
  .min(1, 'Please provide review notes')
  .max(2000, 'At most 2000 characters');

/** A request with no body at all still names the missing notes (api-conventions: Identity). */
const orEmptyObject = (value: unknown) => value ?? {};

/** Approve and reject take the same body; each also accepts the reviewer's name the spec's client sends. */
const reviewInputSchema = z.strictObject({ reviewNotes: reviewNotesSchema });

export const approveClientInputSchema = z.preprocess(
  orEmptyObject,
  reviewInputSchema.extend({ approvedBy: ignoredField }),
);
export type ApproveClientInput = z.infer<typeof approveClientInputSchema>;

export const rejectClientInputSchema = z.preprocess(
  orEmptyObject,
  reviewInputSchema.extend({ rejectedBy: ignoredField }),
);
export type RejectClientInput = z.infer<typeof rejectClientInputSchema>;

/** `{clientId}` is the client's uuid or its text code such as CL-0001 (api-conventions: Identity). */
export const clientReferenceParamsSchema = z.strictObject({
  clientId: z.string().trim().min(1, 'Name a client').max(64, 'Not a valid client id'),
});

export const createApprovalRequestInputSchema = z.strictObject({
  clientId: z
    .string({ error: 'Choose a client' })
    .trim()
    .min(1, 'Choose a client')
    .max(64, 'Not a valid client id'),
  requestedBy: ignoredField,
  requestReason: ignoredField,
});
export type CreateApprovalRequestInput = z.infer<typeof createApprovalRequestInputSchema>;

/** new_company: a client waiting for UI access; join: a new user asking to join an existing one. */
export const APPROVAL_REQUEST_KINDS = ['new_company', 'join'] as const;

export const approvalRequestSchema = z.object({
  id: serverSetText,
  kind: z.enum(APPROVAL_REQUEST_KINDS),
  clientId: z.string(),
  client: z.object({ clientId: z.string(), companyName: z.string() }),
  requestedBy: z.string(),
  requestReason: z.string(),
  status: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewNotes: z.string().nullable(),
  createdAt: serverSetText,
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;
export const approvalRequestListSchema = listResponseSchema(approvalRequestSchema);
export type ApprovalRequestList = z.infer<typeof approvalRequestListSchema>;

export const listApprovalRequestsQuerySchema = listQuerySchema.extend({
  status: approvalRequestStatusSchema.optional(),
});
export type ListApprovalRequestsQuery = z.infer<typeof listApprovalRequestsQuerySchema>;

/** What approve and reject answer: the client as it now is, and the request that records the review. */
export const clientReviewResultSchema = z.object({
  client: clientSchema,
  request: approvalRequestSchema,
});
export type ClientReviewResult = z.infer<typeof clientReviewResultSchema>;

/**
 * "A new user asks to join {company}": the registered user beside the company's contact on record,
 * so an admin can see whether they belong together before linking them.
 */
export const joinRequestSchema = z.object({
  id: serverSetText,
  status: approvalRequestStatusSchema,
  createdAt: serverSetText,
  user: z.object({ id: z.string(), username: z.string(), email: z.string() }),
  client: z.object({
    id: z.string(),
    clientId: z.string(),
    companyName: z.string(),
    contactFirstName: z.string(),
    contactLastName: z.string(),
    email: z.string(),
    status: clientStatusSchema,
  }),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;
export const joinRequestListSchema = listResponseSchema(joinRequestSchema);
export type JoinRequestList = z.infer<typeof joinRequestListSchema>;

export const joinRequestParamsSchema = z.strictObject({
  requestId: z.uuid({ error: 'Not a valid request id' }),
});

export const reviewJoinRequestInputSchema = z.preprocess(orEmptyObject, reviewInputSchema);
export type ReviewJoinRequestInput = z.infer<typeof reviewJoinRequestInputSchema>;

/** Mail PayLab kept instead of sending, for a super admin (no SMTP_URL set). */
export const outboxMessageSchema = z.object({
  id: serverSetText,
  toAddress: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: serverSetText,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxMessageListSchema = listResponseSchema(outboxMessageSchema);
export type OutboxMessageList = z.infer<typeof outboxMessageListSchema>;

export const linkedUserSchema = z.object({
  id: serverSetText,
  username: z.string(),
  email: z.string(),
  isActive: z.boolean(),
});

/** The latest decision on a client's access, with the notes the reviewer wrote (issue 27, item 12). */
export const clientReviewSchema = z.object({
  status: approvalRequestStatusSchema,
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewNotes: z.string().nullable(),
});
export type ClientReview = z.infer<typeof clientReviewSchema>;

/** A client in the Admin Panel's lists, with the portal users linked to it. */
export const adminClientSchema = clientSchema.extend({
  linkedUsers: z.array(linkedUserSchema),
  hasPendingRequest: z.boolean(),
  /** The latest approve or reject of its access; null while none was made. */
  lastReview: clientReviewSchema.nullable(),
});
export type AdminClient = z.infer<typeof adminClientSchema>;
export const adminClientListSchema = listResponseSchema(adminClientSchema);
export type AdminClientList = z.infer<typeof adminClientListSchema>;

/**
 * pending: clients without UI access, and clients with inactive linked users (api-conventions:
 * Identity); approved: clients with UI access; rejected: clients whose access was refused.
 */
export const listAdminClientsQuerySchema = listQuerySchema.extend({
  access: z.enum(['pending', 'approved', 'rejected'], {
    error: 'Choose pending, approved or rejected',
  }),
});
export type ListAdminClientsQuery = z.infer<typeof listAdminClientsQuerySchema>;

/** The Client Approval and Overview cards (spec section 2, Admin Panel). */
export const adminStatsSchema = z.object({
  pendingApproval: z.number().int(),
  rejectedClients: z.number().int(),
  approvedClients: z.number().int(),
  totalRequests: z.number().int(),
  totalClients: z.number().int(),
  activeClients: z.number().int(),
  adminUsers: z.number().int(),
  pendingReviews: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const ADMIN_ROLES = ['admin', 'super_admin'] as const;

export const adminUserSchema = z.object({
  id: serverSetText,
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  isActive: z.boolean(),
  /** False until the invited admin has chosen a password through the one-time link. */
  hasPassword: z.boolean(),
  /** True once a super admin deactivated it (issue 27, item 12); an invited admin is not. */
  isDeactivated: z.boolean(),
  createdAt: serverSetText,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = listResponseSchema(adminUserSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const createAdminUserInputSchema = z.strictObject({
  username: requiredText('Username', 100, 'name').regex(
    /^[A-Za-z0-9._-]+$/,
    'Use letters, digits, dots, dashes or underscores',
  ),
  email: requiredEmailSchema,
  role: z.enum(ADMIN_ROLES, { error: 'Choose Admin or Super Admin' }).default('admin'),
});
export type CreateAdminUserInput = z.infer<typeof createAdminUserInputSchema>;
export type CreateAdminUserFormValues = z.input<typeof createAdminUserInputSchema>;

/** The created admin and its one-time link, shown once to the creator. */
export const createdAdminUserSchema = adminUserSchema.extend({
  setupLink: z.string(),
  setupLinkExpiresAt: z.string(),
});
export type CreatedAdminUser = z.infer<typeof createdAdminUserSchema>;

/** `PATCH /api/admin/users/{id}`: a super admin changes an admin's role or (de)activates it (issue 27, item 12). */
export const adminUserParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Not a valid admin user id' }),
});

export const updateAdminUserInputSchema = z
  .strictObject({
    role: z.enum(ADMIN_ROLES, { error: 'Choose Admin or Super Admin' }).optional(),
    isActive: z.boolean({ error: 'Choose active or inactive' }).optional(),
  })
  .refine((input) => input.role !== undefined || input.isActive !== undefined, {
    message: 'Send a role or isActive to change',
  });
export type UpdateAdminUserInput = z.infer<typeof updateAdminUserInputSchema>;

/** The admin as it now is; reactivating an admin who never chose a password issues a new link. */
export const updatedAdminUserSchema = adminUserSchema.extend({
  setupLink: z.string().optional(),
  setupLinkExpiresAt: z.string().optional(),
});
export type UpdatedAdminUser = z.infer<typeof updatedAdminUserSchema>;
