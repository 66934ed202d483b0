// Building blocks of every list screen. See list-page.tsx for the layout, use-list-url-state.ts
// for the URL-held state, data-table.tsx for the table, list-pagination.tsx for its paging
// (drawn by table-pager.tsx), export-menu.tsx for CSV/Excel.
export { ListPage } from './list-page';
export { ListScreen } from './list-screen';
export type { ListScreenFilter, ListScreenNewAction, ListResult } from './list-screen';
export { DataTable, avatarColumn, ClearFiltersButton } from './data-table';
export type { DataTableColumn, DataTableProps, DataTablePaging } from './data-table';
export { ExportMenu } from './export-menu';
export { ListPagination } from './list-pagination';
export type { ListPagingState, PageInfo } from './list-pagination';
export { TablePager } from './table-pager';
export type { TablePagerProps, PagerButton } from './table-pager';
export {
  SearchBox,
  FilterSelect,
  useYesNoOptions,
  placeOption,
  recordFilter,
} from './list-filters';
export type { FilterOption } from './list-filters';
export {
  useListUrlState,
  readListQuery,
  readListApiQuery,
  PAGE_SIZE_OPTIONS,
  SEARCH_DEBOUNCE_MS,
} from './use-list-url-state';
export type {
  ListUrlState,
  ListUrlStateConfig,
  ListQuery,
  ListApiQuery,
  ListExportQuery,
  SortOrder,
} from './use-list-url-state';
