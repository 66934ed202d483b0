// Paging on the client, for a preview that already holds every row of the file: the page of
// items shown and what the pager around it needs.
import { useState } from 'react';

export const PAGE_SIZES = [25, 50, 100];

/** The page of `items` shown, with the pagination around it. */
export function useClientPage<T>(items: T[]) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0] ?? 25);
  const lastPage = Math.max(0, Math.ceil(items.length / size) - 1);
  const current = Math.min(page, lastPage);
  return {
    items: items.slice(current * size, current * size + size),
    props: {
      count: items.length,
      page: current,
      rowsPerPage: size,
      rowsPerPageOptions: PAGE_SIZES,
      onPageChange: setPage,
      onRowsPerPageChange: (rowsPerPage: number) => {
        setSize(rowsPerPage);
        setPage(0);
      },
    },
  };
}

export type ClientPagerProps = ReturnType<typeof useClientPage>['props'];
