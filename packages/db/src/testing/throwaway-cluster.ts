import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * A private PostgreSQL 15 cluster that a fault test may stop and start at will, never the machine's
 * shared server (issue 7, item 4). PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` user.
 */
export interface ThrowawayCluster {
  url: string;
  start(): void;
  stop(): void;
  destroy(): void;
}

export function hasPostgresBinaries(): boolean {
  return existsSync(join(PG_BIN, 'initdb'));
}

function runAsOwner(command: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args], { stdio: 'pipe' });
  else execFileSync(join(PG_BIN, command), args, { stdio: 'pipe' });
}

export function createThrowawayCluster(port: number): ThrowawayCluster {
  const dir = mkdtempSync(join(tmpdir(), 'paylab-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  runAsOwner('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster: ThrowawayCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => runAsOwner('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'log'), '-w', 'start']),
    stop: () => runAsOwner('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    destroy: () => {
      try {
        cluster.stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
