import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/.tsbuild/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // A promise nobody awaits on the server loses its error and races the reply; typed rules run
    // only on the server and database code, where it matters, to keep the whole lint quick.
    files: ['apps/server/**/*.ts', 'packages/db/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Features never import each other; shared code moves down to a package (docs/decisions/0001).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^\\.\\./\\.\\./[^./])|(/features/)',
              message: 'Features never import each other; move shared code down.',
            },
          ],
        },
      ],
    },
  },
  {
    // The tax engine is pure: no I/O, no clock, no database.
    files: ['packages/tax-engine/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'pg', '@electric-sql/*', 'drizzle-orm*', '@paylab/db'] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'The tax engine never reads the clock.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'The tax engine never reads the clock.',
        },
      ],
    },
  },
);
