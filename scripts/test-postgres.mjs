// The API and database tests run a second time on PostgreSQL when TEST_DATABASE_URL is set
// (each test file creates and drops its own database there).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL pass of the API tests is not run.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', 'apps/server', 'packages/db'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB_KIND: 'postgres' },
});
process.exit(result.status ?? 1);
