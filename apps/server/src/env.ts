import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

/** The only reader of process.env (docs/decisions/0006-configuration.md). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  // Loopback unless told otherwise: the embedded demo's published passwords stay on this machine
  // (ADR 0039). A container or LAN install sets HOST=0.0.0.0 and gets the start-up warning.
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** With the seeded demo, a year of pay runs, filings and invoices (issue 27, item 4). */
  DEMO_HISTORY: z.enum(['true', 'false']).default('true'),
  COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
  TRUST_PROXY: z.string().trim().default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'use smtp://user:password@host:587 or smtps://...' })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('PayLab <no-reply@paylab.invalid>'),
  /** The address people open PayLab at; the links in its mail start with it. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'use http(s)://host[:port]' }).optional(),
});

/**
 * Who may say who the client is through X-Forwarded-For: nobody; whichever peer connects (only for a
 * server bound to loopback, so the peer is a proxy on this machine); or the listed proxy addresses.
 */
export type ProxyTrust =
  { kind: 'none' } | { kind: 'next-hop' } | { kind: 'addresses'; addresses: string[] };

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  shouldSeedDemo: boolean;
  shouldSeedDemoHistory: boolean;
  isCookieSecure: boolean;
  proxyTrust: ProxyTrust;
  logLevel: string;
  webDist?: string;
  /** Mail goes out through this SMTP server; without one it waits in the outbox (lib/mail.ts). */
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '::1']);

function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || (isIP(host) === 4 && host.startsWith('127.'));
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Issue 26, item 4: trusting any peer is safe only when no one but a local proxy can connect. */
function parseProxyTrust(value: string, host: string): ProxyTrust | string {
  if (value === 'false' || value === '') return { kind: 'none' };
  if (value === 'true') {
    return isLoopbackHost(host)
      ? { kind: 'next-hop' }
      : `TRUST_PROXY=true trusts whoever connects, and HOST=${host} lets anyone connect, so a client could forge its address. Set TRUST_PROXY to the proxy's address or CIDR (for example TRUST_PROXY=10.0.0.5 or 10.0.0.0/24), or HOST=127.0.0.1 with the proxy on this machine.`;
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  const invalid = addresses.find((entry) => !isAddressOrRange(entry));
  return invalid === undefined
    ? { kind: 'addresses', addresses }
    : `TRUST_PROXY: "${invalid}" is not an IP address or CIDR range; use false, true, or a comma-separated list such as 10.0.0.5,10.1.0.0/16`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const proxyTrust = parseProxyTrust(values.TRUST_PROXY, values.HOST);
  if (typeof proxyTrust === 'string') throw new Error(`Invalid environment:\n  ${proxyTrust}`);
  const isPostgres = Boolean(values.DATABASE_URL);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    // A real PostgreSQL installation must not start with known passwords (issue 2, item 3).
    shouldSeedDemo: values.SEED_DEMO ? values.SEED_DEMO === 'true' : !isPostgres,
    shouldSeedDemoHistory: values.DEMO_HISTORY === 'true',
    isCookieSecure: values.COOKIE_SECURE === 'true',
    proxyTrust,
    logLevel: values.LOG_LEVEL,
    webDist: values.WEB_DIST,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
  };
}
