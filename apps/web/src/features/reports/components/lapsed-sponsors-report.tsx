// /edrocks/reports/lapsed_sponsors: the sponsors of the year before without a current
// sponsorship in the year, with why their last sponsorship ended and their answer to this year's
// recommitment request. Year, school, village, end reason, search, sort and page live in the
// address; the filtered report exports (CSV, Excel) and prints. Admins see the sponsors of their
// schools and of the students of their villages.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  LAPSED_SPONSOR_SORT_FIELDS,
  SPONSORSHIP_END_REASONS,
  type LapsedSponsorSortField,
} from '@portal/shared';
import { FilterSelect, useListUrlState, type SortOrder } from '../../../components/data-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import {
  ReportEmpty,
  ReportPage,
  reportNarrowing,
  useReportFilters,
} from '../../../components/report';
import { exportLapsedSponsors } from '../api/export-lapsed-sponsors';
import { useLapsedSponsors } from '../api/get-lapsed-sponsors';
import { useYears } from '../api/get-years';
import { useReportsTranslation } from '../i18n';
import { LapsedSponsorsTable } from './lapsed-sponsors-table';
import { useReportPageLabels } from './report-labels';

const FILTERS = ['periodId', 'schoolId', 'villageId', 'endReason'] as const;

export function LapsedSponsorsReport() {
  const { t } = useReportsTranslation();
  const labels = useReportPageLabels();
  const list = useListUrlState({ sortFields: LAPSED_SPONSOR_SORT_FIELDS, filters: FILTERS });
  const report = useLapsedSponsors(list.query);
  const years = useYears();
  const filters = useReportFilters(list.filters.periodId, years.data?.items);
  const narrowing = reportNarrowing(list, ['schoolId', 'villageId', 'endReason']);
  const reasonOptions = SPONSORSHIP_END_REASONS.map((reason) => ({
    value: reason,
    label: t(`sponsorshipEndReasons.${reason}`),
  }));
  const year = report.data?.year ?? null;

  return (
    <Box data-testid="lapsed-sponsors-report">
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
              name="endReason"
              label={t('lapsed.endReason')}
              value={list.filters.endReason}
              onChange={(value) => list.setFilter('endReason', value)}
              options={reasonOptions}
            />
          </>
        }
        printedFilters={[
          filters.villageOptions.find((option) => option.value === list.filters.villageId)?.label,
          reasonOptions.find((option) => option.value === list.filters.endReason)?.label,
        ]}
        yearName={year?.name}
        download={(fileFormat) => exportLapsedSponsors(list.exportQuery, fileFormat)}
        fileName={t('lapsed.fileName')}
        report={report}
        intro={
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('lapsed.definition')}
          </Typography>
        }
        hasPaging={Boolean(report.data?.previousYear) || !report.data}
      >
        <LapsedContent
          report={report}
          narrowing={narrowing}
          sort={list.sort}
          order={list.order}
          onSort={(field) => list.setSort(field)}
        />
      </ReportPage>
    </Box>
  );
}

/** The loaded report: no year, no year before, no sponsor (and why), or the table. */
function LapsedContent({
  report,
  narrowing,
  sort,
  order,
  onSort,
}: {
  report: ReturnType<typeof useLapsedSponsors>;
  narrowing: ReturnType<typeof reportNarrowing>;
  sort: LapsedSponsorSortField;
  order: SortOrder;
  onSort: (field: LapsedSponsorSortField) => void;
}) {
  const { t } = useReportsTranslation();
  const data = report.data;
  if (!data?.year) return <EmptyState message={t('common.noYear')} />;
  if (!data.previousYear) return <EmptyState message={t('lapsed.noPrevious')} />;
  const caption = t('lapsed.caption', { previous: data.previousYear.name, year: data.year.name });
  if (data.items.length === 0)
    return (
      <ReportEmpty
        caption={caption}
        message={narrowing.isNarrowed ? t('lapsed.noMatch') : t('lapsed.empty')}
        onClear={narrowing.isNarrowed ? narrowing.clear : undefined}
      />
    );
  return (
    <LapsedSponsorsTable
      caption={caption}
      rows={data.items}
      sort={sort}
      order={order}
      onSort={onSort}
      isBusy={report.isFetching}
    />
  );
}
