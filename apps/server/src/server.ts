import { mkdirSync } from 'node:fs';
import { createDatabase, ensureCompanySettings, seedDemoData } from '@paylab/db';
import { buildApp } from './app';
import { toLocalDateString } from '@paylab/shared';
import { getDemoHistoryEnd, seedDemoHistory } from './demo/seed-demo-history';
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

  if (hasSeeded && config.shouldSeedDemoHistory) {
    // Made through an app without a request log: a year of pay runs would fill the log otherwise.
    const seeder = await buildApp({ database, config });
    await seedDemoHistory(seeder, { through: getDemoHistoryEnd(toLocalDateString()) });
    await seeder.close();
  }
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
