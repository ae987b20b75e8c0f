import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Users } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import type { QueryStatus } from './query-state';
import { PagedTable } from './paged-table';
import { buildQueryStatus } from '../test/render';

interface NamePage {
  items: string[];
  total: number;
}

function renderTable(
  query: QueryStatus<NamePage> & { isPlaceholderData?: boolean },
  onPageChange = vi.fn(),
) {
  render(
    <PagedTable
      query={query}
      loadingLabel="Loading people"
      errorMessage="The people could not be loaded."
      emptyIcon={Users}
      emptyTitle="No people found"
      emptyMessage="Add someone."
      pager={{ page: 1, pageSize: 2, setPage: onPageChange }}
      noun="Person"
      tableLabel="People"
      columns={<th>Name</th>}
    >
      {(name) => (
        <tr key={name}>
          <td>{name}</td>
        </tr>
      )}
    </PagedTable>,
  );
  return onPageChange;
}

describe('PagedTable', () => {
  it('announces placeholder rows while the first page loads', () => {
    renderTable(buildQueryStatus({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading people' })).toBeDefined();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the empty message where the rows would be', () => {
    renderTable(buildQueryStatus({ data: { items: [], total: 0 } }));
    expect(screen.getByText('No people found')).toBeDefined();
    expect(screen.getByText('Add someone.')).toBeDefined();
  });

  it('shows the rows under their header, dimmed while the next page loads', () => {
    renderTable({
      ...buildQueryStatus({ data: { items: ['Ada', 'Grace'], total: 3 } }),
      isPlaceholderData: true,
    });
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeDefined();
    const [, body] = within(table).getAllByRole('rowgroup');
    expect(body!.className).toBe('opacity-60');
  });

  it('shows the rows and a pager that moves to the next page', async () => {
    const onPageChange = renderTable(
      buildQueryStatus({ data: { items: ['Ada', 'Grace'], total: 3 } }),
    );
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Ada', 'Grace']);
    const pager = screen.getByRole('navigation', { name: 'Person pages' });
    expect(pager.textContent).toContain('Showing 1–2 of 3');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
