import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const DEBIAN_VERSIONS_DIR = '/usr/lib/postgresql';

function readCommand(command: string, args: string[]): string | undefined {
  try {
    return execFileSync(command, args, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

/**
 * Where initdb and pg_ctl live: PG_BIN, else Debian's newest /usr/lib/postgresql/N/bin, else what
 * `pg_config --bindir` says, else the folder of the initdb on PATH. Undefined when none has them.
 */
export function findPostgresBinDir(): string | undefined {
  const debianDirs = existsSync(DEBIAN_VERSIONS_DIR)
    ? readdirSync(DEBIAN_VERSIONS_DIR)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(DEBIAN_VERSIONS_DIR, version, 'bin'))
    : [];
  const initdbOnPath = readCommand('sh', ['-c', 'command -v initdb']);
  const candidates = [
    process.env.PG_BIN,
    ...debianDirs,
    readCommand('pg_config', ['--bindir']),
    initdbOnPath && dirname(initdbOnPath),
  ];
  return candidates.find(
    (dir): dir is string =>
      Boolean(dir) && existsSync(join(dir!, 'initdb')) && existsSync(join(dir!, 'pg_ctl')),
  );
}

/**
 * A private PostgreSQL 15 cluster that a fault test may stop and start at will, never the machine's
 * shared server (issue 7, item 4). PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` user.
 */
export interface ThrowawayCluster {
  url: string;
  start(): void;
  /**
   * 'fast' (the default) ends each backend at its next interrupt check; 'immediate' kills them at once,
   * as a crash or a pulled cable would, so no waiting query can still finish.
   */
  stop(mode?: 'fast' | 'immediate'): void;
  destroy(): void;
}

function runAsOwner(binDir: string, command: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  if (isRoot)
    execFileSync('runuser', ['-u', 'postgres', '--', join(binDir, command), ...args], {
      stdio: 'pipe',
    });
  else execFileSync(join(binDir, command), args, { stdio: 'pipe' });
}

/** Throws, naming what to install, when the PostgreSQL server binaries cannot be found. */
export function createThrowawayCluster(port: number): ThrowawayCluster {
  const binDir = findPostgresBinDir();
  if (!binDir) {
    throw new Error(
      'initdb and pg_ctl were not found (PG_BIN, /usr/lib/postgresql/N/bin, pg_config --bindir, PATH): install the postgresql package',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'paylab-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  runAsOwner(binDir, 'initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster: ThrowawayCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      runAsOwner(binDir, 'pg_ctl', [
        '-D',
        dataDir,
        '-o',
        options,
        '-l',
        join(dir, 'log'),
        '-w',
        'start',
      ]),
    stop: (mode = 'fast') =>
      runAsOwner(binDir, 'pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']),
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
