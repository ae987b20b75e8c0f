import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { preparePerDatabase, userSessions, users, type Database } from '@paylab/db';
import { AppError, can, type SessionUser } from '@paylab/shared';
import { createSecretToken, hashToken } from '../lib/tokens';
import { toSessionUser } from '../modules/auth/to-session-user';

export const SESSION_COOKIE = 'paylab_session';
/** Sessions end after 30 idle minutes and 12 hours at most (issue 7, item 6). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute, so reads do not write on every request. */
const LAST_SEEN_WRITE_INTERVAL_MS = 60 * 1000;

export interface CreateSessionOptions {
  userId: string;
  userAgent?: string;
  ipAddress?: string;
}

export async function createSession(
  db: Database,
  options: CreateSessionOptions,
): Promise<{ token: string; id: string }> {
  const token = createSecretToken();
  const expiresAt = new Date(Date.now() + SESSION_MAX_MS).toISOString();
  const [row] = await db
    .insert(userSessions)
    .values({
      userId: options.userId,
      sessionToken: hashToken(token),
      expiresAt,
      userAgent: options.userAgent?.slice(0, 500) ?? null,
      ipAddress: options.ipAddress ?? null,
    })
    .returning({ id: userSessions.id });
  return { token, id: row!.id };
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isCookieSecure,
    path: '/',
    maxAge: SESSION_MAX_MS / 1000,
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isCookieSecure,
  });
}

/**
 * The session and its user in one round trip, as a named prepared statement: it runs before every
 * authenticated request.
 */
const prepareSessionLookup = preparePerDatabase((db) =>
  db
    .select({
      sessionId: userSessions.id,
      lastSeenAt: userSessions.lastSeenAt,
      expiresAt: userSessions.expiresAt,
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      userType: users.userType,
      clientId: users.clientId,
      isActive: users.isActive,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(eq(userSessions.sessionToken, sql.placeholder('tokenHash')))
    .prepare('paylab_load_session_user'),
);

async function loadSessionUser(
  db: Database,
  token: string,
): Promise<{ user: SessionUser; sessionId: string } | null> {
  const lookup = prepareSessionLookup(db);
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  const now = Date.now();
  const lastSeen = Date.parse(row.lastSeenAt);
  // A deactivated user's session ends here rather than waiting out its idle time, so it cannot
  // come back if the account is activated again.
  if (!row.isActive || Date.parse(row.expiresAt) <= now || lastSeen + SESSION_IDLE_MS <= now) {
    await db.delete(userSessions).where(eq(userSessions.id, row.sessionId));
    return null;
  }
  if (now - lastSeen >= LAST_SEEN_WRITE_INTERVAL_MS) {
    await db
      .update(userSessions)
      .set({ lastSeenAt: new Date(now).toISOString() })
      .where(eq(userSessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    user: toSessionUser(row),
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site writes carrying the cookie are refused (api-conventions: Sessions and origin).
 * Requests with neither Origin nor Sec-Fetch-Site (curl, tests, load tools) pass.
 */
export function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (!request.cookies[SESSION_COOKIE]) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** Every /api route declares `config.isPublic` or `config.permission`; anything else fails at start-up. */
export function registerSessionGuard(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const config = route.config as { isPublic?: boolean; permission?: string } | undefined;
    if (!config?.isPublic && !config?.permission) {
      throw new Error(
        `Route ${route.method} ${route.url} declares neither isPublic nor a permission`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    // Decide on the route the router matched, never on the raw URL: the router decodes
    // /%61pi/employees to /api/employees, so a prefix test on request.url could be walked around.
    if (!request.routeOptions.url?.startsWith('/api')) return;
    if (isCrossSiteWrite(request)) {
      throw new AppError('CROSS_SITE_REQUEST', 'Cross-site requests are not allowed');
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const session = await loadSessionUser(app.db, token);
      request.user = session?.user ?? null;
      request.sessionId = session?.sessionId ?? null;
    }
    const config = request.routeOptions.config;
    if (config.isPublic || !config.permission) return;
    if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
    if (!can(request.user.role, config.permission)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this');
    }
  });
}

/** The signed-in user of a route that requires one (the guard has already checked). */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return request.user;
}
