import { and, count, eq, gt, lte } from 'drizzle-orm';
import {
  adminUsers,
  emailVerifications,
  findTakenAccountField,
  registrations,
  users,
  type Database,
  type DatabaseOrTransaction,
  getUniqueViolation,
} from '@paylab/db';
import { AppError, type RegisterInput, type SessionUser } from '@paylab/shared';
import { toSessionUser } from './to-session-user';
import { takeAccountCreationLock } from '../../lib/account-lock';
import { writeAuditLog } from '../../lib/audit-log';
import type { SendMail } from '../../lib/mail';
import { createSecretToken, hashToken } from '../../lib/tokens';
import { assertUncommonPassword } from '../../lib/common-passwords';
import { toAddressGroup } from '../../lib/address-group';
import { hashPassword } from '../../lib/password-hash';

/**
 * At most 5 self-registrations per IP per hour. A company registers once, so even an office behind
 * one address rarely needs more; each one creates a pending client an admin has to review, so a
 * script must not fill the Admin Panel with them (20 in a second were seen). Only registrations that
 * went through count: a typo (taken username, short password) costs nothing.
 */
export const REGISTRATION_LIMIT = 5;
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;

/** How long the email confirmation link stays valid (issue 26, item 1). */
export const EMAIL_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface RegisterOptions {
  input: RegisterInput;
  actor: SessionUser | null;
  sendMail: SendMail;
  /** Where the confirmation link points (PUBLIC_URL). */
  publicUrl: string;
  /** The caller's address (request.ip: X-Forwarded-For only when TRUST_PROXY is on). */
  ipAddress: string;
}

export interface RegisterResult {
  user: SessionUser;
  /** True when the new account should be signed in now (the first account of an installation). */
  shouldSignIn: boolean;
}

const TAKEN_MESSAGES = {
  username: 'That username is already taken',
  email: 'An account with that email already exists',
} as const;

/** A clash with an existing account is a conflict with stored data (api-conventions: 409), naming its field. */
function toTakenError(field: keyof typeof TAKEN_MESSAGES): AppError {
  return new AppError('CONFLICT', TAKEN_MESSAGES[field], { [field]: TAKEN_MESSAGES[field] });
}

function toVerificationMail(link: { email: string; token: string; publicUrl: string }) {
  return {
    to: link.email,
    subject: 'Confirm your email address for PayLab',
    text: [
      'Someone, hopefully you, registered a PayLab client account with this email address.',
      '',
      'Open this link within 24 hours to confirm it:',
      `${link.publicUrl}/verify-email/${link.token}`,
      '',
      'An administrator then reviews the request before you can sign in.',
      'If this was not you, ignore this message: nothing is linked to your address without it.',
    ].join('\n'),
  };
}

/**
 * Registration rules (api-conventions: Identity): the first account of an empty installation becomes
 * the super admin; after that admin accounts need a signed-in super admin; a client account is
 * inactive and unverified, and is sent a one-time link that confirms its email (verify-email.ts).
 */
