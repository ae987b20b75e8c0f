import {
  adminUsers,
  findTakenAccountField,
  passwordSetupTokens,
  users,
  type Database,
  getUniqueViolation,
} from '@paylab/db';
import {
  AppError,
  type CreateAdminUserInput,
  type CreatedAdminUser,
  type SessionUser,
} from '@paylab/shared';
import { takeAccountCreationLock } from '../../lib/account-lock';
import { writeAuditLog } from '../../lib/audit-log';
import { createSecretToken, hashToken } from '../../lib/tokens';
import { toIsoTimestamp } from '../../lib/timestamps';

/** How long the one-time link stays valid. */
export const SETUP_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A taken username or email, named at its field of the form (issue 27, item 6). */
function toTakenError(field: 'username' | 'email', username: string, email: string): AppError {
  const message =
    field === 'username'
      ? `The username ${username} is already taken`
      : `An account with the email ${email} already exists`;
  return new AppError('CONFLICT', message, { [field]: message });
}

export interface CreateAdminUserOptions {
  actor: SessionUser;
  input: CreateAdminUserInput;
}

/**
 * Creates an admin (spec section 2, Admin Users): the users row and its admin_users row in one
 * transaction, with no password yet. The creator is shown a one-time /set-password/{token} link
 * once; only the token's hash is stored, and the new admin stays inactive until it is used.
 */
export async function createAdminUser(
  db: Database,
  { actor, input }: CreateAdminUserOptions,
): Promise<CreatedAdminUser> {
  const email = input.email.toLowerCase();
  const token = createSecretToken();
  const expiresAt = new Date(Date.now() + SETUP_LINK_LIFETIME_MS).toISOString();
  try {
    return await db.transaction(async (tx) => {
      await takeAccountCreationLock(tx);
      const taken = await findTakenAccountField(tx, { username: input.username, email });
      if (taken) throw toTakenError(taken, input.username, email);

      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email,
          passwordHash: null,
          role: input.role,
          userType: 'backend',
          isActive: false,
          // A super admin vouches for a staff address, so it holds its email at once.
          emailVerified: true,
        })
        .returning({ id: users.id });
      const [profile] = await tx
        .insert(adminUsers)
        .values({ userId: user!.id, username: input.username, email, role: input.role })
        .returning();
      await tx
        .insert(passwordSetupTokens)
        .values({ userId: user!.id, tokenHash: hashToken(token), expiresAt });
      await writeAuditLog(tx, {
        actor,
        action: 'create',
        entity: 'admin_user',
        entityId: user!.id,
        after: { username: input.username, email, role: input.role },
      });
      return {
        id: profile!.id,
        userId: user!.id,
        username: profile!.username,
        email: profile!.email,
        role: input.role,
        isActive: false,
        hasPassword: false,
        isDeactivated: false,
        createdAt: toIsoTimestamp(profile!.createdAt),
        setupLink: `/set-password/${token}`,
        setupLinkExpiresAt: expiresAt,
      };
    });
  } catch (error) {
    const constraint = getUniqueViolation(error);
    if (constraint !== undefined) {
      throw toTakenError(
        constraint.includes('email') ? 'email' : 'username',
        input.username,
        email,
      );
    }
    throw error;
  }
}
