import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import * as prettier from 'prettier';
import { describe, expect, test } from 'vitest';

import { replaceCoverageTable } from '../src/states/coverage-table';

const DOCUMENT = fileURLToPath(new URL('../../../docs/tax-coverage.md', import.meta.url));

describe('docs/tax-coverage.md', () => {
  test('lists every jurisdiction as the state registry has it (npm run docs:tax-coverage)', async () => {
    const committed = await readFile(DOCUMENT, 'utf8');
    const options = await prettier.resolveConfig(DOCUMENT);
    const expected = await prettier.format(replaceCoverageTable(committed), {
      ...options,
      filepath: DOCUMENT,
    });
    expect(committed).toBe(expected);
  });
});