export async function register(db: Database, options: RegisterOptions): Promise<RegisterResult> {
  const { input } = options;
  const ipAddress = toAddressGroup(options.ipAddress);
  const email = input.email.toLowerCase();
  const isAdminRequest = input.role !== 'client' || input.userType === 'backend';
  // A signed-in super admin creating accounts is audited staff work, not a stranger at the door.
  const isThrottled = options.actor?.role !== 'super_admin';
  // Checked once before the costly password hash, and again, exactly, under the lock below.
  if (isThrottled) await assertRegistrationAllowed(db, ipAddress);
  assertUncommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      // Every registration takes this lock, so the count below cannot change until this one commits.
      await takeAccountCreationLock(tx);
      // A registration whose link was never opened gives its username back once the link expires.
      await tx
        .delete(users)
        .where(
          and(
            eq(users.emailVerified, false),
            eq(users.role, 'client'),
            lte(users.createdAt, new Date(Date.now() - EMAIL_LINK_LIFETIME_MS).toISOString()),
          ),
        );
      if (isThrottled) {
        const windowStart = getRegistrationWindowStart();
        // The throttle's rows are only ever read for the last hour, so older ones (every address) go
        // here, under the same lock as the count: the table holds about one hour of registrations.
        await tx.delete(registrations).where(lte(registrations.createdAt, windowStart));
        await assertRegistrationAllowed(tx, ipAddress, windowStart);
        await tx.insert(registrations).values({ ipAddress });
      }
      const taken = await findTakenAccountField(tx, { username: input.username, email });
      if (taken) throw toTakenError(taken);

      const [{ value: userCount }] = (await tx.select({ value: count() }).from(users)) as [
        { value: number },
      ];
      const isFirstAccount = userCount === 0;
      /** The registrant's account: only what it may do differs between an admin and a client. */
      const insertAccount = async (
        access: Pick<typeof users.$inferInsert, 'role' | 'userType' | 'isActive' | 'emailVerified'>,
      ) => {
        const [user] = await tx
          .insert(users)
          .values({ username: input.username, email, passwordHash, ...access })
          .returning();
        return user!;
      };
      if (isFirstAccount || isAdminRequest) {
        if (!isFirstAccount && options.actor?.role !== 'super_admin') {
          throw new AppError('FORBIDDEN', 'Only a signed-in super admin can create admin accounts');
        }
        const role = isFirstAccount
          ? 'super_admin'
          : input.role === 'client'
            ? 'admin'
            : input.role;
        // The first account, or one a super admin creates, is vouched for: it holds its email.
        const user = await insertAccount({ role, userType: 'backend', emailVerified: true });
        await tx
          .insert(adminUsers)
          .values({ userId: user.id, username: user.username, email, role });
        await writeAuditLog(tx, {
          actor: options.actor ?? { id: user.id, username: user.username },
          action: 'create',
          entity: 'admin_user',
          entityId: user.id,
          after: { username: user.username, email, role },
        });
        return { user: toSessionUser(user), shouldSignIn: isFirstAccount };
      }

      // A client registration links nothing yet: the address is proved first (verify-email.ts),
      // and until then it holds neither the email nor any company (api-conventions: Identity).
      const user = await insertAccount({
        role: 'client',
        userType: 'frontend',
        isActive: false,
        emailVerified: false,
      });
      const token = createSecretToken();
      await tx.insert(emailVerifications).values({
        userId: user.id,
        tokenHash: hashToken(token),
        companyName: input.companyName ?? input.username,
        contactFirstName: input.contactFirstName ?? input.username,
        contactLastName: input.contactLastName ?? '',
        expiresAt: new Date(Date.now() + EMAIL_LINK_LIFETIME_MS).toISOString(),
      });
      await options.sendMail(
        tx,
        toVerificationMail({ email, token, publicUrl: options.publicUrl }),
      );
      await writeAuditLog(tx, {
        actor: { id: user.id, username: user.username },
        action: 'register',
        entity: 'user',
        entityId: user.id,
        after: { username: user.username, email, role: 'client', companyName: input.companyName },
      });
      return { user: toSessionUser(user), shouldSignIn: false };
    });
  } catch (error) {
    const constraint = getUniqueViolation(error);
    if (constraint !== undefined) {
      throw toTakenError(constraint.includes('email') ? 'email' : 'username');
    }
    throw error;
  }
}

/** Rows created after this count toward the throttle; rows at or before it are pruned. */
function getRegistrationWindowStart(): string {
  return new Date(Date.now() - REGISTRATION_WINDOW_MS).toISOString();
}

async function assertRegistrationAllowed(
  db: DatabaseOrTransaction,
  ipAddress: string,
  windowStart = getRegistrationWindowStart(),
): Promise<void> {
  const [recent] = await db
    .select({ value: count() })
    .from(registrations)
    .where(and(eq(registrations.ipAddress, ipAddress), gt(registrations.createdAt, windowStart)));
  if ((recent?.value ?? 0) >= REGISTRATION_LIMIT) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many registrations from this network. Please wait an hour and try again.',
    );
  }
}
