import { MAX_LENGTHS, searchSchema } from '@salon/shared';
import { useDeferredValue, useState } from 'react';

/** Page, page size and search text of a list page; the search is trimmed and capped like the server's. */
export function useListQuery(initialPageSize = 20) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeValue] = useState(initialPageSize);
  const deferred = useDeferredValue(searchSchema.safeParse(search).data ?? '');
  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value.slice(0, MAX_LENGTHS.search));
      setPage(1);
    },
    page,
    setPage,
    pageSize,
    setPageSize: (value: number) => {
      setPageSizeValue(value);
      setPage(1);
    },
    /** What to send: { page, pageSize, search? }. */
    query: { page, pageSize, ...(deferred ? { search: deferred } : {}) },
    resetPage: () => setPage(1),
    /** Wraps a filter's setter so that changing the filter goes back to the first page. */
    withPageReset:
      <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setPage(1);
      },
  };
}
