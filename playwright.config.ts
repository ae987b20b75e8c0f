import { defineConfig } from '@playwright/test';

// Each run starts the built server on its own port with a throwaway data folder, so browser tests
// never depend on what an earlier run left (E2E_PORT lets parallel runs coexist).
const port = Number(process.env.E2E_PORT ?? 5099);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/paylab-e2e-${port}-${process.pid}`;
// A private build (scripts/e2e-isolated.sh) lets several people run browser tests side by side.
const serverEntry = process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/server.js';
const webDist = process.env.E2E_WEB_DIST;

// With TEST_DATABASE_URL (as in CI) every spec runs a second time against a server on PostgreSQL,
// in a fresh database of its own beside the test database (scripts/e2e-postgres-server.ts).
const postgresUrl = process.env.TEST_DATABASE_URL;
const postgresPort = port + 1;
const postgresDatabase = `${postgresUrl ? new URL(postgresUrl).pathname.slice(1) || 'postgres' : 'paylab'}_e2e`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
const serverEnv = { HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...(webDist ? { WEB_DIST: webDist } : {}) };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    acceptDownloads: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'pglite', use: { baseURL: `http://127.0.0.1:${port}` } },
    ...(postgresUrl ? [{ name: 'postgres', use: { baseURL: `http://127.0.0.1:${postgresPort}` } }] : []),
  ],
  webServer: [
    {
      // Started directly, not through npm, so that Playwright's stop signal reaches it (stack-notes 7).
      command: `rm -rf ${dataDir} && node ${serverEntry}`,
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir },
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    ...(postgresUrl
      ? [
          {
            command: 'node_modules/.bin/tsx scripts/e2e-postgres-server.ts',
            env: { ...serverEnv, PORT: String(postgresPort), TEST_DATABASE_URL: postgresUrl, E2E_PG_DATABASE: postgresDatabase, E2E_SERVER_ENTRY: serverEntry },
            url: `http://127.0.0.1:${postgresPort}/api/health`,
            timeout: 60_000,
            reuseExistingServer: false,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
  ],
});
