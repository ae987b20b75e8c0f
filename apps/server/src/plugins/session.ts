import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { userSessions, users, type Database } from '@paylab/db';
import { AppError, can, type SessionUser } from '@paylab/shared';
import { createSecretToken, hashToken } from '../lib/tokens';

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

export async function createSession(db: Database, options: CreateSessionOptions): Promise<{ token: string; id: string }> {
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
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: app.config.isCookieSecure });
}

interface SessionRow {
  session_id: string;
  last_seen_at: string;
  expires_at: string;
  id: string;
  username: string;
  email: string;
  role: SessionUser['role'];
  user_type: SessionUser['userType'];
  client_id: string | null;
}

async function loadSessionUser(db: Database, token: string): Promise<{ user: SessionUser; sessionId: string } | null> {
  const result = await db.execute(sql`
    select s.id as session_id, s.last_seen_at, s.expires_at, u.id, u.username, u.email, u.role, u.user_type, u.client_id
    from ${userSessions} s join ${users} u on u.id = s.user_id
    where s.session_token = ${hashToken(token)} and u.is_active`);
  const row = result.rows[0] as SessionRow | undefined;
  if (!row) return null;
  const now = Date.now();
  const lastSeen = Date.parse(row.last_seen_at);
  if (Date.parse(row.expires_at) <= now || lastSeen + SESSION_IDLE_MS <= now) {
    await db.delete(userSessions).where(eq(userSessions.id, row.session_id));
    return null;
  }
  if (now - lastSeen >= LAST_SEEN_WRITE_INTERVAL_MS) {
    await db
      .update(userSessions)
      .set({ lastSeenAt: new Date(now).toISOString() })
      .where(and(eq(userSessions.id, row.session_id)));
  }
  return {
    sessionId: row.session_id,
    user: { id: row.id, username: row.username, email: row.email, role: row.role, userType: row.user_type, clientId: row.client_id },
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
      throw new Error(`Route ${route.method} ${route.url} declares neither isPublic nor a permission`);
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api')) return;
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
