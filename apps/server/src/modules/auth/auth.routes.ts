import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSessions } from '@paylab/db';
import {
  authResponseSchema,
  type AuthResponse,
  changePasswordInputSchema,
  loginInputSchema,
  meResponseSchema,
  okResponseSchema,
  registerInputSchema,
  setPasswordInputSchema,
  verifyEmailInputSchema,
  verifyEmailResultSchema,
  type SessionUser,
} from '@paylab/shared';
import { createSecretToken } from '../../lib/tokens';
import {
  clearSessionCookie,
  createSession,
  requireUser,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../plugins/session';
import { changePassword } from './change-password';
import { login } from './login';
import { register } from './register';
import { setPasswordWithToken } from './set-password';
import { verifyEmail } from './verify-email';
import { hashToken } from '../../lib/tokens';

/**
 * Each of these hashes a password (argon2id) before it can answer, so a flood of them from one
 * address would starve sign-in for everyone; past this they get 429 before any hashing. Generous
 * beside the per-username failure throttle, which stays the guard against guessing.
 */
const PASSWORD_HASHING_LIMIT = { max: 60, timeWindow: 60_000 };

/**
 * The spec's answer to sign-in and registration. Its token is a fresh random value the browser keeps
 * and that grants nothing: the session is the httpOnly cookie (architecture: departure 4).
 */
function toAuthResponse(user: SessionUser, { isSignedIn }: { isSignedIn: boolean }): AuthResponse {
  return {
    token: createSecretToken(),
    userType: user.userType,
    role: user.role,
    user: isSignedIn ? user : null,
  };
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/login',
    {
      config: { isPublic: true, rateLimit: PASSWORD_HASHING_LIMIT },
      schema: { tags: ['auth'], body: loginInputSchema, response: { 200: authResponseSchema } },
    },
    async (request, reply) => {
      const result = await login(app.db, {
        input: request.body,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(app, reply, result.token);
      return toAuthResponse(result.user, { isSignedIn: true });
    },
  );

  api.post(
    '/api/auth/register',
    {
      config: { isPublic: true, rateLimit: PASSWORD_HASHING_LIMIT },
      schema: { tags: ['auth'], body: registerInputSchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => {
      const result = await register(app.db, {
        input: request.body,
        actor: request.user,
        ipAddress: request.ip,
        sendMail: app.sendMail,
        publicUrl: app.config.publicUrl,
      });
      if (result.shouldSignIn) {
        const session = await createSession(app.db, {
          userId: result.user.id,
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'],
        });
        setSessionCookie(app, reply, session.token);
      }
      reply.status(201);
      return toAuthResponse(result.user, { isSignedIn: result.shouldSignIn });
    },
  );

  api.post(
    '/api/auth/logout',
    {
      config: { isPublic: true },
      schema: { tags: ['auth'], response: { 200: okResponseSchema } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token)
        await app.db.delete(userSessions).where(eq(userSessions.sessionToken, hashToken(token)));
      clearSessionCookie(app, reply);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/auth/me',
    {
      config: { isPublic: true },
      schema: { tags: ['auth'], response: { 200: meResponseSchema } },
    },
    async (request) => request.user,
  );

  api.post(
    '/api/auth/password',
    {
      config: { permission: 'change:own-password', rateLimit: PASSWORD_HASHING_LIMIT },
      schema: {
        tags: ['auth'],
        body: changePasswordInputSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await changePassword(app.db, {
        user: requireUser(request),
        sessionId: request.sessionId,
        input: request.body,
        ipAddress: request.ip,
      });
      return { ok: true as const };
    },
  );

  api.post(
    '/api/auth/set-password',
    {
      config: { isPublic: true, rateLimit: PASSWORD_HASHING_LIMIT },
      schema: { tags: ['auth'], body: setPasswordInputSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await setPasswordWithToken(app.db, request.body);
      return { ok: true as const };
    },
  );

  // Public like set-password: the one-time link is the proof (issue 26, item 1).
  api.post(
    '/api/auth/verify-email',
    {
      config: { isPublic: true, rateLimit: PASSWORD_HASHING_LIMIT },
      schema: {
        tags: ['auth'],
        body: verifyEmailInputSchema,
        response: { 200: verifyEmailResultSchema },
      },
    },
    async (request) => verifyEmail(app.db, request.body),
  );
}
