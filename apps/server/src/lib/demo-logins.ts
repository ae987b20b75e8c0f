import { and, eq } from 'drizzle-orm';
import { DEMO_LOGINS, matchesUsername, users, type Database } from '@paylab/db';
import { verifyPassword } from './password-hash';

/** Addresses that only this machine can reach, besides the 127.0.0.0/8 block. */
const LOOPBACK_NAMES: ReadonlySet<string> = new Set(['localhost', '::1']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_NAMES.has(host) || host.startsWith('127.');
}

/** The demo logins (README) that still sign in with their published password. */
export async function listUnchangedDemoLogins(db: Database): Promise<string[]> {
  const unchanged: string[] = [];
  for (const login of Object.values(DEMO_LOGINS)) {
    const [user] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(and(matchesUsername(login.username), eq(users.isActive, true)));
    if (user && (await verifyPassword(user.passwordHash, login.password)))
      unchanged.push(login.username);
  }
  return unchanged;
}

/**
 * A warning for the start-up log when a published password opens PayLab to other machines (a HOST
 * beyond loopback, such as 0.0.0.0 in a container, makes a demo on a shared network reachable),
 * else null.
 */
export async function describeExposedDemoLogins(
  db: Database,
  host: string,
): Promise<string | null> {
  if (isLoopbackHost(host)) return null;
  const unchanged = await listUnchangedDemoLogins(db);
  if (!unchanged.length) return null;
  const isPlural = unchanged.length > 1;
  return `The demo ${isPlural ? 'logins' : 'login'} ${unchanged.join(' and ')} still ${isPlural ? 'use' : 'uses'} the password published in the README, and HOST=${host} lets other machines reach this server. Change ${isPlural ? 'their passwords' : 'its password'}, or set HOST=127.0.0.1 to keep PayLab on this machine.`;
}
