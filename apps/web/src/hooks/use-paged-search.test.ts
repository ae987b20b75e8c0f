import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePagedSearch, useSearchAndPage } from './use-paged-search';

afterEach(() => vi.useRealTimers());

describe('useSearchAndPage', () => {
  it('goes back to page 1 on a new search', () => {
    const { result } = renderHook(() => useSearchAndPage(25));

    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.setSearch('ada'));

    expect(result.current).toMatchObject({ search: 'ada', page: 1 });
    expect(result.current.pager).toMatchObject({ page: 1, pageSize: 25 });
  });
});

describe('usePagedSearch', () => {
  it('sends the trimmed search once typing pauses', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePagedSearch(25, 300));

    act(() => result.current.setSearch('  ada '));
    expect(result.current.debouncedSearch).toBe('');
    act(() => vi.advanceTimersByTime(300));

    expect(result.current.debouncedSearch).toBe('ada');
  });
});
