import { defineConfig } from '@playwright/test';

// Each run starts the built server on its own port with a throwaway data folder, so browser tests
// never depend on what an earlier run left (E2E_PORT lets parallel runs coexist).
const port = Number(process.env.E2E_PORT ?? 5099);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/paylab-e2e-${port}-${process.pid}`;
// A private build (scripts/e2e-isolated.sh) lets several people run browser tests side by side.
const serverEntry = process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/server.js';
const webDist = process.env.E2E_WEB_DIST;

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
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // Started directly, not through npm, so that Playwright's stop signal reaches it (stack-notes 7).
    command: `rm -rf ${dataDir} && node ${serverEntry}`,
    env: { PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...(webDist ? { WEB_DIST: webDist } : {}) },
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
  },
});
