// zod 4 probes `new Function('')` to compile fast object parsers. The app's CSP (script-src 'self',
// no 'unsafe-eval') refuses it; zod falls back, but Chromium reports a CSP issue on every screen with
// a form (Lighthouse best practices). Imported first by main.tsx, before any schema is built, this
// sets zod's `jitless` option so the probe never runs. It writes the object zod's own `config()`
// writes to (zod 4.6 core.js: globalThis.__zod_globalConfig), because importing `config` would put
// 3.7 kB of zod into the /login bundle that does not otherwise load it (ADR 0007 budget).
const zodHolder = globalThis as typeof globalThis & {
  __zod_globalConfig?: Record<string, unknown>;
};
zodHolder.__zod_globalConfig = { ...zodHolder.__zod_globalConfig, jitless: true };
