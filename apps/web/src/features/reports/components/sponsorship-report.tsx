// /edrocks/reports/sponsorship: who sponsors whom in the year. First the places still free per
// village over every student of the filters (a sentence with the totals, and a chart of the
// villages with the most free places with its numbers beside it); then a page of the current
// sponsorships, sorted on the server. Year, school, village, search, sort and page live in the
// address; the filtered report exports (CSV, Excel) and prints. Admins see their places.
import Box from '@mui/material/Box';
import { SPONSORSHIP_REPORT_SORT_FIELDS } from '@portal/shared';
import { FilterSelect, useListUrlState } from '../../../components/data-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import {
  ReportEmpty,
  ReportPage,
  reportNarrowing,
  useReportFilters,
} from '../../../components/report';
import { exportSponsorshipReport } from '../api/export-sponsorship-report';
import { useSponsorshipReport } from '../api/get-sponsorship-report';
import { useYears } from '../api/get-years';
import { useReportsTranslation } from '../i18n';
import { PlacesChart } from './places-chart';
import { useReportPageLabels } from './report-labels';
import { SponsorshipTable } from './sponsorship-table';

const FILTERS = ['periodId', 'schoolId', 'villageId'] as const;

export function SponsorshipReport() {
  const { t } = useReportsTranslation();
  const labels = useReportPageLabels();
  const list = useListUrlState({ sortFields: SPONSORSHIP_REPORT_SORT_FIELDS, filters: FILTERS });
  const report = useSponsorshipReport(list.query);
  const years = useYears();
  const filters = useReportFilters(list.filters.periodId, years.data?.items);
  const narrowing = reportNarrowing(list, ['schoolId', 'villageId']);

  const data = report.data;
  const year = data?.year ?? null;
  const caption = t('sponsorship.caption', { year: year?.name ?? '' });

  let content;
  if (!data || !year) {
    content = <EmptyState message={t('common.noYear')} />;
  } else {
    content = (
      <>
        <PlacesChart places={data.places} />
        <Box data-print-break>
          {data.items.length === 0 ? (
            <ReportEmpty
              caption={caption}
              message={narrowing.isNarrowed ? t('sponsorship.noMatch') : t('sponsorship.empty')}
              onClear={narrowing.isNarrowed ? narrowing.clear : undefined}
            />
          ) : (
            <SponsorshipTable
              caption={caption}
              rows={data.items}
              sort={list.sort}
              order={list.order}
              onSort={(field) => list.setSort(field)}
              isBusy={report.isFetching}
            />
          )}
        </Box>
      </>
    );
  }

  return (
    <Box data-testid="sponsorship-report">
      <ReportPage
        labels={labels}
        list={list}
        filters={filters}
        moreFilters={
          <FilterSelect
            name="villageId"
            label={t('common.village')}
            value={list.filters.villageId}
            onChange={(value) => list.setFilter('villageId', value)}
            options={filters.villageOptions}
          />
        }
        printedFilters={[
          filters.villageOptions.find((option) => option.value === list.filters.villageId)?.label,
        ]}
        yearName={year?.name}
        download={(fileFormat) => exportSponsorshipReport(list.exportQuery, fileFormat)}
        fileName={t('sponsorship.fileName')}
        report={report}
        hasPaging={Boolean(year) || !data}
      >
        {content}
      </ReportPage>
    </Box>
  );
}
