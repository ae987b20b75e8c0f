import { renderMarkdownTable, replaceBetweenMarkers } from '../markdown-table';
import {
  getTaxYearCoverage,
  listJurisdictionCoverage,
  listModelledTaxYears,
  type JurisdictionCoverage,
} from './tax-year-coverage';

/*
 * The table of each jurisdiction's coverage per modelled tax year in docs/tax-coverage.md, rendered
 * from the dated values (tax-year-coverage.ts) by `npm run docs:tax-coverage`, between its markers;
 * test/tax-coverage-doc.test.ts fails when the committed document is out of date.
 */

export const YEAR_COVERAGE_START = '<!-- year-coverage:start (npm run docs:tax-coverage) -->';
export const YEAR_COVERAGE_END = '<!-- year-coverage:end -->';

function describeStatus({ status, valuesYear }: JurisdictionCoverage): string {
  if (status === 'modelled') return 'modelled';
  if (status === 'carried-forward') return `${valuesYear} values carried forward`;
  return 'not modelled';
}

/** One row per jurisdiction: federal, FICA, Form 940, the spec's model, then the states by name. */
export function renderYearCoverageTable(): string {
  const years = listModelledTaxYears();
  const byYear = years.map((year) => listJurisdictionCoverage(getTaxYearCoverage(year)));
  const first = byYear[0]!;
  const rows = first.map((jurisdiction, index) => [
    jurisdiction.id.length === 2 ? `${jurisdiction.name} (${jurisdiction.id})` : jurisdiction.name,
    ...byYear.map((coverage) => describeStatus(coverage[index]!)),
  ]);
  return renderMarkdownTable(['Jurisdiction', ...years.map(String)], rows);
}

/** `document` with the table between its markers replaced; throws without them. */
export function replaceYearCoverageTable(document: string): string {
  return replaceBetweenMarkers(
    document,
    { start: YEAR_COVERAGE_START, end: YEAR_COVERAGE_END },
    renderYearCoverageTable(),
  );
}
