// A server-paged, server-sorted table (UX.md "List -> details -> edit"): sortable headers, the
// "1-50 of 12,345" count in the active language, rows that open their details, skeleton while
// loading, a friendly empty state and an error state with "Try again".
//
//   <DataTable
//     label={t('places.villages.tableLabel')}
//     columns={[
//       avatarColumn({ id: 'photo', header: t('...'), name: (r) => r.fullName, src: (r) => r.photoUrl }),
//       { id: 'name', header: t('places.fields.name'), sortField: 'name', render: (r) => r.name, rowLink: true },
//       { id: 'state', header: t('places.fields.state'), render: (r) => r.stateName, hideOnPhone: true },
//     ]}
//     rows={data?.items} total={data?.total} isLoading={isPending} error={error} onRetry={refetch}
//     list={list}                                   // useListUrlState(...) result: page, sort, setters
//     getRowId={(r) => r.id}
//     getRowHref={(r) => buildPath(PATHS.village, { id: r.id })}
//     empty={{ message: t('places.villages.empty'), action: <Button ...>New village</Button> }}
//   />
//
// A plain HTML table drawn as MUI's small table, and a light pager (table-pager.tsx;
// docs/decisions/006-list-table.md): native table semantics for screen readers, horizontal
// scroll and hideOnPhone columns on a 390 px phone. Its head, rows and cells, sort buttons and
// loading placeholders are plain elements styled by the page's stylesheet (styles/lists.css): as MUI
// components, a page of 50 rows styled each of its 400 cells one by one, the largest part of the
// list screen's first render on a phone.
import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useNavigate, Link as RouterLink } from 'react-router';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import Button from '@mui/material/Button';
// Material's arrow_downward, the sort direction (turned up for ascending).
import SORT_ICON_PATH from 'virtual:icon-path/ArrowDownward';
import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { ListPagination, type PageInfo } from './list-pagination';
import type { SortOrder } from './use-list-url-state';
import { PlainIcon } from './plain-parts';
import { initialsOfFullName } from '../../lib/initials';
import { PlainAvatar } from '../plain-avatar';
import visuallyHidden from '@mui/utils/visuallyHidden';

export type { PageInfo };

