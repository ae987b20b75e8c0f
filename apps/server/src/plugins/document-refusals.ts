import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { errorBodySchema } from '@paylab/shared';
import { MAX_PATH_PARAMETER_LENGTH } from './answer-unrouted';
import { SESSION_COOKIE } from './session';

/**
 * Every API operation's document lists the refusals the server can give it, each with the one
 * error body, and names the session cookie where one is needed (issue 26, item 10). Derived from
 * what the route declares, so a new route is documented the same way without repeating it.
 */
const REFUSAL_DESCRIPTIONS = {
  400: 'The input is not valid; `fields` names each field and what is wrong',
  401: 'No session, or it has ended',
  403: 'The role lacks the permission, or a cross-site write carried the session cookie',
  404: 'No such record, or one the caller may not see',
  409: 'A duplicate, or a change that stored data refuses',
  413: 'The body is larger than 1 MiB',
  414: `A path parameter is longer than ${MAX_PATH_PARAMETER_LENGTH} characters`,
  429: 'Too many requests from this network; try again in a minute',
  503: 'The database is unavailable or every connection is taken; see Retry-After',
} as const;

type RefusalStatus = keyof typeof REFUSAL_DESCRIPTIONS;

/**
 * The refusals of the public routes that check what they are sent against stored accounts rather
 * than a session (api-conventions: Sessions and origin). They are a closed list, so they are named
 * here; every other refusal follows from what a route declares.
 */
const PUBLIC_ROUTE_REFUSALS: Record<string, Partial<Record<RefusalStatus, string>>> = {
  'POST /api/auth/login': {
    401: 'Wrong username or password',
    403: 'The account may not sign in: a client whose access is not approved, or a deactivated user',
  },
  'POST /api/auth/register': {
    403: 'Only a signed-in super admin creates an admin account',
    409: 'The username or email is taken',
  },
};

type RouteSchema = FastifySchema & { response?: Record<string, unknown> };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function listRefusals(route: RouteOptions, schema: RouteSchema): RefusalStatus[] {
  const config = (route.config ?? {}) as { isPublic?: boolean; rateLimit?: unknown };
  const methods = [route.method].flat();
  const isWrite = methods.some((method) => WRITE_METHODS.has(method));
  const statuses: RefusalStatus[] = [];
  if (schema.body || schema.querystring || schema.params) statuses.push(400);
  if (!config.isPublic) statuses.push(401, 403);
  if (schema.params) statuses.push(404, 414);
  if (isWrite && !config.isPublic) statuses.push(409);
  if (schema.body) statuses.push(413);
  if (config.rateLimit) statuses.push(429);
  statuses.push(503);
  return statuses;
}

export function registerRefusalDocs(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const schema = (route.schema ?? {}) as RouteSchema;
    const response = { ...schema.response };
    for (const status of listRefusals(route, schema))
      response[status] ??= errorBodySchema.describe(REFUSAL_DESCRIPTIONS[status]);
    for (const method of [route.method].flat()) {
      const own = PUBLIC_ROUTE_REFUSALS[`${method} ${route.url}`] ?? {};
      for (const [status, description] of Object.entries(own))
        response[status] ??= errorBodySchema.describe(description);
    }
    const isPublic = Boolean((route.config as { isPublic?: boolean } | undefined)?.isPublic);
    route.schema = {
      ...schema,
      response,
      ...(isPublic ? {} : { security: [{ [SESSION_COOKIE]: [] }] }),
    };
  });
}

/** The session cookie as the document's one security scheme. */
export const SESSION_SECURITY_SCHEME = {
  [SESSION_COOKIE]: {
    type: 'apiKey' as const,
    in: 'cookie' as const,
    name: SESSION_COOKIE,
    description: 'Set by POST /api/auth/login; HttpOnly, SameSite=Lax',
  },
};
