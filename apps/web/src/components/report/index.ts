// Building blocks of the report screens (document status, attendance, completion): the frame
// with its controls and paging (report-page.tsx), the year select (year-filter.tsx), the filters
// the address keeps (use-report-filters.ts), the grid's table shell with its sticky first column
// (report-grid.tsx), a cell's symbol with its words (state-mark.tsx), the legend
// (state-legend.tsx) and the print layout (report-print-styles.tsx).
export { ReportPage, ReportEmpty } from './report-page';
export type { ReportPageLabels, ReportListState, ReportQuery } from './report-page';
export { YearFilter, yearChoice } from './year-filter';
export type { YearChoice } from './year-filter';
export { useReportFilters, reportNarrowing } from './use-report-filters';
export type { ReportFilters } from './use-report-filters';
export {
  ReportGrid,
  SortHeaderCell,
  centredCell,
  groupHeadCell,
  headCell,
  stickyFirstColumn,
} from './report-grid';
export { StateMark } from './state-mark';
export type { StateLook } from './state-mark';
export { StateLegend } from './state-legend';
