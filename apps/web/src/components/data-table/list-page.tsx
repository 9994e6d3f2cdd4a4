import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { type DataColumn, DataTable } from './data-table.tsx';
import { ListPageHeader } from './list-page-header.tsx';
import type { useListQuery } from './use-list-query.ts';

export interface ListPageProps<T> {
  /** The page's heading and the table's accessible name. */
  title: string;
  searchLabel: string;
  /** The page's useListQuery(): search, page and page size. */
  list: ReturnType<typeof useListQuery>;
  /** Shown only when given (leave it out when the person may not create). */
  createLabel?: string;
  createHref?: string;
  /** Filter inputs beside the search box (SelectFilter); changing one should call list.resetPage(). */
  filters?: ReactNode;
  /** Extra actions between the header and the table. */
  toolbar?: ReactNode;
  /** The search query's state, as RTK Query returns it; a failed search shows its message above the table. */
  result: { data?: { items: readonly T[]; total: number }; isLoading: boolean; isFetching: boolean; error?: unknown };
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string;
  rowHref: (row: T) => string;
}

/** A searchable, filterable, paged list: the header above the data table, wired to one useListQuery. */
export function ListPage<T>({ title, searchLabel, list, createLabel, createHref, filters, toolbar, result, ...table }: ListPageProps<T>) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListPageHeader
        title={title}
        searchLabel={searchLabel}
        search={list.search}
        onSearch={list.setSearch}
        createLabel={createLabel}
        createHref={createHref}
        filters={filters}
      />
      {toolbar}
      <DataTable
        label={title}
        rows={result.data?.items}
        {...table}
        total={result.data?.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
        loading={result.isLoading}
        fetching={result.isFetching}
        error={result.error ? errorMessage(result.error) : null}
      />
    </Box>
  );
}
