/*
 * The tables docs/tax-coverage.md holds between markers, rendered from the engine's own data by
 * `npm run docs:tax-coverage` and checked by test/tax-coverage-doc.test.ts.
 */

function toRow(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/** A Markdown table: the header, its rule, then one line per row, each cell as given. */
export function renderMarkdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  return [toRow(header), toRow(header.map(() => '---')), ...rows.map(toRow)].join('\n');
}

/** `document` with what stands between the `start` and `end` markers replaced by `table`; throws without them. */
export function replaceBetweenMarkers(
  document: string,
  markers: { readonly start: string; readonly end: string },
  table: string,
): string {
  const start = document.indexOf(markers.start);
  const end = document.indexOf(markers.end);
  if (start === -1 || end < start)
    throw new Error(`The document needs ${markers.start} ... ${markers.end}`);
  return `${document.slice(0, start + markers.start.length)}\n\n${table}\n\n${document.slice(end)}`;
}
