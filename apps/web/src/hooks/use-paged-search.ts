import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The search text and page of a paged list. A new search goes back to page 1: the page the reader
 * was on may not exist among the fewer matches.
 */
export function useSearchAndPage() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  return { search, setSearch, page, setPage };
}

/**
 * useSearchAndPage for a server-paged list: `debouncedSearch` is trimmed and is what to send
 * (empty for no filter).
 */
export function usePagedSearch(delayMs?: number) {
  const searchAndPage = useSearchAndPage();
  const debouncedSearch = useDebouncedValue(searchAndPage.search.trim(), delayMs);
  return { ...searchAndPage, debouncedSearch };
}
