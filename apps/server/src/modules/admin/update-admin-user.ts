import { and, count, eq, ne } from 'drizzle-orm';
import {
  adminUsers,
  passwordSetupTokens,
  userSessions,
  users,
  type Database,
  type Transaction,
} from '@paylab/db';
import {
  AppError,
  type SessionUser,
  type UpdateAdminUserInput,
  type UpdatedAdminUser,
} from '@paylab/shared';
import { takeAccountCreationLock } from '../../lib/account-lock';
import { writeAuditLog } from '../../lib/audit-log';
import { createSecretToken, hashToken } from '../../lib/tokens';
import { SETUP_LINK_LIFETIME_MS } from './create-admin-user';
import { adminUserColumns, toAdminUser } from './list-admin-users';

export interface UpdateAdminUserOptions {
  actor: SessionUser;
  /** The admin_users row's id, as the Admin Users list gives it. */
  id: string;
  input: UpdateAdminUserInput;
}

async function findAdminUser(tx: Transaction, id: string) {
  const [row] = await tx
    .select(adminUserColumns)
    .from(adminUsers)
    .innerJoin(users, eq(users.id, adminUsers.userId))
    .where(eq(adminUsers.id, id));
  return row;
}

/** Super admins who can sign in, other than `exceptUserId`. */
async function countOtherActiveSuperAdmins(tx: Transaction, exceptUserId: string) {
  const [row] = await tx
    .select({ value: count() })
    .from(users)
    .innerJoin(adminUsers, eq(adminUsers.userId, users.id))
    .where(
      and(
        eq(users.role, 'super_admin'),
        eq(users.isActive, true),
        eq(adminUsers.isActive, true),
        ne(users.id, exceptUserId),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Changes an admin's role or whether it may sign in (issue 27, item 12). The installation always
 * keeps one active super admin: only a super admin manages admins, so losing the last one would
 * leave nobody able to. Deactivating ends the admin's sessions and its unused one-time link;
 * reactivating an admin who never chose a password issues a new link, shown once to the creator.
 */
export async function updateAdminUser(
  db: Database,
  { actor, id, input }: UpdateAdminUserOptions,
): Promise<UpdatedAdminUser> {
  return db.transaction(async (tx) => {
    // The same lock as account creation: two super admins demoting each other wait in turn, so the
    // second sees the first's change and the count below cannot fall to zero.
    await takeAccountCreationLock(tx);
    const before = await findAdminUser(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'Admin user not found');
    const role = input.role ?? before.role;
    const wasDeactivated = before.isDeactivated;
    const isActive = input.isActive ?? !wasDeactivated;

    if (before.userId === actor.id && !isActive) {
      throw new AppError(
        'CONFLICT',
        'You cannot deactivate your own account; another super admin can.',
        { isActive: 'You cannot deactivate your own account' },
      );
    }
    const wasActiveSuperAdmin = before.role === 'super_admin' && before.isActive;
    const staysActiveSuperAdmin = role === 'super_admin' && isActive;
    if (wasActiveSuperAdmin && !staysActiveSuperAdmin) {
      if ((await countOtherActiveSuperAdmins(tx, before.userId)) === 0) {
        const message = `${before.username} is the last active super admin. Make another admin a super admin first.`;
        throw new AppError('CONFLICT', message, {
          [input.role !== undefined && input.role !== before.role ? 'role' : 'isActive']: message,
        });
      }
    }

    const now = new Date().toISOString();
    // An admin who never chose a password stays unable to sign in until it uses a new link.
    const canSignIn = isActive && before.hasPassword;
    await tx
      .update(users)
      .set({ role, isActive: canSignIn, updatedAt: now })
      .where(eq(users.id, before.userId));
    await tx.update(adminUsers).set({ role, isActive }).where(eq(adminUsers.id, before.id));

    let setupLink: { setupLink: string; setupLinkExpiresAt: string } | undefined;
    if (!isActive) {
      await tx.delete(userSessions).where(eq(userSessions.userId, before.userId));
      await tx.delete(passwordSetupTokens).where(eq(passwordSetupTokens.userId, before.userId));
    } else if (wasDeactivated && !before.hasPassword) {
      const token = createSecretToken();
      const expiresAt = new Date(Date.now() + SETUP_LINK_LIFETIME_MS).toISOString();
      await tx
        .insert(passwordSetupTokens)
        .values({ userId: before.userId, tokenHash: hashToken(token), expiresAt });
      setupLink = { setupLink: `/set-password/${token}`, setupLinkExpiresAt: expiresAt };
    }

    const after = await findAdminUser(tx, id);
    await writeAuditLog(tx, {
      actor,
      action: 'update',
      entity: 'admin_user',
      entityId: before.userId,
      before: { role: before.role, isActive: before.isActive },
      after: { role: after!.role, isActive: after!.isActive },
    });
    return { ...toAdminUser(after!), ...setupLink };
  });
}
