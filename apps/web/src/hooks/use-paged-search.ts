import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The search text and page of a server-paged list. A new search goes back to page 1: the page the
 * reader was on may not exist among the fewer matches. `debouncedSearch` is trimmed and is what to
 * send (empty for no filter).
 */
export function usePagedSearch(delayMs?: number) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), delayMs);
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  return { search, setSearch, debouncedSearch, page, setPage };
}
