/**
 * The tax engine's throughput (scripts/bench/tax-engine-mix.ts), timed on the engine as it ships:
 * bundled by esbuild without keepNames, as tsup bundles the server and Vite the web app. tsx, which
 * runs the other benches, compiles with keepNames and so names each closure the engine makes per
 * paycheck through Object.defineProperty, a cost no shipped build has (ADR 0053).
 * Run: npx tsx scripts/bench-tax-engine.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const folder = mkdtempSync(join(tmpdir(), 'paylab-bench-engine-'));
try {
  const outfile = join(folder, 'tax-engine-mix.mjs');
  await build({
    entryPoints: ['scripts/bench/tax-engine-mix.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'warning',
  });
  const child = spawnSync(process.execPath, [outfile], { stdio: 'inherit' });
  process.exitCode = child.status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
