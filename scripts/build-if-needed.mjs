// `npm start` builds the web app and the server when their output is missing or older than the
// sources, so a fresh clone needs only `npm install && npm start`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE_DIRS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/server/src',
  'packages/shared/src',
  'packages/db/src',
  'packages/db/migrations',
  'packages/tax-engine/src',
];
const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/server.js'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = Math.min(...OUTPUTS.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)));
const changedAt = Math.max(...SOURCE_DIRS.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building PayLab (web app and server)...');
  execSync('npm run build', { stdio: 'inherit' });
}
