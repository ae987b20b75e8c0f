import { and, count, eq, gt, sql } from 'drizzle-orm';
import { clients, loginFailures, matchesUsername, users, type Database } from '@paylab/db';
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

/**
 * Every attempt is written down before it is judged, then counted with the ones before it, so
 * concurrent guesses see each other: of 50 sent at once, the attempt counted k-th sees at least k
 * rows, and at most 10 get their password checked. A right password takes its row back out.
 */
export async function login(
  db: Database,
  { input, ipAddress, userAgent }: LoginOptions,
): Promise<LoginResult> {
  // Usernames are unique ignoring case (migration 0013), so 'Admin' signs in as admin and counts
  // against the same failure limit.
  const username = input.username.trim().toLowerCase();
  const windowStart = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS).toISOString();
  const [attempt] = await db
    .insert(loginFailures)
    .values({ username, ipAddress })
    .returning({ id: loginFailures.id });
  const [attempts] = await db
    .select({ value: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.username, username),
        eq(loginFailures.ipAddress, ipAddress),
        gt(loginFailures.createdAt, windowStart),
      ),
    );
  if ((attempts?.value ?? 0) > LOGIN_FAILURE_LIMIT) {
    // A refused attempt is not a failure: the window is not stretched by knocking on the door.
    await db.delete(loginFailures).where(eq(loginFailures.id, attempt!.id));
    throw new AppError(
      'RATE_LIMITED',
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  }

  const [user] = await db.select().from(users).where(matchesUsername(username)).limit(1);
  const isPasswordRight = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isPasswordRight) {
    throw new AppError('INVALID_CREDENTIALS', 'Invalid username or password');
  }
  await db.delete(loginFailures).where(eq(loginFailures.id, attempt!.id));

  // The Admin Panel tab (userType backend) is "admin only" (spec section 2); an admin may still use
  // the Client Portal tab, since a staff role alone sends a sign-in to /admin (spec section 4).
  if (user.role === 'client' && input.userType === 'backend') {
    throw new AppError(
      'FORBIDDEN',
      'The Admin Panel tab is for administrators. Please sign in on the Client Portal tab.',
    );
  }
  if (user.role === 'client') {
    const [client] = user.clientId
      ? await db
          .select({ status: clients.status, uiAccess: clients.uiAccess })
          .from(clients)
          .where(eq(clients.id, user.clientId))
      : [];
    if (!user.isActive || !client || !client.uiAccess) {
      throw new AppError(
        'FORBIDDEN',
        'Your account is awaiting administrator approval. You can sign in once an administrator approves your access.',
      );
    }
    if (BLOCKED_CLIENT_STATUSES.has(client.status)) {
      throw new AppError(
        'FORBIDDEN',
        `Your client account is ${client.status}. Please contact your administrator.`,
      );
    }
  } else if (!user.isActive) {
    throw new AppError('FORBIDDEN', 'This account is inactive. Please contact your administrator.');
  }

  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, username), eq(loginFailures.ipAddress, ipAddress)));
  await db
    .update(users)
    .set({ lastLogin: sql`now()` })
    .where(eq(users.id, user.id));
  const session = await createSession(db, { userId: user.id, userAgent, ipAddress });
  return {
    token: session.token,
    user: toSessionUser(user),
  };
}
