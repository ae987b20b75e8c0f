import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  // Workspace packages are TypeScript sources and must be bundled; PGlite and the drivers must not
  // be (stack-notes gotcha 4): PGlite loads its WASM and data files from its own folder.
  noExternal: [/^@paylab\//],
  external: ['@electric-sql/pglite', 'pg', 'drizzle-orm', '@node-rs/argon2'],
});
