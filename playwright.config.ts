import { defineConfig } from '@playwright/test';
// The lighthouse audit (scripts/audit-lighthouse.mjs) launches Chromium with the same flags.
import chromiumArgs from './e2e/chromium-args.json' with { type: 'json' };

// Each run starts the built server on its own ports with throwaway data, so browser tests never
// depend on what an earlier run left (E2E_PORT lets parallel runs coexist; a run uses it to +3).
const port = Number(process.env.E2E_PORT ?? 5099);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/paylab-e2e-${port}-${process.pid}`;
// A private build (scripts/e2e-isolated.sh) lets several people run browser tests side by side.
const serverEntry = process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/server.js';
const webDist = process.env.E2E_WEB_DIST;

// With TEST_DATABASE_URL (as in CI) every spec runs a second time against a server on PostgreSQL,
// in a fresh database of its own beside the test database (scripts/e2e-postgres-server.ts).
const postgresUrl = process.env.TEST_DATABASE_URL;
const postgresDatabase =
  `${postgresUrl ? new URL(postgresUrl).pathname.slice(1) || 'postgres' : 'paylab'}_e2e`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
// The specs make their own data and work their figures from it, so the demo starts without its year.
const serverEnv = {
  HOST: '127.0.0.1',
  DEMO_HISTORY: 'false',
  LOG_LEVEL: 'warn',
  ...(webDist ? { WEB_DIST: webDist } : {}),
};

/*
 * Two workers share one server per database: the specs make their own data, so they run side by
 * side. Tests tagged @server-wide (SERVER_WIDE in e2e/fixtures.ts) look at what the whole server
 * holds, which a test in the other worker would change under them; they run one at a time on a
 * second server of their own, beside the others.
 */
const SERVER_WIDE = /@server-wide/;
const servers = [
  { name: 'pglite', port, kind: 'pglite' as const, grepInvert: SERVER_WIDE },
  {
    name: 'pglite-server-wide',
    port: port + 2,
    kind: 'pglite' as const,
    grep: SERVER_WIDE,
    workers: 1,
  },
  ...(postgresUrl
    ? [
        { name: 'postgres', port: port + 1, kind: 'postgres' as const, grepInvert: SERVER_WIDE },
        {
          name: 'postgres-server-wide',
          port: port + 3,
          kind: 'postgres' as const,
          grep: SERVER_WIDE,
          workers: 1,
        },
      ]
    : []),
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // Tests of one file run in order unless the file says they are independent (describe.configure).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    acceptDownloads: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: servers.map(({ name, port: serverPort, grep, grepInvert, workers }) => ({
    name,
    grep,
    grepInvert,
    workers,
    use: { baseURL: `http://127.0.0.1:${serverPort}` },
  })),
  webServer: servers.map(({ name, port: serverPort, kind }) =>
    kind === 'pglite'
      ? {
          // Started directly, not through npm, so that Playwright's stop signal reaches it (stack-notes 7).
          command: `rm -rf ${dataDir}-${name} && node ${serverEntry}`,
          env: { ...serverEnv, PORT: String(serverPort), DATA_DIR: `${dataDir}-${name}` },
          url: `http://127.0.0.1:${serverPort}/api/health`,
          timeout: 60_000,
          reuseExistingServer: false,
        }
      : {
          command: 'node_modules/.bin/tsx scripts/e2e-postgres-server.ts',
          env: {
            ...serverEnv,
            PORT: String(serverPort),
            TEST_DATABASE_URL: postgresUrl!,
            E2E_PG_DATABASE: name === 'postgres' ? postgresDatabase : `${postgresDatabase}_wide`,
            E2E_SERVER_ENTRY: serverEntry,
          },
          url: `http://127.0.0.1:${serverPort}/api/health`,
          timeout: 60_000,
          reuseExistingServer: false,
          gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
        },
  ),
});
