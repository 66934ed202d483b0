// /edrocks/reports/students_waiting: the year's active students without a current sponsor,
// longest waiting first, with the days each has waited (from the latest of their registration,
// the end of their last sponsorship and the year's first day: said under the filters). Year,
// school, village, "waiting at least", search, sort and page live in the address; the filtered
// report exports (CSV, Excel) and prints. Admins see the students of their places.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WAITING_STUDENT_SORT_FIELDS, type WaitingStudentSortField } from '@portal/shared';
import { FilterSelect, useListUrlState, type SortOrder } from '../../../components/data-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import {
  ReportEmpty,
  ReportPage,
  reportNarrowing,
  useReportFilters,
} from '../../../components/report';
import { exportWaitingStudents } from '../api/export-waiting-students';
import { useWaitingStudents } from '../api/get-waiting-students';
import { useYears } from '../api/get-years';
import { useReportsTranslation } from '../i18n';
import { useReportPageLabels } from './report-labels';
import { WaitingStudentsTable } from './waiting-students-table';

const FILTERS = ['periodId', 'schoolId', 'villageId', 'minDays'] as const;
/** The "waiting at least" choices, in days: a month, a quarter, half a year, a year. */
const MIN_DAYS = [30, 90, 180, 365] as const;

export function WaitingStudentsReport() {
  const { t } = useReportsTranslation();
  const labels = useReportPageLabels();
  const list = useListUrlState({ sortFields: WAITING_STUDENT_SORT_FIELDS, filters: FILTERS });
  const report = useWaitingStudents(list.query);
  const years = useYears();
  const filters = useReportFilters(list.filters.periodId, years.data?.items);
  const narrowing = reportNarrowing(list, ['schoolId', 'villageId', 'minDays']);
  const minDaysOptions = MIN_DAYS.map((days) => ({
    value: String(days),
    label: t('waiting.minDaysOption', { count: days }),
  }));

  const data = report.data;
  const year = data?.year ?? null;
  const caption = t('waiting.caption', { year: year?.name ?? '' });

  return (
    <Box data-testid="waiting-students-report">
      <ReportPage
        labels={labels}
        list={list}
        filters={filters}
        moreFilters={
          <>
            <FilterSelect
              name="villageId"
              label={t('common.village')}
              value={list.filters.villageId}
              onChange={(value) => list.setFilter('villageId', value)}
              options={filters.villageOptions}
            />
            <FilterSelect
              name="minDays"
              label={t('waiting.minDays')}
              value={list.filters.minDays}
              onChange={(value) => list.setFilter('minDays', value)}
              options={minDaysOptions}
            />
          </>
        }
        printedFilters={[
          filters.villageOptions.find((option) => option.value === list.filters.villageId)?.label,
          minDaysOptions.find((option) => option.value === list.filters.minDays)?.label,
        ]}
        yearName={year?.name}
        download={(fileFormat) => exportWaitingStudents(list.exportQuery, fileFormat)}
        fileName={t('waiting.fileName')}
        report={report}
        intro={
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('waiting.definition')}
          </Typography>
        }
        hasPaging={Boolean(year) || !data}
      >
        <WaitingContent
          report={report}
          caption={caption}
          narrowing={narrowing}
          sort={list.sort}
          order={list.order}
          onSort={(field) => list.setSort(field)}
        />
      </ReportPage>
    </Box>
  );
}

/** The loaded report: no year, no student (and why), or the table. */
function WaitingContent({
  report,
  caption,
  narrowing,
  sort,
  order,
  onSort,
}: {
  report: ReturnType<typeof useWaitingStudents>;
  caption: string;
  narrowing: ReturnType<typeof reportNarrowing>;
  sort: WaitingStudentSortField;
  order: SortOrder;
  onSort: (field: WaitingStudentSortField) => void;
}) {
  const { t } = useReportsTranslation();
  const data = report.data;
  if (!data?.year) return <EmptyState message={t('common.noYear')} />;
  if (data.items.length === 0)
    return (
      <ReportEmpty
        caption={caption}
        message={narrowing.isNarrowed ? t('waiting.noMatch') : t('waiting.empty')}
        onClear={narrowing.isNarrowed ? narrowing.clear : undefined}
      />
    );
  return (
    <WaitingStudentsTable
      caption={caption}
      rows={data.items}
      sort={sort}
      order={order}
      onSort={onSort}
      isBusy={report.isFetching}
    />
  );
}
