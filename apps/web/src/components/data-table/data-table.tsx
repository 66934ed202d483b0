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
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import Button from '@mui/material/Button';
import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { DataTableHead } from './data-table-head';
import { PART, type DataTableColumn, type DataTablePaging } from './data-table-model';
import { DataTableRow, LoadingRows } from './data-table-rows';
import { ListPagination, type PageInfo } from './list-pagination';
import { useProgressiveRows } from './use-progressive-rows';
import { initialsOfFullName } from '../../lib/initials';
import { PlainAvatar } from '../plain-avatar';
import visuallyHidden from '@mui/utils/visuallyHidden';

export type { PageInfo };
export type { DataTableColumn, DataTablePaging };

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
  const { shownRows, rowLimit } = useProgressiveRows(rows);

  if (error && !rows) {
    return <ErrorState error={error} onRetry={onRetry} />;
  }

  const showSkeleton = !shownRows && (isLoading || rows !== undefined);

  return (
    <div data-testid="data-table">
      <div className="ls-table">
        <table aria-label={label} aria-busy={isLoading || undefined}>
          <DataTableHead columns={columns} list={list} />
          {/* Keyed by state: the rows replace the placeholders in one step, rather than cell by
              cell where a row's id matches a placeholder's key. */}
          <tbody key={showSkeleton ? 'loading' : 'rows'}>
            {showSkeleton ? (
              <LoadingRows columns={columns} />
            ) : (
              (shownRows ?? [])
                .slice(0, rowLimit)
                .map((row) => (
                  <DataTableRow
                    key={getRowId(row)}
                    row={row}
                    columns={columns}
                    href={getRowHref?.(row)}
                    onOpen={(href) => void navigate(href)}
                  />
                ))
            )}
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
