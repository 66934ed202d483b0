// /edrocks/reports/letters: the year's letters per number and direction (the sponsor's letter N
// to the student, the student's answer N), how many were sent, are in review, are late and are
// due soon, with the totals over the filters, a chart of the first three per letter and the table
// with the numbers, then the letters sent per month (chart and table).
// Year, the sponsors' school, the students' village, the direction, search (a title), order and
// page live in the address; the filtered report exports (CSV, Excel) and prints. Admins see the
// letters of their students' villages and sponsors' schools.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LETTER_WRITERS, LETTERS_REPORT_SORT_FIELDS } from '@portal/shared';
import { FilterSelect, useListUrlState, type SortOrder } from '../../../components/data-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import {
  ReportEmpty,
  ReportPage,
  reportNarrowing,
  useReportFilters,
} from '../../../components/report';
import { useFormat } from '../../../lib/format';
import { exportLettersReport } from '../api/export-letters-report';
import { useLettersReport } from '../api/get-letters-report';
import { useYears } from '../api/get-years';
import { useReportsTranslation } from '../i18n';
import { LettersChart } from './letters-chart';
import { LettersPerMonth } from './letters-per-month';
import { LettersTable } from './letters-table';
import { useReportPageLabels } from './report-labels';

const FILTERS = ['periodId', 'schoolId', 'villageId', 'writer'] as const;

export function LettersReport() {
  const { t } = useReportsTranslation();
  const labels = {
    ...useReportPageLabels(),
    search: t('letters.search'),
    school: t('letters.sponsorSchool'),
  };
  const list = useListUrlState({ sortFields: LETTERS_REPORT_SORT_FIELDS, filters: FILTERS });
  const report = useLettersReport(list.query);
  const years = useYears();
  const filters = useReportFilters(list.filters.periodId, years.data?.items);
  const narrowing = reportNarrowing(list, ['schoolId', 'villageId', 'writer']);
  const writerOptions = LETTER_WRITERS.map((writer) => ({
    value: writer,
    label: t(`letters.directions.${writer}`),
  }));
  const data = report.data;
  const year = data?.year ?? null;
  return (
    <Box data-testid="letters-report">
      <ReportPage
        labels={labels}
        list={list}
        filters={filters}
        moreFilters={
          <>
            <FilterSelect
              name="villageId"
              label={t('letters.studentVillage')}
              value={list.filters.villageId}
              onChange={(value) => list.setFilter('villageId', value)}
              options={filters.villageOptions}
            />
            <FilterSelect
              name="writer"
              label={t('letters.direction')}
              value={list.filters.writer}
              onChange={(value) => list.setFilter('writer', value)}
              options={writerOptions}
            />
          </>
        }
        printedFilters={[
          filters.villageOptions.find((option) => option.value === list.filters.villageId)?.label,
          writerOptions.find((option) => option.value === list.filters.writer)?.label,
        ]}
        yearName={year?.name}
        download={(fileFormat) => exportLettersReport(list.exportQuery, fileFormat)}
        fileName={t('letters.fileName')}
        report={report}
        intro={
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('letters.definition')}
          </Typography>
        }
        hasPaging={Boolean(year) || !data}
      >
        <LettersContent
          report={report}
          narrowing={narrowing}
          order={list.order}
          onSort={() => list.setSort('letter')}
        />
      </ReportPage>
    </Box>
  );
}

/** The loaded report: no year, or the totals, the chart and the rows (none, and why). */
function LettersContent({
  report,
  narrowing,
  order,
  onSort,
}: {
  report: ReturnType<typeof useLettersReport>;
  narrowing: ReturnType<typeof reportNarrowing>;
  order: SortOrder;
  onSort: () => void;
}) {
  const { t } = useReportsTranslation();
  const format = useFormat();
  const data = report.data;
  if (!data?.year) return <EmptyState message={t('common.noYear')} />;
  const caption = t('letters.caption', { year: data.year.name });
  if (data.items.length === 0)
    return (
      <ReportEmpty
        caption={caption}
        message={narrowing.isNarrowed ? t('letters.noMatch') : t('letters.empty')}
        onClear={narrowing.isNarrowed ? narrowing.clear : undefined}
      />
    );
  return (
    <>
      <Typography component="p" variant="subtitle1" sx={{ mb: 2 }} data-testid="letters-totals">
        {t('letters.totals', {
          sent: format.number(data.totals.sent),
          inReview: format.number(data.totals.inReview),
          late: format.number(data.totals.late),
          due: format.number(data.totals.due),
        })}
      </Typography>
      <LettersChart rows={data.items} />
      <Box data-print-break>
        <LettersTable
          caption={caption}
          rows={data.items}
          order={order}
          onSort={onSort}
          isBusy={report.isFetching}
        />
      </Box>
      <Box data-print-break sx={{ mt: 3 }}>
        <LettersPerMonth months={data.perMonth} year={data.year.name} />
      </Box>
    </>
  );
}
