/** PostgreSQL SQLSTATEs PayLab reacts to (https://www.postgresql.org/docs/15/errcodes-appendix.html). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** A delete refused by an ON DELETE RESTRICT foreign key on PostgreSQL 18 (PGlite); 15 answers 23503. */
export const PG_RESTRICT_VIOLATION = '23001';
export const PG_CHECK_VIOLATION = '23514';

export function getPgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors in a DrizzleQueryError whose `cause` is the driver's error.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when a row could not go because others refer to it, or refers to a missing one. */
export function isReferenceViolation(error: unknown): boolean {
  const code = getPgErrorCode(error);
  return code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION;
}

export function getPgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

/** True when the database could not be reached or went away mid-query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(
        message,
      )
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
