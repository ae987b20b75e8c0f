// `npm run demo:reset`: starts the demo over. The next `npm start` seeds the demo company, its logins
// and its year of history again (issue 27, item 4). It reads the same settings as the server.
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';

const port = Number(process.env.PORT ?? 5000);
const databaseUrl = process.env.DATABASE_URL;

async function isServerAnswering() {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

if (await isServerAnswering()) {
  console.error(`PayLab is running on port ${port}. Stop it first (Ctrl+C), then run this again.`);
  process.exit(1);
}

if (databaseUrl) {
  // A server database holds real data unless it was made for the demo.
  if (process.env.SEED_DEMO !== 'true') {
    console.error(
      'DATABASE_URL is set: demo:reset empties that database only with SEED_DEMO=true, which says it is a demo database.',
    );
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('drop schema if exists drizzle cascade');
  await client.query('drop schema public cascade');
  await client.query('create schema public');
  await client.end();
  console.log('The demo database is empty. `npm start` seeds the demo again.');
} else {
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  console.log(`Removed ${dataDir}. \`npm start\` seeds the demo again.`);
}
