// `npm test`: each stage in turn, stopping at the first that fails, with the seconds each took so
// a slow stage is seen (issue 25: the loop must keep pace on this machine). The three static checks
// are one stage: each mostly uses one core, so they run side by side, their output kept apart.
import { spawn } from 'node:child_process';

const STAGES = [['typecheck', 'lint', 'format:check'], ['test:unit'], ['test:pg'], ['test:e2e']];

/** Runs one npm script; alone it prints as it goes, beside others it prints whole when it ends. */
function runScript(script, isAlone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: isAlone ? 'inherit' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!isAlone) process.stdout.write(Buffer.concat(output));
      resolve({ script, status, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const times = [];
const started = Date.now();
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((script) => runScript(script, stage.length === 1)));
  times.push(...results.map(({ script, seconds }) => `${script} ${seconds} s`));
  const failed = results.find(({ status }) => status !== 0);
  if (failed) {
    console.error(`\nnpm test: ${failed.script} failed (${times.join(', ')})`);
    process.exit(failed.status ?? 1);
  }
}
console.log(
  `\nnpm test: every stage passed in ${Math.round((Date.now() - started) / 1000)} s (${times.join(', ')})`,
);
