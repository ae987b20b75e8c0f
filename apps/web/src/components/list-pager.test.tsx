import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CompactPager, ListPager } from './list-pager';

describe('ListPager', () => {
  it('says which rows show and steps a page at a time, with no step past either end', () => {
    const setPage = vi.fn();
    render(<ListPager pager={{ page: 3, pageSize: 25, setPage }} total={60} noun="Client" />);
    const nav = screen.getByRole('navigation', { name: 'Client pages' });
    // Page 3 of ceil(60 / 25) = 3 holds rows (3 - 1) x 25 + 1 = 51 to 60.
    expect(nav.textContent).toContain('Showing 51–60 of 60');
    expect(nav.textContent).toContain('Page 3 of 3');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(setPage).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('draws nothing when one page holds the whole list', () => {
    render(
      <ListPager pager={{ page: 1, pageSize: 25, setPage: vi.fn() }} total={25} noun="Client" />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('CompactPager', () => {
  it('shows where the reader is and disables Previous on the first page', () => {
    const onPageChange = vi.fn();
    render(
      <CompactPager label="W-2 pages" page={1} pageCount={4} onPageChange={onPageChange}>
        Page 1 of 4
      </CompactPager>,
    );
    expect(screen.getByRole('navigation', { name: 'W-2 pages' }).textContent).toContain(
      'Page 1 of 4',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(2);
  });
});
