import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { mailOutbox, type Database } from '@paylab/db';

export const CLIENT_PASSWORD = 'kiwi-harbor-7';

/** Sends the Client Account tab's registration; the company is named after the username unless given. */
export interface ClientAccount {
  username: string;
  email: string;
  companyName?: string;
  /** Registrations are throttled per address; a test that makes many spreads them out. */
  remoteAddress?: string;
}

export function registerClient(
  app: FastifyInstance,
  account: ClientAccount,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: account.remoteAddress,
    payload: {
      username: account.username,
      email: account.email,
      password: CLIENT_PASSWORD,
      userType: 'frontend',
      role: 'client',
      companyName: account.companyName ?? account.username,
      contactFirstName: 'Owner',
      contactLastName: account.username,
    },
  });
}

/** The token of the newest confirmation link mailed to `email`, read from the outbox as its owner would. */
export async function readVerificationToken(db: Database, email: string): Promise<string> {
  const [mail] = await db
    .select({ body: mailOutbox.body })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = mail?.body.match(/\/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No confirmation link was mailed to ${email}`);
  return token;
}

/** Registers a client user and opens the link mailed to it, as its owner would: the usual way in. */
export async function registerAndVerifyClient(
  app: FastifyInstance,
  db: Database,
  account: ClientAccount,
): Promise<LightMyRequestResponse> {
  expect((await registerClient(app, account)).statusCode).toBe(201);
  const token = await readVerificationToken(db, account.email);
  return app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
}
