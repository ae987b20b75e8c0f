// `npm run bench`: runs every scripts/bench-*.ts in turn; each prints its own figures.
// Benchmarks are not tests and do not run in CI.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv[2];
const benches = readdirSync('scripts')
  .filter((name) => /^bench-.*\.ts$/.test(name))
  .filter((name) => !only || name.includes(only))
  .sort();
// bench-load drives the built server: build it first on a fresh clone, as `npm start` does.
spawnSync('node', ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
let failures = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const result = spawnSync('npx', ['tsx', `scripts/${bench}`], { stdio: 'inherit' });
  if (result.status !== 0) failures += 1;
}
process.exit(failures ? 1 : 0);
