import { createHash, randomBytes } from 'node:crypto';

/** A random bearer secret: 256 bits, URL-safe. */
export function createSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed, so a copy of the table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
