// /edrocks/attendance: who attended each of the year's ten meetings. First the attendance per
// meeting over every sponsor of the filters, as a chart with its numbers beside it; then a page
// of sponsors with a cell per meeting (by code, by hand, absent, upcoming, not scheduled) and the
// meetings attended of ten. Year, school and search live in the address; the filtered report
// exports (CSV, Excel) and prints. Admins see the sponsors of their schools.
import Box from '@mui/material/Box';
import { LEADERSHIP_REPORT_SORT_FIELDS } from '@portal/shared';
import { useListUrlState } from '../../../components/data-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import {
  ReportEmpty,
  ReportPage,
  reportNarrowing,
  useReportFilters,
} from '../../../components/report';
import { exportAttendanceReport } from '../api/export-attendance-report';
import { useAttendanceReport } from '../api/get-attendance-report';
import { useYears } from '../api/get-years';
import { useLeadershipReportsTranslation } from '../i18n';
import { AttendanceLegend } from './attendance-cell';
import { AttendanceChart } from './attendance-chart';
import { AttendanceGrid } from './attendance-grid';
import { useReportPageLabels } from './report-labels';

const FILTERS = ['periodId', 'schoolId'] as const;

export function AttendanceReport() {
  const { t } = useLeadershipReportsTranslation();
  const labels = useReportPageLabels();
  const list = useListUrlState({ sortFields: LEADERSHIP_REPORT_SORT_FIELDS, filters: FILTERS });
  const report = useAttendanceReport(list.query);
  const years = useYears();
  const filters = useReportFilters(list.filters.periodId, years.data?.items);
  const narrowing = reportNarrowing(list, ['schoolId']);

  const data = report.data;
  const year = data?.year ?? null;
  const caption = year
    ? t('attendance.caption', { year: year.name })
    : t('attendance.captionNoYear');

  return (
    <Box data-testid="attendance-report">
      <ReportPage
        labels={labels}
        list={list}
        filters={filters}
        yearName={year?.name}
        download={(fileFormat) => exportAttendanceReport(list.exportQuery, fileFormat)}
        fileName={t('attendance.fileName')}
        report={report}
        hasPaging={Boolean(year) || !data}
      >
        {!data || !year ? (
          <EmptyState message={t('reports.noYear')} />
        ) : (
          <>
            <AttendanceChart perMeeting={data.perMeeting} yearName={year.name} />
            <Box data-print-break>
              <AttendanceLegend />
              {data.items.length === 0 ? (
                <ReportEmpty
                  caption={caption}
                  message={narrowing.isNarrowed ? t('reports.noMatch') : t('reports.empty')}
                  onClear={narrowing.isNarrowed ? narrowing.clear : undefined}
                />
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
        )}
      </ReportPage>
    </Box>
  );
}
