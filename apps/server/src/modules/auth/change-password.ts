import { and, eq, ne } from 'drizzle-orm';
import { userSessions, users, type Database } from '@paylab/db';
import { AppError, type ChangePasswordInput, type SessionUser } from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { assertUncommonPassword } from '../../lib/common-passwords';
import { hashPassword, verifyPassword } from '../../lib/password-hash';
import { beginPasswordAttempt } from './password-attempts';

export interface ChangePasswordOptions {
  user: SessionUser;
  sessionId: string | null;
  input: ChangePasswordInput;
  /** The caller's address (request.ip), for the throttle. */
  ipAddress: string;
}

/** Changes the signed-in user's password and ends their other sessions. */
export async function changePassword(
  db: Database,
  { user, sessionId, input, ipAddress }: ChangePasswordOptions,
): Promise<void> {
  // A stolen session must not become a way to guess the password: wrong current passwords count
  // in the sign-in throttle, under this account's name (issue 26, item 2).
  const attempt = await beginPasswordAttempt(db, {
    username: user.username.toLowerCase(),
    ipAddress,
    refusal: 'Too many wrong current passwords.',
  });
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!(await verifyPassword(row?.passwordHash ?? null, input.currentPassword))) {
    throw AppError.field('currentPassword', 'The current password is not right');
  }
  await attempt.clearFailures();
  assertUncommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date().toISOString() })
      .where(eq(users.id, user.id));
    await tx
      .delete(userSessions)
      .where(
        sessionId
          ? and(eq(userSessions.userId, user.id), ne(userSessions.id, sessionId))
          : eq(userSessions.userId, user.id),
      );
    await writeAuditLog(tx, {
      actor: user,
      action: 'change-password',
      entity: 'user',
      entityId: user.id,
    });
  });
}
