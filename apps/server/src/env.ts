import { resolve } from 'node:path';
import { z } from 'zod';

/** The only reader of process.env (docs/decisions/0006-configuration.md). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  shouldSeedDemo: boolean;
  isCookieSecure: boolean;
  isProxyTrusted: boolean;
  logLevel: string;
  webDist?: string;
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
  const isPostgres = Boolean(values.DATABASE_URL);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    // A real PostgreSQL installation must not start with known passwords (issue 2, item 3).
    shouldSeedDemo: values.SEED_DEMO ? values.SEED_DEMO === 'true' : !isPostgres,
    isCookieSecure: values.COOKIE_SECURE === 'true',
    isProxyTrusted: values.TRUST_PROXY === 'true',
    logLevel: values.LOG_LEVEL,
    webDist: values.WEB_DIST,
  };
}
