import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordSetupTokens, userSessions, users, type Database } from '@paylab/db';
import { AppError, type SetPasswordInput } from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { assertUncommonPassword } from '../../lib/common-passwords';
import { hashPassword } from '../../lib/password-hash';
import { hashToken } from '../../lib/tokens';

/** Redeems a one-time invitation link: the invited admin chooses a password. */
export async function setPasswordWithToken(db: Database, input: SetPasswordInput): Promise<void> {
  assertUncommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [token] = await tx
      .update(passwordSetupTokens)
      .set({ usedAt: new Date().toISOString() })
      .where(
        and(
          eq(passwordSetupTokens.tokenHash, hashToken(input.token)),
          isNull(passwordSetupTokens.usedAt),
          gt(passwordSetupTokens.expiresAt, new Date().toISOString()),
        ),
      )
      .returning({ userId: passwordSetupTokens.userId });
    if (!token) throw AppError.field('token', 'This link is invalid, expired or already used');
    const [user] = await tx
      .update(users)
      .set({ passwordHash, isActive: true, updatedAt: new Date().toISOString() })
      .where(eq(users.id, token.userId))
      .returning({ id: users.id, username: users.username });
    await tx.delete(userSessions).where(eq(userSessions.userId, token.userId));
    await writeAuditLog(tx, {
      actor: user ?? null,
      action: 'set-password',
      entity: 'user',
      entityId: token.userId,
    });
  });
}
