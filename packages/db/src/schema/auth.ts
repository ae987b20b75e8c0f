import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, parentId, updatedAt } from './columns';
import { clients } from './billing';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Unique ignoring letter case (users_username_lower_idx): 'Admin' cannot sit beside 'admin'. */
    username: text('username').notNull(),
    /**
     * Unique ignoring letter case among verified accounts only (users_verified_email_idx): an
     * unverified registration never reserves the address from its real owner (issue 26, item 1).
     */
    email: text('email').notNull(),
    /** Null until an invited admin chooses a password through /set-password/{token}. */
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('client'),
    userType: text('user_type').notNull().default('frontend'),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'string' }),
    emailVerified: boolean('email_verified').notNull().default(false),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('client', 'admin', 'super_admin')`),
    check('users_user_type_check', sql`${t.userType} in ('frontend', 'backend')`),
    index('users_client_id_idx').on(t.clientId),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_verified_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerified}`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const userSessions = pgTable(
  'user_sessions',
  {
    id: id(),
    userId: parentId('user_id', () => users.id, 'cascade'),
    /** SHA-256 of the cookie's token: a stolen table cannot be replayed as cookies. */
    sessionToken: text('session_token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('user_sessions_user_id_idx').on(t.userId)],
);

export const adminUsers = pgTable('admin_users', {
  id: id(),
  userId: parentId('user_id', () => users.id, 'cascade').unique(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  role: text('role').notNull().default('admin'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** One-time links an admin hands to a newly created admin to choose a password. */
export const passwordSetupTokens = pgTable('password_setup_tokens', {
  id: id(),
  userId: parentId('user_id', () => users.id, 'cascade'),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  createdAt: createdAt(),
});

/**
 * A self-registration waiting for its email to be confirmed: the one-time link's hashed token and
 * what the registrant asked for, acted on only once the link is opened (auth/verify-email.ts).
 */
export const emailVerifications = pgTable('email_verifications', {
  id: id(),
  userId: parentId('user_id', () => users.id, 'cascade'),
  tokenHash: text('token_hash').notNull().unique(),
  companyName: text('company_name').notNull(),
  contactFirstName: text('contact_first_name').notNull(),
  contactLastName: text('contact_last_name').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  createdAt: createdAt(),
});

/**
 * Mail PayLab would send, kept for a super admin to read when no SMTP server is configured
 * (SMTP_URL unset, as in the embedded default).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
);

/** Failed sign-ins, counted per username and IP before a password is checked. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    username: text('username').notNull(),
    ipAddress: text('ip_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_lookup_idx').on(t.username, t.ipAddress, t.createdAt)],
);

/** Self-registrations that went through, counted per IP by the registration throttle (auth/register.ts). */
export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    ipAddress: text('ip_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('registrations_ip_address_created_at_idx').on(t.ipAddress, t.createdAt)],
);

/**
 * The per-address request limits of the password-hashing routes, kept where every server behind a
 * load balancer counts into them when PayLab runs on PostgreSQL (issue 26, item 5). One row per
 * route and address: its hits in the window that ends at `resetAt`.
 */
export const requestLimitCounters = pgTable('request_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/** Append-only: rows are inserted in the same transaction as the change they describe. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);
