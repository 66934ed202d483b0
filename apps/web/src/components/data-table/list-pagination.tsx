// The paging under a list: "1-50 of 12,345" (or "of more than ...") in the active language, the
// page controls that follow the answer's cursors, the rows-per-page choice, and a status line
// that announces the count after each page, search or filter change. DataTable shows it; a
// screen that lays out its own table (a grid with grouped headers) uses it the same way.
//
//   <ListPagination rowCount={data?.items.length} total={data?.total} pageInfo={data}
//     list={list} isLoading={isFetching && !data} />
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { LAST_PAGE_CURSOR, type TotalKind } from '@portal/shared';
import { useFormat } from '../../lib/format';
import { TablePager } from './table-pager';
import { PAGE_SIZE_OPTIONS } from './use-list-url-state';
import visuallyHidden from '@mui/utils/visuallyHidden';

export interface PageInfo {
  totalKind?: TotalKind;
  next?: string | null;
  previous?: string | null;
  page?: number;
}

/** The page part of useListUrlState() the pagination drives. */
export interface ListPagingState {
  page: number;
  pageSize: number;
  setPage: (page: number, cursor?: string) => void;
  setPageSize: (pageSize: number) => void;
}

export function ListPagination({
  rowCount,
  total,
  pageInfo,
  list,
  isLoading = false,
}: {
  /** Rows on the page shown; undefined while the first page loads. */
  rowCount: number | undefined;
  total: number | undefined;
  pageInfo?: PageInfo;
  list: ListPagingState;
  /** The first page is loading (nothing to count yet). */
  isLoading?: boolean;
}) {
  const { t } = useCommonTranslation();
  const format = useFormat();
  const isFloor = pageInfo?.totalKind === 'atLeast';
  // At the end of a list whose total was a floor, the end itself tells how many rows there are.
  const isEnd = isFloor && pageInfo?.next === null && rowCount !== undefined;
  const shownPage = pageInfo?.page ?? list.page;
  const knownCount = isFloor
    ? isEnd
      ? (shownPage - 1) * list.pageSize + (rowCount ?? 0)
      : undefined
    : (total ?? 0);
  const maxPage =
    knownCount === undefined ? shownPage : Math.max(1, Math.ceil(knownCount / list.pageSize));
  // A page past the end (rows deleted, a stale link) shows the last page's controls.
  const page = Math.min(shownPage, maxPage);

  /** The next and previous pages start at the answer's cursors; the last page at the end. */
  const goToPage = (target: number) => {
    if (target === page + 1 && pageInfo?.next) list.setPage(target, pageInfo.next);
    else if (target === page - 1 && pageInfo?.previous) list.setPage(target, pageInfo.previous);
    else if (target === maxPage && target > page + 1) list.setPage(target, LAST_PAGE_CURSOR);
    else list.setPage(target);
  };

  return (
    <>
      {/* Not drawn until the first page is there: drawn under the loading rows, it would jump
          down when a longer page replaces them (a layout shift). */}
      {isLoading ? null : (
        <TablePager
          count={knownCount ?? -1}
          page={page - 1}
          rowsPerPage={list.pageSize}
          rowsPerPageOptions={
            (PAGE_SIZE_OPTIONS as readonly number[]).includes(list.pageSize)
              ? PAGE_SIZE_OPTIONS
              : [...PAGE_SIZE_OPTIONS, list.pageSize].sort((a, b) => a - b)
          }
          onPageChange={(next) => goToPage(next + 1)}
          onRowsPerPageChange={list.setPageSize}
          labelRowsPerPage={t('table.rowsPerPage')}
          labelDisplayedRows={({ from, to, count: all }) =>
            all === -1
              ? t('table.displayedRowsMoreThan', {
                  from: format.number(from),
                  to: format.number(to),
                  total: format.number(total ?? 0),
                })
              : t('table.displayedRows', {
                  from: format.number(all === 0 ? 0 : from),
                  to: format.number(to),
                  total: format.number(all),
                })
          }
          getItemAriaLabel={(type) => t(`table.goTo.${type}`)}
        />
      )}
      {/* Announces the count after each page, search or filter change. */}
      <div role="status" style={visuallyHidden}>
        {isLoading
          ? ''
          : knownCount === undefined
            ? t('table.resultCountMoreThan', { formatted: format.number(total ?? 0) })
            : t('table.resultCount', { count: knownCount, formatted: format.number(knownCount) })}
      </div>
    </>
  );
}
