// `npm run bench`: runs every scripts/bench-*.ts in turn; each prints its own figures, and all of them
// go to docs/bench/latest.md with the machine they were taken on. Commit that file when a figure
// changes; figures live there, not in ADRs or code comments. Benchmarks are not tests and do not run
// in CI. `npm run bench -- <part of a name>` runs the matching benches only and leaves the file alone.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

const only = process.argv[2];
const benches = readdirSync('scripts')
  .filter((name) => /^bench-.*\.ts$/.test(name))
  .filter((name) => !only || name.includes(only))
  .sort();

/** Runs one bench, showing its output as it comes and keeping it for the report. */
function runBench(bench) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn('npx', ['tsx', `scripts/${bench}`], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.on('close', (code) => resolve({ bench, output: output.trimEnd(), isPassed: code === 0 }));
  });
}

function describeMachine() {
  const [cpu] = cpus();
  const memoryGiB = (totalmem() / 1024 ** 3).toFixed(1);
  const load = loadavg()
    .map((average) => average.toFixed(1))
    .join(', ');
  // The load average as the run starts: other work on a shared machine lowers every figure.
  return `${cpus().length} cores, ${cpu?.model.trim() ?? 'unknown CPU'}, ${memoryGiB} GiB memory, Node ${process.version}, load average ${load}`;
}

// bench-load drives the built server: build it first on a fresh clone, as `npm start` does.
spawnSync('node', ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
const startedAt = new Date();
const machine = describeMachine();
const results = [];
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  results.push(await runBench(bench));
}

if (!only) {
  const sections = results.map(
    ({ bench, output, isPassed }) =>
      `## ${bench}${isPassed ? '' : ' (failed)'}\n\n\`\`\`text\n${output}\n\`\`\`\n`,
  );
  const report = [
    '# Benchmark figures',
    '',
    'Written by `npm run bench` (scripts/run-bench.mjs); every figure each bench printed, as printed.',
    'The load targets compare each read with the same route on a bare Fastify server in the same run.',
    '',
    `- Date: ${startedAt.toISOString().slice(0, 10)}`,
    `- Machine: ${machine}`,
    '',
    ...sections,
  ].join('\n');
  mkdirSync('docs/bench', { recursive: true });
  writeFileSync('docs/bench/latest.md', report);
  console.log('\nFigures written to docs/bench/latest.md');
}
process.exit(results.every((result) => result.isPassed) ? 0 : 1);
