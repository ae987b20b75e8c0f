/**
 * Writes the table of every jurisdiction into docs/tax-coverage.md, between its markers, from the
 * state registry (packages/tax-engine/src/states/coverage-table.ts), and the table of each
 * jurisdiction's coverage per tax year from the dated values
 * (packages/tax-engine/src/parameters/year-coverage-table.ts), formatted as Prettier formats
 * the repository. packages/tax-engine/test/tax-coverage-doc.test.ts fails until this has run after
 * a state's rule changes.
 *
 * Run: npm run docs:tax-coverage
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { replaceYearCoverageTable } from '../packages/tax-engine/src/parameters/year-coverage-table';
import { replaceCoverageTable } from '../packages/tax-engine/src/states/coverage-table';

const DOCUMENT = fileURLToPath(new URL('../docs/tax-coverage.md', import.meta.url));

const current = await readFile(DOCUMENT, 'utf8');
const options = await prettier.resolveConfig(DOCUMENT);
const next = await prettier.format(replaceYearCoverageTable(replaceCoverageTable(current)), {
  ...options,
  filepath: DOCUMENT,
});
if (next === current) {
  console.log('docs/tax-coverage.md is up to date');
} else {
  await writeFile(DOCUMENT, next);
  console.log('docs/tax-coverage.md: the generated tables were rewritten from the engine');
}
