// `npm run audit:lighthouse`: Lighthouse (desktop preset, median of 3 runs) on the login page, the
// dashboard, employees and invoices of the built app, signed in as the demo admin, after filling it
// through the API with a small company's data (200 employees, 25 clients, 300 invoices with items).
// A report, not a gate (issue 7, item 2). Builds first when needed; Chromium is CHROME_PATH
// (default /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import chromiumArgs from '../e2e/chromium-args.json' with { type: 'json' };
import { signInAsDemoAdmin, startBuiltServer } from './built-server.mjs';

const PAGES = ['/login', '/', '/employees', '/invoices'];
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const port = Number(process.env.AUDIT_PORT ?? 5096);
const work = mkdtempSync(join(tmpdir(), 'paylab-lighthouse-'));
execFileSync('node', ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });

const { base, server, waitForHealth } = startBuiltServer({
  port,
  dataDir: process.env.AUDIT_DATA_DIR ?? join(work, 'data'),
});

const DEPARTMENTS = ['Engineering', 'Sales', 'Operations', 'Finance', 'Support'];
const STATES = ['CA', 'NY', 'TX', 'FL', 'WA'];
const FREQUENCIES = ['weekly', 'bi-weekly', 'semi-monthly', 'monthly'];
const STATUSES = ['draft', 'sent', 'paid', 'overdue', 'cancelled'];

async function post(cookie, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** What a small company's screens hold: employees across departments and states, clients, invoices with items. */
async function fillWithRealisticData(cookie) {
  for (let n = 1; n <= 200; n += 1) {
    await post(cookie, '/api/employees', {
      employeeId: `LH-${String(n).padStart(4, '0')}`,
      firstName: ['Ana', 'Ben', 'Chloe', 'Dev', 'Eli', 'Fay'][n % 6],
      lastName: `Audit${n}`,
      email: `audit${n}@example.com`,
      department: DEPARTMENTS[n % 5],
      position: 'Staff',
      annualSalary: String(40_000 + (n % 60) * 1_000),
      payFrequency: FREQUENCIES[n % 4],
      filingStatus: 'single',
      allowances: 0,
      additionalWithholding: '0.00',
      state: STATES[n % 5],
      stateAllowances: 0,
      isActive: n % 17 !== 0,
      hireDate: '2024-03-01',
    });
  }
  const clients = [];
  for (let n = 1; n <= 25; n += 1) {
    clients.push(
      await post(cookie, '/api/clients', {
        companyName: `Audit Client ${n} LLC`,
        contactFirstName: 'Pat',
        contactLastName: `Lee${n}`,
        email: `billing${n}@example.com`,
        city: 'Austin',
        state: 'TX',
        billingRate: '125.00',
        paymentTerms: 30,
      }),
    );
  }
  for (let n = 1; n <= 300; n += 1) {
    const day = String(1 + (n % 28)).padStart(2, '0');
    await post(cookie, '/api/invoices', {
      clientId: clients[n % clients.length].id,
      issueDate: `2025-${String(1 + (n % 12)).padStart(2, '0')}-${day}`,
      status: STATUSES[n % 5],
      items: [
        { description: 'Consulting hours', quantity: String(1 + (n % 40)), unitPrice: '125.00' },
        { description: 'Payroll setup', quantity: '1', unitPrice: '450.00' },
      ],
    });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let chrome;
try {
  await waitForHealth();
  const login = await signInAsDemoAdmin(base);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  await fillWithRealisticData(cookie);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  console.log(`page          ${CATEGORIES.join('  ')}   (median of ${RUNS})`);
  for (const page of PAGES) {
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(
        `${base}${page}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          extraHeaders: page === '/login' ? {} : { Cookie: cookie },
        },
        desktopConfig,
      );
      for (const category of CATEGORIES)
        scores[category].push(Math.round((result.lhr.categories[category].score ?? 0) * 100));
    }
    console.log(
      `${page.padEnd(12)}  ${CATEGORIES.map((category) => String(median(scores[category])).padStart(category.length)).join('  ')}`,
    );
  }
  console.log('goals: performance 95, accessibility 100, best-practices 100');
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
