import { mkdirSync } from 'node:fs';
import { createDatabase, ensureCompanySettings, seedDemoData } from '@paylab/db';
import { buildApp } from './app';
import { loadConfig } from './env';
import { describeExposedDemoLogins } from './lib/demo-logins';
import { hashPassword } from './lib/password-hash';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = config.databaseUrl
    ? await createDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await createDatabase({ kind: 'pglite', dataDir: config.dataDir });
  await database.migrate();
  const hasSeeded = config.shouldSeedDemo
    ? await seedDemoData(database.db, { hashPassword })
    : false;
  if (!config.shouldSeedDemo) await ensureCompanySettings(database.db);

  const app = await buildApp({ database, config, logger: true });
  let isClosing = false;
  const close = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${config.dataDir}`;
  app.log.info(
    { startupMs: Math.round(performance.now() - startedAt), seeded: hasSeeded },
    `PayLab ready on http://localhost:${config.port} with ${where}`,
  );
  const exposure = await describeExposedDemoLogins(database.db, config.host);
  if (exposure) app.log.warn(exposure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
