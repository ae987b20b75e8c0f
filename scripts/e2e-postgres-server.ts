// The browser tests' PostgreSQL server (playwright.config.ts, project "postgres"): a fresh database
// on TEST_DATABASE_URL's server, made anew on every start so no earlier run's data is seen, the built
// server on it with the demo data, and the database dropped again when Playwright stops the server.
import { spawn } from 'node:child_process';
import { runAdminQuery, withDatabase } from '@paylab/db/testing';

const adminUrl = process.env.TEST_DATABASE_URL;
const name = process.env.E2E_PG_DATABASE;
if (!adminUrl || !name || !/^[a-z0-9_]+$/.test(name)) {
  console.error(
    'e2e-postgres-server: TEST_DATABASE_URL and a lower-case E2E_PG_DATABASE are required',
  );
  process.exit(2);
}

const databaseUrl = withDatabase(adminUrl, name);
await runAdminQuery(adminUrl, `drop database if exists ${name} with (force)`);
await runAdminQuery(adminUrl, `create database ${name}`);

const server = spawn('node', [process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/server.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: 'true' },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', async (code, signal) => {
  await runAdminQuery(adminUrl, `drop database if exists ${name} with (force)`).catch(
    (error: Error) => console.error(error.message),
  );
  process.exit(code ?? (signal ? 0 : 1));
});
