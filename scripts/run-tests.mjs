// `npm test`: each stage in turn, stopping at the first that fails, with the seconds each took so
// a slow stage is seen (issue 25: the loop must keep pace on this machine).
import { spawnSync } from 'node:child_process';

const STAGES = ['typecheck', 'lint', 'format:check', 'test:unit', 'test:pg', 'test:e2e'];

const times = [];
const started = Date.now();
for (const stage of STAGES) {
  const stageStarted = Date.now();
  const result = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  times.push(`${stage} ${Math.round((Date.now() - stageStarted) / 1000)} s`);
  if (result.status !== 0) {
    console.error(`\nnpm test: ${stage} failed (${times.join(', ')})`);
    process.exit(result.status ?? 1);
  }
}
console.log(
  `\nnpm test: every stage passed in ${Math.round((Date.now() - started) / 1000)} s (${times.join(', ')})`,
);
