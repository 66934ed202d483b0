// /edrocks/leadership_report: per sponsor of the year, meetings attended of 10, assessments
// submitted of 5, letters sent of 4 and the leadership distinction, with what a sponsor still
// lacks for it, and how many of the filters' sponsors hold it. Year, school, distinction and
// search live in the address; the filtered report exports (CSV, Excel) and prints. Each sponsor
// opens their assessments. Admins see the sponsors of their schools.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { LEADERSHIP_REPORT_SORT_FIELDS, type CompletionReportPage } from '@portal/shared';
import { FilterSelect, useListUrlState } from '../../../components/data-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import {
  ReportEmpty,
  ReportPage,
  reportNarrowing,
  useReportFilters,
} from '../../../components/report';
import { useFormat } from '../../../lib/format';
import { exportCompletionReport } from '../api/export-completion-report';
import { useCompletionReport } from '../api/get-completion-report';
import { useYears } from '../api/get-years';
import { useLeadershipReportsTranslation } from '../i18n';
import { CompletionGrid } from './completion-grid';
import { useReportPageLabels } from './report-labels';

const FILTERS = ['periodId', 'schoolId', 'distinction'] as const;

/** "12 of 40 sponsors hold the leadership distinction", and what earns it. */
function DistinctionSummary({ page }: { page: CompletionReportPage }) {
  const { t } = useLeadershipReportsTranslation();
  const format = useFormat();
  return (
    <Box
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
      data-testid="distinction-summary"
    >
      <EmojiEventsOutlined sx={{ color: 'success.main', mt: 0.25 }} aria-hidden />
      <Box>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {page.totalKind === 'atLeast'
            ? t('completion.summaryMoreThan', {
                holders: format.number(page.withDistinction),
                total: format.number(page.total),
              })
            : t('completion.summary', {
                count: page.total,
                holders: format.number(page.withDistinction),
                total: format.number(page.total),
              })}
        </Typography>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('completion.summaryHint', {
            meetings: page.required.meetings,
            assessments: page.required.assessments,
            letters: page.required.letters,
          })}
        </Typography>
      </Box>
    </Box>
  );
}

export function CompletionReport() {
  const { t } = useLeadershipReportsTranslation();
  const labels = useReportPageLabels();
  const list = useListUrlState({ sortFields: LEADERSHIP_REPORT_SORT_FIELDS, filters: FILTERS });
  const report = useCompletionReport(list.query);
  const years = useYears();
  const filters = useReportFilters(list.filters.periodId, years.data?.items);
  const narrowing = reportNarrowing(list, ['schoolId', 'distinction']);

  const data = report.data;
  const year = data?.year ?? null;
  const caption = year
    ? t('completion.caption', { year: year.name })
    : t('completion.captionNoYear');
  const distinctionOptions = [
    { value: 'with', label: t('reports.filters.withDistinction') },
    { value: 'without', label: t('reports.filters.withoutDistinction') },
  ];

  let content;
  if (!data || !year) {
    content = <EmptyState message={t('reports.noYear')} />;
  } else if (data.items.length === 0) {
    content = (
      <ReportEmpty
        caption={caption}
        message={narrowing.isNarrowed ? t('reports.noMatch') : t('reports.empty')}
        onClear={narrowing.isNarrowed ? narrowing.clear : undefined}
      />
    );
  } else {
    content = (
      <>
        <DistinctionSummary page={data} />
        <CompletionGrid
          caption={caption}
          rows={data.items}
          required={data.required}
          periodId={list.filters.periodId}
          order={list.order}
          onSort={() => list.setSort('sponsor')}
          isBusy={report.isFetching}
        />
      </>
    );
  }

  return (
    <Box data-testid="completion-report">
      <ReportPage
        labels={labels}
        list={list}
        filters={filters}
        moreFilters={
          <FilterSelect
            name="distinction"
            label={t('reports.filters.distinction')}
            value={list.filters.distinction}
            onChange={(value) => list.setFilter('distinction', value)}
            options={distinctionOptions}
          />
        }
        printedFilters={[
          distinctionOptions.find((option) => option.value === list.filters.distinction)?.label,
        ]}
        yearName={year?.name}
        download={(fileFormat) => exportCompletionReport(list.exportQuery, fileFormat)}
        fileName={t('completion.fileName')}
        report={report}
        hasPaging={Boolean(year) || !data}
      >
        {content}
      </ReportPage>
    </Box>
  );
}
