/** Constants the browser needs without loading the zod schemas (keeps the first screen small). */

/** The payroll vocabulary the schemas validate and the tax engine computes with: one list each. */
export const PAY_FREQUENCIES = ['weekly', 'bi-weekly', 'semi-monthly', 'monthly'] as const;
export const FILING_STATUSES = [
  'single',
  'married-joint',
  'married-separate',
  'head-of-household',
] as const;
export const RULE_SET_IDS = ['official-2025', 'spec-simplified-2025'] as const;

export const MIN_PASSWORD_LENGTH = 6;
/** Spec section 5 (user creation), word for word; Register has its own 'Weak Password' text. */
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters';
