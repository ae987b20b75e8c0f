import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';
import { usePager } from './use-pager';

/**
 * The search text and page of a paged list. A new search goes back to page 1: the page the reader
 * was on may not exist among the fewer matches.
 */
export function useSearchAndPage(pageSize: number) {
  const [search, setSearchText] = useState('');
  const pager = usePager(pageSize);
  const setSearch = (value: string) => {
    setSearchText(value);
    pager.setPage(1);
  };
  return { search, setSearch, page: pager.page, setPage: pager.setPage, pager };
}

/**
 * useSearchAndPage for a server-paged list: `debouncedSearch` is trimmed and is what to send
 * (empty for no filter).
 */
export function usePagedSearch(pageSize: number, delayMs?: number) {
  const searchAndPage = useSearchAndPage(pageSize);
  const debouncedSearch = useDebouncedValue(searchAndPage.search.trim(), delayMs);
  return { ...searchAndPage, debouncedSearch };
}
