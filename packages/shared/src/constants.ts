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

/**
 * The spec asks for 6 characters; PayLab asks for 8 and refuses the most common passwords (issue
 * 26, item 3; NIST SP 800-63B (2017), section 5.1.1.2; ADR 0029). The spec's wording is kept.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones, which are tried first. Choose another.';
