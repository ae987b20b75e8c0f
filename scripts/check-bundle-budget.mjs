// Fails the web build when the JavaScript of the first screen (/login) exceeds 180 kB gzipped, any
// route chunk (src/app/routes/*) or chunk shared between routes exceeds 60 kB gzipped, or a lazily
// loaded chart chunk exceeds its own budget (issue 7, item 2: "charts load lazily"; ADR 0007). It also
// prints what navigating to each route downloads after /login: the route and its shared chunks.
// Reads Vite's manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const FIRST_SCREEN_BUDGET = 180 * 1024;
const ROUTE_CHUNK_BUDGET = 60 * 1024;
const LAZY_CHART_BUDGET = 120 * 1024;
// The tax engine with every jurisdiction's law: the calculator computes both rule sets in the
// browser, so the 51 states travel together until they load per state (ADR 0047).
const TAX_ENGINE_CHUNK_BUDGET = 80 * 1024;
const isTaxEngineChunk = (key) => manifest[key].name === 'registry';
const dist = process.argv[2] ?? 'apps/web/dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Every JS file a chunk loads before it runs: itself and its static imports, transitively. */
function collectStaticFiles(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectStaticFiles(imported, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('app/routes/login.tsx'));
if (!entryKey || !loginKey) throw new Error('manifest lacks the entry or the login route');

const firstScreen = collectStaticFiles(entryKey);
collectStaticFiles(loginKey, firstScreen);
const firstScreenBytes = [...firstScreen]
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gzipSize(file), 0);

let failed = false;
console.log(
  `first screen (/login): ${kb(firstScreenBytes)} gzipped JS (budget ${kb(FIRST_SCREEN_BUDGET)})`,
);
if (firstScreenBytes > FIRST_SCREEN_BUDGET) failed = true;

const isRouteKey = (key) => key.includes('/app/routes/');
const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
for (const key of lazyKeys.sort(
  (a, b) => Number(isRouteKey(b)) - Number(isRouteKey(a)) || a.localeCompare(b),
)) {
  const size = gzipSize(manifest[key].file);
  const budget = isRouteKey(key) ? ROUTE_CHUNK_BUDGET : LAZY_CHART_BUDGET;
  const isOver = size > budget;
  if (isOver) failed = true;
  const loadedAfterLogin = [...collectStaticFiles(key)].filter(
    (file) => file.endsWith('.js') && !firstScreen.has(file),
  );
  const navigationBytes = loadedAfterLogin.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(
    `${isOver ? 'OVER ' : ''}${isRouteKey(key) ? 'route' : 'lazy chart'} ${key}: ${kb(size)} (budget ${kb(budget)}); with its shared chunks ${kb(navigationBytes)}`,
  );
}

// Chunks that routes share (forms, zod, dialogs): each is a chunk a route loads, under the same budget.
const sharedKeys = Object.keys(manifest).filter(
  (key) =>
    key.startsWith('_') &&
    manifest[key].file.endsWith('.js') &&
    !firstScreen.has(manifest[key].file),
);
for (const key of sharedKeys.sort()) {
  const size = gzipSize(manifest[key].file);
  if (isTaxEngineChunk(key)) {
    const isOver = size > TAX_ENGINE_CHUNK_BUDGET;
    if (isOver) failed = true;
    console.log(
      `${isOver ? 'OVER ' : ''}tax engine chunk ${manifest[key].file}: ${kb(size)} (budget ${kb(TAX_ENGINE_CHUNK_BUDGET)})`,
    );
    continue;
  }
  if (size <= ROUTE_CHUNK_BUDGET) continue;
  failed = true;
  console.log(
    `OVER shared chunk ${manifest[key].file}: ${kb(size)} (budget ${kb(ROUTE_CHUNK_BUDGET)})`,
  );
}
const otherShared = sharedKeys.filter((key) => !isTaxEngineChunk(key));
const largestShared = Math.max(0, ...otherShared.map((key) => gzipSize(manifest[key].file)));
console.log(
  `${otherShared.length} other shared chunks, the largest ${kb(largestShared)} (budget ${kb(ROUTE_CHUNK_BUDGET)} each)`,
);
if (failed) {
  console.error(
    `Bundle budget exceeded (first screen ${kb(FIRST_SCREEN_BUDGET)}, route chunk ${kb(ROUTE_CHUNK_BUDGET)}, lazy chart ${kb(LAZY_CHART_BUDGET)}).`,
  );
  process.exit(1);
}
