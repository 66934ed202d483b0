// A whole list screen from configuration (UX.md "Lists"): search, filters, export, the "New"
// button, the table, and the empty state that says why there are no rows (nothing yet, or
// nothing matching, with "Clear filters"). A feature's list route gives its columns, filters
// and words; the state lives in the URL (useListUrlState).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ClearFiltersButton, DataTable, type DataTableColumn, type PageInfo } from './data-table';
import { ExportMenu, type ExportMenuProps } from './export-menu';
import { FilterSelect, SearchBox, type FilterOption } from './list-filters';
import { ListPage } from './list-page';
import type { ListUrlState } from './use-list-url-state';

export interface ListScreenFilter<Filter extends string> {
  name: Filter;
  label: string;
  options: FilterOption[];
  /** Filters that depend on this one (a state after its country) and are cleared with it. */
  clears?: Filter[];
}

/** "New ...": a link to a creation screen, or a button that opens a dialog. */
export type ListScreenNewAction = { label: string } & (
  { to: string; onClick?: never } | { onClick: () => void; to?: never }
);

/** What a list query gives back (TanStack Query's result is one). */
export interface ListResult<Row> {
  data?: { items: Row[]; total: number } & PageInfo;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ListScreenProps<Row, Sort extends string, Filter extends string> {
  list: ListUrlState<Sort, Filter>;
  result: ListResult<Row>;
  searchLabel: string;
  filters?: Array<ListScreenFilter<Filter>>;
  /** The export call (the feature's export endpoint) and the file's name (without extension). */
  exportFile?: ExportMenuProps;
  /** Shown only to roles that may write; leave out otherwise. */
  newAction?: ListScreenNewAction | null;
  tableLabel: string;
  columns: Array<DataTableColumn<Row, Sort>>;
  getRowId: (row: Row) => string | number;
  getRowHref?: (row: Row) => string;
  /** Why the list is empty: nothing matches the search and filters, or nothing exists yet. */
  emptyMessages: { noMatch: string; empty: string };
  /** Repeats the "New" button in the empty state, as the next step. */
  offerNewWhenEmpty?: boolean;
  /** Dialogs the screen opens (e.g. the creation dialog). */
  children?: ReactNode;
}

export function ListScreen<Row, Sort extends string, Filter extends string>({
  list,
  result,
  searchLabel,
  filters = [],
  exportFile,
  newAction,
  tableLabel,
  columns,
  getRowId,
  getRowHref,
  emptyMessages,
  offerNewWhenEmpty = false,
  children,
}: ListScreenProps<Row, Sort, Filter>) {
  const primaryAction = newAction ? <NewActionButton newAction={newAction} /> : null;

  return (
    <>
      <ListPage
        search={
          <SearchBox label={searchLabel} value={list.searchInput} onChange={list.setSearchInput} />
        }
        filters={filters.map((filter) => (
          <FilterSelect
            key={filter.name}
            name={filter.name}
            label={filter.label}
            value={list.filters[filter.name]}
            onChange={(value) =>
              filter.clears
                ? list.setFilters({
                    [filter.name]: value,
                    ...Object.fromEntries(filter.clears.map((name) => [name, undefined])),
                  } as Partial<Record<Filter, string | undefined>>)
                : list.setFilter(filter.name, value)
            }
            options={filter.options}
          />
        ))}
        actions={
          exportFile ? (
            <ExportMenu download={exportFile.download} fileName={exportFile.fileName} />
          ) : null
        }
        primaryAction={primaryAction}
      >
        <DataTable
          label={tableLabel}
          columns={columns}
          rows={result.data?.items}
          total={result.data?.total}
          pageInfo={result.data}
          isLoading={result.isFetching}
          error={result.error}
          onRetry={() => void result.refetch()}
          list={list}
          getRowId={getRowId}
          getRowHref={getRowHref}
          empty={
            list.isFiltered
              ? {
                  message: emptyMessages.noMatch,
                  action: <ClearFiltersButton onClick={list.clearSearchAndFilters} />,
                }
              : {
                  message: emptyMessages.empty,
                  action: offerNewWhenEmpty ? primaryAction : undefined,
                }
          }
        />
      </ListPage>
      {children}
    </>
  );
}

function NewActionButton({ newAction }: { newAction: ListScreenNewAction }) {
  return (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      {...(newAction.to
        ? { component: RouterLink, to: newAction.to }
        : { onClick: newAction.onClick })}
    >
      {newAction.label}
    </Button>
  );
}
