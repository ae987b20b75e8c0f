import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePager } from './use-pager';

describe('usePager', () => {
  it('starts at page 1 with its page size, and moves', () => {
    const { result } = renderHook(() => usePager(20));
    expect(result.current).toMatchObject({ page: 1, pageSize: 20 });

    act(() => result.current.setPage(3));
    act(() => result.current.setPage((page) => page - 1));

    expect(result.current.page).toBe(2);
  });
});
