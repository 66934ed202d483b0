// The frame of a report screen (the document status grid, the attendance and completion
// reports), inside the screen's own box: the controls (the search, the year and school filters
// and the screen's own, Export, Print and the screen's primary action), the filters in one line
// that shows only on paper, the report once it has loaded (until then an error with "Try again",
// or a skeleton), an error of a later load above the paging, and the paging. The strings are the
// screen's own, in `labels`.
//
//   const filters = useReportFilters(list.filters.periodId, years.data?.items);
//   <ReportPage labels={labels} list={list} filters={filters} yearName={report.data?.year?.name}
//     download={(format) => exportAttendanceReport(list.exportQuery, format)} fileName="attendance-report"
//     report={report} intro={<Legend />}>
//     {rows.length > 0 ? <Grid ... /> : <ReportEmpty caption={caption} message={...} onClear={...} />}
//   </ReportPage>
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import type { ExportFormat } from '@portal/shared';
import {
  ClearFiltersButton,
  ExportMenu,
  FilterSelect,
  ListPage,
  ListPagination,
  SearchBox,
  type ListPagingState,
  type ListUrlState,
  type PageInfo,
} from '../data-table';
import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { LoadingSkeleton } from '../feedback/loading-skeleton';
import type { DownloadedFile } from '../../lib/api-client';
import { useFormat } from '../../lib/format';
import { ReportPrintStyles } from './report-print-styles';
import type { ReportFilters } from './use-report-filters';
import { YearFilter } from './year-filter';

export interface ReportPageLabels {
  search: string;
  year: string;
  /** The year select's empty choice (see YearFilter). */
  availableYear: (name: string | undefined) => string;
  school: string;
  print: string;
  /** The end of the line of filters on paper: "Printed on {date}". */
  printedOn: (date: string) => string;
}

/** The part of useListUrlState() a report's frame reads and sets. */
export type ReportListState = Pick<
  ListUrlState<string, 'periodId' | 'schoolId'>,
  'q' | 'searchInput' | 'setSearchInput' | 'filters' | 'setFilter'
> &
  ListPagingState;

/** The report's query: a page of rows, and how loading it went. */
export interface ReportQuery {
  data?: { items: readonly unknown[]; total: number } & PageInfo;
  error: unknown;
  refetch: () => unknown;
}

export function ReportPage({
  labels,
  list,
  filters,
  moreFilters,
  printedFilters = [],
  yearName,
  download,
  fileName,
  primaryAction,
  report,
  intro,
  hasPaging = true,
  children,
}: {
  labels: ReportPageLabels;
  list: ReportListState;
  filters: ReportFilters;
  /** The screen's own filters, after the year and the school. */
  moreFilters?: ReactNode;
  /** How the screen's own filters read on paper (undefined: not set), after the school. */
  printedFilters?: ReadonlyArray<string | undefined>;
  /** The year the report shows, first on paper. */
  yearName: string | undefined;
  /** The export of the filtered report in a format (see ExportMenu). */
  download: (format: ExportFormat) => Promise<DownloadedFile>;
  fileName: string;
  primaryAction?: ReactNode;
  report: ReportQuery;
  /** Above the report, shown while it loads too (a hint, the legend). */
  intro?: ReactNode;
  /** Whether to page (a report without a year has nothing to page through). */
  hasPaging?: boolean;
  /** The loaded report. */
  children: ReactNode;
}) {
  const format = useFormat();
  const printedLine = [
    yearName,
    filters.schoolOptions.find((option) => option.value === list.filters.schoolId)?.label,
    ...printedFilters,
    list.q ? `“${list.q}”` : undefined,
    labels.printedOn(format.date(new Date())),
  ].filter(Boolean);
  const retry = () => void report.refetch();

  let content: ReactNode;
  if (report.data) content = children;
  else if (report.error) content = <ErrorState error={report.error} onRetry={retry} />;
  else content = <LoadingSkeleton lines={5} />;

  return (
    <>
      <ReportPrintStyles />
      <ListPage
        search={
          <SearchBox
            label={labels.search}
            value={list.searchInput}
            onChange={list.setSearchInput}
          />
        }
        filters={
          <ReportFilterFields
            labels={labels}
            list={list}
            filters={filters}
            moreFilters={moreFilters}
          />
        }
        actions={
          <ReportActions download={download} fileName={fileName} printLabel={labels.print} />
        }
        primaryAction={primaryAction}
      >
        <Typography data-print-only variant="body2" sx={{ display: 'none', mb: 1 }}>
          {printedLine.join(' · ')}
        </Typography>
        {intro}
        {content}
        <ReportReloadError report={report} />
        {hasPaging ? <ReportPaging report={report} list={list} /> : null}
      </ListPage>
    </>
  );
}

/** The year, the school and the screen's own filters. */
function ReportFilterFields({
  labels,
  list,
  filters,
  moreFilters,
}: {
  labels: ReportPageLabels;
  list: ReportListState;
  filters: ReportFilters;
  moreFilters?: ReactNode;
}) {
  return (
    <>
      <YearFilter
        choice={filters.year}
        label={labels.year}
        availableLabel={labels.availableYear}
        onChange={(periodId) => list.setFilter('periodId', periodId)}
      />
      <FilterSelect
        name="schoolId"
        label={labels.school}
        value={list.filters.schoolId}
        onChange={(value) => list.setFilter('schoolId', value)}
        options={filters.schoolOptions}
      />
      {moreFilters}
    </>
  );
}

/** Export and print. */
function ReportActions({
  download,
  fileName,
  printLabel,
}: {
  download: (format: ExportFormat) => Promise<DownloadedFile>;
  fileName: string;
  printLabel: string;
}) {
  return (
    <>
      <ExportMenu download={download} fileName={fileName} />
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
        {printLabel}
      </Button>
    </>
  );
}

/** A reload that failed while the last rows stay in view. */
function ReportReloadError({ report }: { report: ReportQuery }) {
  return report.error && report.data ? (
    <Box sx={{ mt: 1 }} data-no-print>
      <ErrorState error={report.error} onRetry={() => void report.refetch()} />
    </Box>
  ) : null;
}

function ReportPaging({ report, list }: { report: ReportQuery; list: ReportListState }) {
  return (
    <Box data-no-print>
      <ListPagination
        rowCount={report.data?.items.length}
        total={report.data?.total}
        pageInfo={report.data}
        list={list}
        isLoading={!report.data}
      />
    </Box>
  );
}

/** A report without rows: its caption, and why. `onClear` (when the search or a filter narrowed
 * it) offers "Clear search and filters". */
export function ReportEmpty({
  caption,
  message,
  onClear,
}: {
  caption: string;
  message: string;
  onClear?: () => void;
}) {
  return (
    <>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {caption}
      </Typography>
      <EmptyState
        message={message}
        action={onClear ? <ClearFiltersButton onClick={onClear} /> : undefined}
      />
    </>
  );
}
