// `npm run audit:lighthouse`: Lighthouse (desktop preset, median of 3 runs) on the login page, the
// dashboard, employees and invoices of the built app, signed in as the demo admin. A report, not a
// gate (issue 7, item 2). Needs `npm run build` first and Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const PAGES = ['/login', '/', '/employees', '/invoices'];
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const port = Number(process.env.AUDIT_PORT ?? 5096);
const base = `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), 'paylab-lighthouse-'));

const server = spawn('node', ['apps/server/dist/server.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.AUDIT_DATA_DIR ?? join(work, 'data'), LOG_LEVEL: 'error' },
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let chrome;
try {
  await waitForHealth();
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  console.log(`page          ${CATEGORIES.join('  ')}   (median of ${RUNS})`);
  for (const page of PAGES) {
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        extraHeaders: page === '/login' ? {} : { Cookie: cookie },
      }, desktopConfig);
      for (const category of CATEGORIES) scores[category].push(Math.round((result.lhr.categories[category].score ?? 0) * 100));
    }
    console.log(`${page.padEnd(12)}  ${CATEGORIES.map((category) => String(median(scores[category])).padStart(category.length)).join('  ')}`);
  }
  console.log('goals: performance 95, accessibility 100, best-practices 100');
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
