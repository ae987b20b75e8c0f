import { US_STATES } from '@paylab/shared/constants';

import { renderMarkdownTable, replaceBetweenMarkers } from '../markdown-table';
import { findStateRule } from './registry';

/*
 * The table of every jurisdiction in docs/tax-coverage.md, rendered from the state registry so the
 * document cannot drift from the rules: `npm run docs:tax-coverage` writes it between the markers,
 * and test/tax-coverage-doc.test.ts fails when the committed document is out of date.
 */

export const COVERAGE_TABLE_START = '<!-- state-coverage:start (npm run docs:tax-coverage) -->';
export const COVERAGE_TABLE_END = '<!-- state-coverage:end -->';

const HEADER = [
  'Code',
  'Jurisdiction',
  'Method',
  'Publication',
  'Confidence',
  'Uncertain values',
  'Not modelled',
];

/** Table cells: each one line, no pipe (which would split the cell), '-' for none. */
function toCells(texts: readonly string[]): string[] {
  return texts.map((text) => text.replace(/\s+/g, ' ').replace(/\|/g, '/').trim() || '-');
}

/** One row per jurisdiction (the 50 states and DC), in the order of their codes. */
export function renderCoverageTable(): string {
  const rows = [...US_STATES]
    .sort(([left], [right]) => (left < right ? -1 : 1))
    .map(([code, name]) => {
      const rule = findStateRule(code);
      if (!rule) {
        return toCells([
          code,
          name,
          'Not modelled: no state tax is withheld and each paycheck warns',
          '',
          '',
          '',
          '',
        ]);
      }
      const { compliance } = rule;
      return toCells([
        code,
        rule.name,
        compliance.method,
        compliance.publication,
        compliance.confidence,
        compliance.uncertainties.join('; '),
        compliance.notModelled.join(' '),
      ]);
    });
  return renderMarkdownTable(HEADER, rows);
}

/** `document` with the table between its markers replaced by the registry's; throws without them. */
export function replaceCoverageTable(document: string): string {
  return replaceBetweenMarkers(
    document,
    { start: COVERAGE_TABLE_START, end: COVERAGE_TABLE_END },
    renderCoverageTable(),
  );
}
