// /edrocks/attendance: who attended each of the year's ten meetings. First the attendance per
// meeting over every sponsor of the filters, as a chart with its numbers beside it; then a page
// of sponsors with a cell per meeting (by code, by hand, absent, upcoming, not scheduled) and the
// meetings attended of ten. Year, school and search live in the address; the filtered report
// exports (CSV, Excel) and prints. Admins see the sponsors of their schools.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { LEADERSHIP_REPORT_SORT_FIELDS } from '@portal/shared';
import {
  ClearFiltersButton,
  ExportMenu,
  FilterSelect,
  ListPage,
  ListPagination,
  SearchBox,
  useListUrlState,
} from '../../../components/data-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useFormat } from '../../../lib/format';
import { exportAttendanceReport } from '../api/export-attendance-report';
import { useAttendanceReport } from '../api/get-attendance-report';
import { useLeadershipReportsTranslation } from '../i18n';
import { AttendanceChart } from './attendance-chart';
import { AttendanceGrid } from './attendance-grid';
import { AttendanceLegend } from './attendance-legend';
import { PrintStyles } from './print-styles';
import { useReportFilters } from './use-report-filters';

const FILTERS = ['periodId', 'schoolId'] as const;

export function AttendanceReport() {
  const { t } = useLeadershipReportsTranslation();
  const format = useFormat();
  const list = useListUrlState({ sortFields: LEADERSHIP_REPORT_SORT_FIELDS, filters: FILTERS });
  const report = useAttendanceReport(list.query);
  const filters = useReportFilters(list.filters.periodId);

  const data = report.data;
  const year = data?.year ?? null;
  const caption = year
    ? t('attendance.caption', { year: year.name })
    : t('attendance.captionNoYear');
  const isNarrowed = Boolean(list.q) || Boolean(list.filters.schoolId);

  function clearNarrowing() {
    list.setSearchInput('');
    list.setFilters({ schoolId: undefined });
  }

  const printedFilters = [
    year?.name,
    filters.schoolOptions.find((option) => option.value === list.filters.schoolId)?.label,
    list.q ? `“${list.q}”` : undefined,
  ].filter(Boolean);

  let content;
  if (!data) {
    content = report.error ? (
      <ErrorState error={report.error} onRetry={() => void report.refetch()} />
    ) : (
      <LoadingSkeleton lines={5} />
    );
  } else if (!year) {
    content = <EmptyState message={t('reports.noYear')} />;
  } else {
    content = (
      <>
        <AttendanceChart perMeeting={data.perMeeting} yearName={year.name} />
        <Box data-print-break>
          <AttendanceLegend />
          {data.items.length === 0 ? (
            <>
              <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {caption}
              </Typography>
              {isNarrowed ? (
                <EmptyState
                  message={t('reports.noMatch')}
                  action={<ClearFiltersButton onClick={clearNarrowing} />}
                />
              ) : (
                <EmptyState message={t('reports.empty')} />
              )}
            </>
          ) : (
            <AttendanceGrid
              caption={caption}
              rows={data.items}
              order={list.order}
              onSort={() => list.setSort('sponsor')}
              isBusy={report.isFetching}
            />
          )}
        </Box>
      </>
    );
  }

  return (
    <Box data-testid="attendance-report">
      <PrintStyles />
      <ListPage
        search={
          <SearchBox
            label={t('reports.search')}
            value={list.searchInput}
            onChange={list.setSearchInput}
          />
        }
        filters={
          <>
            <FilterSelect
              name="periodId"
              label={t('reports.filters.year')}
              value={filters.yearValue}
              onChange={(value) => list.setFilter('periodId', filters.toPeriodId(value))}
              options={filters.yearOptions}
              allLabel={
                filters.available
                  ? t('reports.filters.availableYear', { year: filters.available.name })
                  : t('reports.filters.availableYearUnknown')
              }
            />
            <FilterSelect
              name="schoolId"
              label={t('reports.filters.school')}
              value={list.filters.schoolId}
              onChange={(value) => list.setFilter('schoolId', value)}
              options={filters.schoolOptions}
            />
          </>
        }
        actions={
          <>
            <ExportMenu
              download={(fileFormat) => exportAttendanceReport(list.exportQuery, fileFormat)}
              fileName={t('attendance.fileName')}
            />
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {t('reports.print')}
            </Button>
          </>
        }
      >
        <Typography data-print-only variant="body2" sx={{ display: 'none', mb: 1 }}>
          {[...printedFilters, t('reports.printedOn', { date: format.date(new Date()) })].join(
            ' · ',
          )}
        </Typography>
        {content}
        {report.error && data ? (
          <Box sx={{ mt: 1 }} data-no-print>
            <ErrorState error={report.error} onRetry={() => void report.refetch()} />
          </Box>
        ) : null}
        {year || !data ? (
          <Box data-no-print>
            <ListPagination
              rowCount={data?.items.length}
              total={data?.total}
              pageInfo={data}
              list={list}
              isLoading={!data}
            />
          </Box>
        ) : null}
      </ListPage>
    </Box>
  );
}
