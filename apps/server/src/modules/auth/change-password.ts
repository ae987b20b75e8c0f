import { and, eq, ne } from 'drizzle-orm';
import { userSessions, users, type Database } from '@paylab/db';
import { AppError, type ChangePasswordInput, type SessionUser } from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { assertUncommonPassword } from '../../lib/common-passwords';
import { hashPassword, verifyPassword } from '../../lib/password-hash';

export interface ChangePasswordOptions {
  user: SessionUser;
  sessionId: string | null;
  input: ChangePasswordInput;
}

/** Changes the signed-in user's password and ends their other sessions. */
export async function changePassword(
  db: Database,
  { user, sessionId, input }: ChangePasswordOptions,
): Promise<void> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!(await verifyPassword(row?.passwordHash ?? null, input.currentPassword))) {
    throw AppError.field('currentPassword', 'The current password is not right');
  }
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
