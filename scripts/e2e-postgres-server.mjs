// The browser tests' PostgreSQL server (playwright.config.ts, project "postgres"): a fresh database
// on TEST_DATABASE_URL's server, made anew on every start so no earlier run's data is seen, the built
// server on it with the demo data, and the database dropped again when Playwright stops the server.
import { spawn } from 'node:child_process';
import pg from 'pg';

const adminUrl = process.env.TEST_DATABASE_URL;
const name = process.env.E2E_PG_DATABASE;
if (!adminUrl || !name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('e2e-postgres-server: TEST_DATABASE_URL and a lower-case E2E_PG_DATABASE are required');
  process.exit(2);
}

async function runAdminQuery(text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
await runAdminQuery(`drop database if exists ${name} with (force)`);
await runAdminQuery(`create database ${name}`);

const server = spawn('node', [process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/server.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl.toString(), SEED_DEMO: 'true' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code, signal) => {
  await runAdminQuery(`drop database if exists ${name} with (force)`).catch((error) => console.error(error.message));
  process.exit(code ?? (signal ? 0 : 1));
});
