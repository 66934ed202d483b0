// /edrocks/leadership_report: per sponsor of the year, meetings attended of 10, assessments
// submitted of 5, letters sent of 4 and the leadership distinction, with what a sponsor still
// lacks for it, and how many of the filters' sponsors hold it. Year, school, distinction and
// search live in the address; the filtered report exports (CSV, Excel) and prints. Each sponsor
// opens their assessments. Admins see the sponsors of their schools.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import PrintIcon from '@mui/icons-material/Print';
import { LEADERSHIP_REPORT_SORT_FIELDS, type CompletionReportPage } from '@portal/shared';
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
import { exportCompletionReport } from '../api/export-completion-report';
import { useCompletionReport } from '../api/get-completion-report';
import { useLeadershipReportsTranslation } from '../i18n';
import { CompletionGrid } from './completion-grid';
import { PrintStyles } from './print-styles';
import { useReportFilters } from './use-report-filters';

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
  const format = useFormat();
  const list = useListUrlState({ sortFields: LEADERSHIP_REPORT_SORT_FIELDS, filters: FILTERS });
  const report = useCompletionReport(list.query);
  const filters = useReportFilters(list.filters.periodId);

  const data = report.data;
  const year = data?.year ?? null;
  const caption = year
    ? t('completion.caption', { year: year.name })
    : t('completion.captionNoYear');
  const isNarrowed =
    Boolean(list.q) || Boolean(list.filters.schoolId) || Boolean(list.filters.distinction);
  const distinctionOptions = [
    { value: 'with', label: t('reports.filters.withDistinction') },
    { value: 'without', label: t('reports.filters.withoutDistinction') },
  ];

  function clearNarrowing() {
    list.setSearchInput('');
    list.setFilters({ schoolId: undefined, distinction: undefined });
  }

  const printedFilters = [
    year?.name,
    filters.schoolOptions.find((option) => option.value === list.filters.schoolId)?.label,
    distinctionOptions.find((option) => option.value === list.filters.distinction)?.label,
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
  } else if (data.items.length === 0) {
    content = (
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
            <FilterSelect
              name="distinction"
              label={t('reports.filters.distinction')}
              value={list.filters.distinction}
              onChange={(value) => list.setFilter('distinction', value)}
              options={distinctionOptions}
            />
          </>
        }
        actions={
          <>
            <ExportMenu
              download={(fileFormat) => exportCompletionReport(list.exportQuery, fileFormat)}
              fileName={t('completion.fileName')}
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
