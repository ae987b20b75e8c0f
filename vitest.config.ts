import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// What only PostgreSQL can show (a server killed mid-write, the database going away) lives in
// *.postgres.test.ts and runs only in the PostgreSQL pass (scripts/test-postgres.mjs).
const isPostgresPass = process.env.TEST_DB_KIND === 'postgres';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single fork on a 2-core machine, with the
    // other core idle while PGlite and the PDF writer work.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'node',
          // Playwright specs live in e2e/ and must never be collected here (stack-notes gotcha 14).
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
          ],
          exclude: [
            '**/node_modules/**',
            'e2e/**',
            ...(isPostgresPass ? [] : ['**/*.postgres.test.ts']),
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          isolate: false,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      {
        // The web app's components and their pure logic, in a simulated DOM; no database, so no global setup.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
