// The built app as the audit scripts (audit-lighthouse, security-scan) run it: the real server on a
// port of its own with throwaway data, quiet logs, signed in to as the demo admin.
import { spawn } from 'node:child_process';

/**
 * Spawns apps/server/dist/server.js on 127.0.0.1:`port` with its data in `dataDir`. The caller
 * awaits `waitForHealth()` before its first request and kills `server` when done.
 */
export function startBuiltServer({ port, dataDir }) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    },
    stdio: 'inherit',
  });
  async function waitForHealth() {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('server did not start');
  }
  return { base, server, waitForHealth };
}

/** Signs in as the seeded demo admin; the answer's set-cookie header carries the session. */
export function signInAsDemoAdmin(base) {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
}