export interface DataTableColumn<Row, Sort extends string = string> {
  id: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** The server's sort field for this column; absent: not sortable. */
  sortField?: Sort;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Hidden below 600 px (the row's details still show it). */
  hideOnPhone?: boolean;
  /** This cell is the row's link to its details (keyboard and screen readers use it). */
  rowLink?: boolean;
}

/** A column showing each row's avatar (photo thumbnail, or initials without one). */
export function avatarColumn<Row, Sort extends string = never>(options: {
  id?: string;
  header: ReactNode;
  name: (row: Row) => string;
  src: (row: Row) => string | null | undefined;
}): DataTableColumn<Row, Sort> {
  return {
    id: options.id ?? 'avatar',
    header: <span style={visuallyHidden}>{options.header}</span>,
    width: 56,
    render: (row) => {
      const src = options.src(row) ?? null;
      const name = options.name(row);
      return (
        <PlainAvatar
          src={src}
          alt={name}
          initials={initialsOfFullName(name)}
          className={PART.avatar}
        />
      );
    },
  };
}

/** The paging and sorting part of useListUrlState() the table drives. */
export interface DataTablePaging<Sort extends string> {
  page: number;
  pageSize: number;
  sort: Sort;
  order: SortOrder;
  setSort: (field: Sort) => void;
  setPage: (page: number, cursor?: string) => void;
  setPageSize: (pageSize: number) => void;
}

export interface DataTableProps<Row, Sort extends string> {
  /** Accessible name of the table (e.g. "Villages"). */
  label: string;
  columns: Array<DataTableColumn<Row, Sort>>;
  rows: Row[] | undefined;
  total: number | undefined;
  /**
   * The rest of the answer's paging: whether the total is a floor ("more than 10,000"), the
   * cursors of the pages beside this one, and the page the server read (going back from the
   * start of a list always lands on 1).
   */
  pageInfo?: PageInfo;
  list: DataTablePaging<Sort>;
  getRowId: (row: Row) => string | number;
  /** Where a row leads (its details); rows are clickable when given. */
  getRowHref?: (row: Row) => string;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** What to show when there are no rows: the reason and the next step. */
  empty?: { message?: ReactNode; action?: ReactNode };
}

/** Rows drawn in the first paint of a screen (about what a phone shows); the rest of its page
 * follows in the background. */
const FIRST_PAINT_ROWS = 10;
/** Rows each later background step adds: each step is a task short enough not to hold up taps. */
const ROWS_PER_STEP = 10;

/** Class names of the table's plain elements, styled by styles/lists.css. */
const PART = {
  rowLink: 'DataTable-rowLink',
  phoneHidden: 'DataTable-phoneHidden',
  link: 'DataTable-link',
  avatar: 'DataTable-avatar',
  placeholder: 'DataTable-placeholder',
  sort: 'DataTable-sort',
  sortIcon: 'DataTable-sortIcon',
} as const;

export function DataTable<Row, Sort extends string>({
  label,
  columns,
  rows,
  total,
  pageInfo,
  list,
  getRowId,
  getRowHref,
  isLoading = false,
  error,
  onRetry,
  empty,
}: DataTableProps<Row, Sort>) {
  const navigate = useNavigate();
  // A page of rows is drawn in the background, a little at a time, and shown when complete: at
  // once, 50 rows and their cells kept a phone's main thread busy for a few hundred
  // milliseconds (Lighthouse's Total Blocking Time), with taps on the page waiting.
  // The first paint of a screen draws only the rows a phone shows (sooner on screen, a shorter
  // task); the rest of the page is drawn in the background right after, a few rows per step
  // (one step for all of them was a task of 100-200 ms on a phone).
  const shownRows = useDeferredValue(rows);
  const [rowLimit, setRowLimit] = useState(FIRST_PAINT_ROWS);
  const rowCount = shownRows?.length ?? 0;
  useEffect(() => {
    if (rowLimit >= rowCount) return;
    startTransition(() => setRowLimit((limit) => limit + ROWS_PER_STEP));
  }, [rowLimit, rowCount]);

  if (error && !rows) {
    return <ErrorState error={error} onRetry={onRetry} />;
  }

  const showSkeleton = !shownRows && (isLoading || rows !== undefined);

  return (
    <div data-testid="data-table">
      <div className="ls-table">
        <table aria-label={label} aria-busy={isLoading || undefined}>
          <thead>
            <tr>
              {columns.map((column) => {
                const active = column.sortField !== undefined && list.sort === column.sortField;
                const direction = active ? list.order : 'asc';
                return (
                  <th
                    key={column.id}
                    scope="col"
                    data-align={column.align}
                    className={column.hideOnPhone ? PART.phoneHidden : undefined}
                    style={column.width === undefined ? undefined : { width: column.width }}
                    aria-sort={
                      active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                  >
                    {column.sortField !== undefined ? (
                      <button
                        type="button"
                        className={PART.sort}
                        data-active={active || undefined}
                        onClick={() => list.setSort(column.sortField!)}
                      >
                        {column.header}
                        <PlainIcon
                          path={SORT_ICON_PATH}
                          className={PART.sortIcon}
                          data-direction={direction}
                        />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          {/* Keyed by state: the rows replace the placeholders in one step, rather than cell by
              cell where a row's id matches a placeholder's key. */}
          <tbody key={showSkeleton ? 'loading' : 'rows'}>
            {showSkeleton
              ? Array.from({ length: 5 }, (_, index) => (
                  <tr key={index} data-testid="loading">
                    {columns.map((column) => (
                      <td
                        key={column.id}
                        className={column.hideOnPhone ? PART.phoneHidden : undefined}
                      >
                        <span className={PART.placeholder} />
                      </td>
                    ))}
                  </tr>
                ))
              : (shownRows ?? []).slice(0, rowLimit).map((row) => {
                  const href = getRowHref?.(row);
                  return (
                    <tr
                      key={getRowId(row)}
                      className={href ? PART.rowLink : undefined}
                      onClick={href ? () => void navigate(href) : undefined}
                    >
                      {columns.map((column) => {
                        const content = column.render(row);
                        return (
                          <td
                            key={column.id}
                            data-align={column.align}
                            className={column.hideOnPhone ? PART.phoneHidden : undefined}
                          >
                            {column.rowLink && href ? (
                              <RouterLink
                                to={href}
                                className={PART.link}
                                onClick={(event) => event.stopPropagation()}
                              >
                                {content}
                              </RouterLink>
                            ) : (
                              content
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
          </tbody>
        </table>
      </div>
      {!showSkeleton && shownRows && shownRows.length === 0 ? (
        <EmptyState message={empty?.message} action={empty?.action} />
      ) : null}
      {error && rows ? (
        <div className="ls-after-table">
          <ErrorState error={error} onRetry={onRetry} />
        </div>
      ) : null}
      <ListPagination
        rowCount={shownRows?.length}
        total={total}
        pageInfo={pageInfo}
        list={list}
        isLoading={showSkeleton}
      />
    </div>
  );
}

/** A small "Clear search and filters" action for empty states of filtered lists. */
export function ClearFiltersButton({ onClick }: { onClick: () => void }) {
  const { t } = useCommonTranslation();
  return (
    <Button onClick={onClick} variant="outlined">
      {t('table.clearFilters')}
    </Button>
  );
}
