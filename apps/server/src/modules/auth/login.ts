import { eq, sql } from 'drizzle-orm';
import { clients, matchesUsername, users, type Database } from '@paylab/db';
import { AppError, type LoginInput, type SessionUser } from '@paylab/shared';
import { verifyPassword } from '../../lib/password-hash';
import { createSession } from '../../plugins/session';
import { beginPasswordAttempt } from './password-attempts';
import { toSessionUser } from './to-session-user';
import { BLOCKED_CLIENT_STATUSES } from '../../lib/client-access';

export interface LoginOptions {
  input: LoginInput;
  ipAddress: string;
  userAgent?: string;
}

export interface LoginResult {
  token: string;
  user: SessionUser;
}

/** Signs in, under the password-attempt throttle (password-attempts.ts). */
export async function login(
  db: Database,
  { input, ipAddress, userAgent }: LoginOptions,
): Promise<LoginResult> {
  // Usernames are unique ignoring case (migration 0013), so 'Admin' signs in as admin and counts
  // against the same failure limit.
  const username = input.username.trim().toLowerCase();
  const attempt = await beginPasswordAttempt(db, {
    username,
    ipAddress,
    refusal: 'Too many failed sign-in attempts.',
  });
  const [user] = await db.select().from(users).where(matchesUsername(username)).limit(1);
  const isPasswordRight = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isPasswordRight) {
    throw new AppError('INVALID_CREDENTIALS', 'Invalid username or password');
  }
  await attempt.withdraw();

  // The Admin Panel tab (userType backend) is "admin only" (spec section 2); an admin may still use
  // the Client Portal tab, since a staff role alone sends a sign-in to /admin (spec section 4).
  if (user.role === 'client' && input.userType === 'backend') {
    throw new AppError(
      'FORBIDDEN',
      'The Admin Panel tab is for administrators. Please sign in on the Client Portal tab.',
    );
  }
  if (user.role === 'client') {
    if (!user.emailVerified) {
      throw new AppError(
        'FORBIDDEN',
        'Please confirm your email address first: open the link we sent you. An administrator then reviews your access.',
      );
    }
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

  await attempt.clearFailures();
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
