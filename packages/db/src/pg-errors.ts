/** PostgreSQL SQLSTATEs PayLab reacts to (https://www.postgresql.org/docs/15/errcodes-appendix.html). */
export const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
/** A delete refused by an ON DELETE RESTRICT foreign key on PostgreSQL 18 (PGlite); 15 answers 23503. */
const PG_RESTRICT_VIOLATION = '23001';
export const PG_CHECK_VIOLATION = '23514';

type ErrorLink = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/**
 * The first answer `pick` finds along the error and its causes: Drizzle wraps driver errors in a
 * DrizzleQueryError whose `cause` is the driver's error.
 */
function findInCauses<T>(error: unknown, pick: (link: ErrorLink) => T | undefined): T | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const found = pick(current as ErrorLink);
    if (found !== undefined) return found;
    current = (current as ErrorLink).cause;
  }
  return undefined;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function getPgErrorCode(error: unknown): string | undefined {
  return findInCauses(error, ({ code }) =>
    typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined,
  );
}

/** True when a row could not go because others refer to it, or refers to a missing one. */
export function isReferenceViolation(error: unknown): boolean {
  const code = getPgErrorCode(error);
  return code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION;
}

export function getPgConstraint(error: unknown): string | undefined {
  return findInCauses(error, ({ constraint }) => asText(constraint));
}

/** The constraint a unique violation names ('' when the driver gives none); undefined for any other error. */
export function getUniqueViolation(error: unknown): string | undefined {
  return getPgErrorCode(error) === PG_UNIQUE_VIOLATION ? (getPgConstraint(error) ?? '') : undefined;
}

/** True when `error` is a unique violation of a constraint whose name contains `namePart`. */
export function isUniqueViolation(error: unknown, namePart: string): boolean {
  return getUniqueViolation(error)?.includes(namePart) ?? false;
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

/**
 * pg-pool's words when a request waited its whole `connectionWaitMs` for a free connection: the
 * database answers, but every connection is taken (a connect that times out says "Connection
 * terminated due to connection timeout" instead, which is an outage).
 */
export function isPoolExhausted(error: unknown): boolean {
  return (
    findInCauses(error, ({ message }) =>
      message === 'timeout exceeded when trying to connect' ? true : undefined,
    ) ?? false
  );
}

/** True when the database could not be reached or went away mid-query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    findInCauses(error, ({ code, message }) =>
      (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) ||
      /Connection terminated|connect ECONNREFUSED/i.test(asText(message) ?? '')
        ? true
        : undefined,
    ) ?? false
  );
}
