import { and, count, eq, gt, sql } from 'drizzle-orm';
import { clients, loginFailures, users, type Database } from '@paylab/db';
import { AppError, type LoginInput, type SessionUser } from '@paylab/shared';
import { verifyPassword } from '../../lib/password-hash';
import { createSession } from '../../plugins/session';
import { toSessionUser } from './to-session-user';
import { BLOCKED_CLIENT_STATUSES } from '../../lib/client-access';

/** At most 10 failures per 15 minutes per username and IP (issue 2, item 4). */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface LoginOptions {
  input: LoginInput;
  ipAddress: string;
  userAgent?: string;
}

export interface LoginResult {
  token: string;
  user: SessionUser;
}

export async function login(db: Database, { input, ipAddress, userAgent }: LoginOptions): Promise<LoginResult> {
  const username = input.username.trim();
  const windowStart = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS).toISOString();
  const [failures] = await db
    .select({ value: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), eq(loginFailures.ipAddress, ipAddress), gt(loginFailures.createdAt, windowStart)));
  if ((failures?.value ?? 0) >= LOGIN_FAILURE_LIMIT) {
    throw new AppError('RATE_LIMITED', 'Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  }

  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  const isPasswordRight = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isPasswordRight) {
    await db.insert(loginFailures).values({ username, ipAddress });
    throw new AppError('INVALID_CREDENTIALS', 'Invalid username or password');
  }

  if (user.role === 'client') {
    const [client] = user.clientId
      ? await db.select({ status: clients.status, uiAccess: clients.uiAccess }).from(clients).where(eq(clients.id, user.clientId))
      : [];
    if (!user.isActive || !client || !client.uiAccess) {
      throw new AppError('FORBIDDEN', 'Your account is awaiting administrator approval. You can sign in once an administrator approves your access.');
    }
    if (BLOCKED_CLIENT_STATUSES.has(client.status)) {
      throw new AppError('FORBIDDEN', `Your client account is ${client.status}. Please contact your administrator.`);
    }
  } else if (!user.isActive) {
    throw new AppError('FORBIDDEN', 'This account is inactive. Please contact your administrator.');
  }

  await db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.ipAddress, ipAddress)));
  await db.update(users).set({ lastLogin: sql`now()` as unknown as string }).where(eq(users.id, user.id));
  const session = await createSession(db, { userId: user.id, userAgent, ipAddress });
  return {
    token: session.token,
    user: toSessionUser(user),
  };
}
