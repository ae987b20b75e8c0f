import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import * as prettier from 'prettier';
import { describe, expect, test } from 'vitest';

import { replaceYearCoverageTable } from '../src/parameters/year-coverage-table';
import { replaceCoverageTable } from '../src/states/coverage-table';

const DOCUMENT = fileURLToPath(new URL('../../../docs/tax-coverage.md', import.meta.url));

describe('docs/tax-coverage.md', () => {
  test('lists every jurisdiction and its coverage of each tax year as the engine has them (npm run docs:tax-coverage)', async () => {
    const committed = await readFile(DOCUMENT, 'utf8');
    const options = await prettier.resolveConfig(DOCUMENT);
    const expected = await prettier.format(
      replaceYearCoverageTable(replaceCoverageTable(committed)),
      {
        ...options,
        filepath: DOCUMENT,
      },
    );
    expect(committed).toBe(expected);
  });
});
