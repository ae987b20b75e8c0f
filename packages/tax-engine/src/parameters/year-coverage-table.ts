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

function toRow(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/** One row per jurisdiction: federal, FICA, Form 940, the spec's model, then the states by name. */
export function renderYearCoverageTable(): string {
  const years = listModelledTaxYears();
  const byYear = years.map((year) => listJurisdictionCoverage(getTaxYearCoverage(year)));
  const first = byYear[0]!;
  const rows = first.map((jurisdiction, index) =>
    toRow([
      jurisdiction.id.length === 2
        ? `${jurisdiction.name} (${jurisdiction.id})`
        : jurisdiction.name,
      ...byYear.map((coverage) => describeStatus(coverage[index]!)),
    ]),
  );
  const header = ['Jurisdiction', ...years.map(String)];
  return [toRow(header), toRow(header.map(() => '---')), ...rows].join('\n');
}

/** `document` with the table between its markers replaced; throws without them. */
export function replaceYearCoverageTable(document: string): string {
  const start = document.indexOf(YEAR_COVERAGE_START);
  const end = document.indexOf(YEAR_COVERAGE_END);
  if (start === -1 || end < start)
    throw new Error(`The document needs ${YEAR_COVERAGE_START} ... ${YEAR_COVERAGE_END}`);
  return `${document.slice(0, start + YEAR_COVERAGE_START.length)}\n\n${renderYearCoverageTable()}\n\n${document.slice(end)}`;
}
