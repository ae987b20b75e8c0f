import { useState, type Dispatch, type SetStateAction } from 'react';

/** Where a reader is in a paged list, the page size it is cut by, and how to move. */
export interface Pager {
  page: number;
  pageSize: number;
  setPage: Dispatch<SetStateAction<number>>;
}

/** The page of a list cut into `pageSize` rows, starting at page 1. */
export function usePager(pageSize: number): Pager {
  const [page, setPage] = useState(1);
  return { page, pageSize, setPage };
}
