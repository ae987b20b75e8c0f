import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import { loginFailures, type Database } from '@paylab/db';
import { AppError } from '@paylab/shared';
import { toAddressGroup } from '../../lib/address-group';

/** At most 10 failures per 15 minutes per username and address (issue 2, item 4). */
export const PASSWORD_FAILURE_LIMIT = 10;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Past this many failures on one account from all addresses together (NIST SP 800-63B (2017), 5.2.2:
 * at most 100 consecutive failures), each attempt must wait twice as long after the last
 * failure as the one before (2 s, 4 s, ... up to 15 minutes): a spray from many addresses slows to
 * a crawl, while the owner is delayed, never locked out.
 */
export const ACCOUNT_FAILURE_THRESHOLD = 100;
const MAX_ACCOUNT_DELAY_SECONDS = 15 * 60;

export function getAccountDelaySeconds(accountFailures: number): number {
  const beyond = accountFailures - ACCOUNT_FAILURE_THRESHOLD;
  return beyond <= 0 ? 0 : Math.min(2 ** beyond, MAX_ACCOUNT_DELAY_SECONDS);
}

export interface PasswordAttemptOptions {
  username: string;
  ipAddress: string;
  /** The 429's words for this form ("Too many failed sign-in attempts."). */
  refusal: string;
}

export interface PasswordAttempt {
  /** The password was right: this attempt is no failure. */
  withdraw(): Promise<void>;
  /** The person is in: this account's failures from this address are forgiven. */
  clearFailures(): Promise<void>;
}

/**
 * Writes the attempt down before the password is checked, then counts it with the ones before it,
 * so concurrent guesses see each other: of 50 sent at once, the attempt counted k-th sees at least
 * k rows, and at most 10 get their password checked. On a wrong password the row stays a failure.
 */
export async function beginPasswordAttempt(
  db: Database,
  { username, ipAddress, refusal }: PasswordAttemptOptions,
): Promise<PasswordAttempt> {
  const address = toAddressGroup(ipAddress);
  const windowStart = new Date(Date.now() - PASSWORD_FAILURE_WINDOW_MS).toISOString();
  const [attempt] = await db
    .insert(loginFailures)
    .values({ username, ipAddress: address })
    .returning({ id: loginFailures.id });
  const attemptId = attempt!.id;
  const [counts] = await db
    .select({
      fromAddress: count(sql`case when ${loginFailures.ipAddress} = ${address} then 1 end`),
      onAccount: count(),
      secondsSinceLast: sql<number>`coalesce(extract(epoch from now() - ${max(
        sql`case when ${loginFailures.id} <> ${attemptId} then ${loginFailures.createdAt} end`,
      )}), 0)::float8`,
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), gt(loginFailures.createdAt, windowStart)));
  const refuse = async (message: string) => {
    // A refused attempt is not a failure: the window is not stretched by knocking on the door.
    await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
    throw new AppError('RATE_LIMITED', message);
  };
  if ((counts?.fromAddress ?? 0) > PASSWORD_FAILURE_LIMIT)
    await refuse(`${refusal} Please wait 15 minutes and try again.`);
  const delay = getAccountDelaySeconds((counts?.onAccount ?? 1) - 1);
  const waited = Number(counts?.secondsSinceLast ?? 0);
  if (delay > waited)
    await refuse(
      `${refusal} This account is being tried from many places; please wait ${Math.ceil(delay - waited)} seconds and try again.`,
    );
  return {
    async withdraw() {
      await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
    },
    async clearFailures() {
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.username, username), eq(loginFailures.ipAddress, address)));
    },
  };
}
