import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '../constants';
import { ROLES } from '../permissions';
import { addFieldIssue, emailSchema, requiredText, serverSetText } from './common';

/** A password being chosen; the server also refuses the most common ones (ADR 0029). */
function newPasswordSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
    .max(200, 'At most 200 characters');
}

export const USER_TYPES = ['frontend', 'backend'] as const;
export const userTypeSchema = z.enum(USER_TYPES, { error: 'Choose frontend or backend' });
export const roleSchema = z.enum(ROLES, { error: 'Choose client, admin or super_admin' });

export const loginInputSchema = z.strictObject({
  username: requiredText('Username', 100, 'name'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'At most 200 characters'),
  userType: userTypeSchema.optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

const registerFieldsSchema = z.strictObject({
  username: requiredText('Username', 100, 'name').regex(
    /^[A-Za-z0-9._-]+$/,
    'Use letters, digits, dots, dashes or underscores',
  ),
  email: emailSchema,
  password: newPasswordSchema('Password is required'),
  userType: userTypeSchema.default('frontend'),
  role: roleSchema.default('client'),
  /** The Client Account tab names the company, so a pending client is not titled after a username. */
  companyName: requiredText('Company name', 255, 'name').optional(),
  contactFirstName: requiredText('Contact first name', 100, 'name').optional(),
  contactLastName: requiredText('Contact last name', 100, 'name').optional(),
});

/** The registrant's own company fields: required on the Client Account tab, unused on the other. */
const CLIENT_REGISTRATION_FIELDS = [
  ['companyName', 'Company name is required'],
  ['contactFirstName', 'Contact first name is required'],
  ['contactLastName', 'Contact last name is required'],
] as const;

export function isClientRegistration(input: { role?: string; userType?: string }): boolean {
  return input.role === 'client' && input.userType !== 'backend';
}

export const registerInputSchema = registerFieldsSchema.superRefine((input, context) => {
  if (!isClientRegistration(input)) return;
  for (const [field, message] of CLIENT_REGISTRATION_FIELDS) {
    if (!input[field]) addFieldIssue(context, field, message);
  }
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const sessionUserSchema = z.object({
  id: serverSetText,
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  userType: userTypeSchema,
  clientId: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  userType: userTypeSchema,
  role: roleSchema,
  user: sessionUserSchema.nullable(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = sessionUserSchema.nullable();

export const changePasswordInputSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required'),
  newPassword: newPasswordSchema('New password is required'),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const setPasswordInputSchema = z.strictObject({
  token: z.string({ error: 'The link is incomplete' }).min(10, 'The link is incomplete').max(200),
  password: newPasswordSchema('Password is required'),
});
export type SetPasswordInput = z.infer<typeof setPasswordInputSchema>;

export const verifyEmailInputSchema = z.strictObject({
  token: z.string({ error: 'The link is incomplete' }).min(10, 'The link is incomplete').max(200),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;

/**
 * What a confirmed email led to: a request to join the company that already has this email, or a
 * new company waiting for approval. Either way an administrator decides (api-conventions: Identity).
 */
export const verifyEmailResultSchema = z.object({
  outcome: z.enum(['join_requested', 'company_pending']),
  companyName: z.string(),
});
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
