import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableSection } from './table-section';
import { Td, Th } from './ui/table';

const RUNS = [
  { id: 'a', payDate: 'Jan 10, 2025' },
  { id: 'b', payDate: 'Jan 24, 2025' },
];

function renderRuns(items: readonly (typeof RUNS)[number][], level?: 2 | 3) {
  return render(
    <TableSection
      id="runs-title"
      title="Recent pay runs"
      level={level}
      columns={<Th>Pay date</Th>}
      items={items}
    >
      {(run) => (
        <tr key={run.id}>
          <Td>{run.payDate}</Td>
        </tr>
      )}
    </TableSection>,
  );
}

describe('TableSection', () => {
  it('names the section and the table by its heading, and draws a row per item', () => {
    renderRuns(RUNS);
    const heading = screen.getByRole('heading', { level: 3, name: 'Recent pay runs' });
    expect(screen.getByRole('region', { name: 'Recent pay runs' }).contains(heading)).toBe(true);
    const table = screen.getByRole('table', { name: 'Recent pay runs' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Pay date', 'Jan 10, 2025', 'Jan 24, 2025']);
  });

  it('heads a page section at level 2', () => {
    renderRuns(RUNS, 2);
    expect(screen.getByRole('heading', { level: 2, name: 'Recent pay runs' })).toBeDefined();
  });

  it('leaves the section out when there is nothing to list', () => {
    const { container } = renderRuns([]);
    expect(container.innerHTML).toBe('');
  });
});
