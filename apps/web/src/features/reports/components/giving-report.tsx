// /edrocks/reports/giving: confirmed gifts to each sponsor's pages in the year and the year
// before, with the totals over the filters, and "Gave: last year but not this year" (LYBUNT).
// Year, school, village, that filter, search, order and page live in the address; the filtered
// report exports (CSV, Excel) and prints. Admins see the gifts of their places.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  SPONSOR_GIVING_SORT_FIELDS,
  type SponsorGivingSortField,
} from '@portal/shared';
import { FilterSelect, useListUrlState, type SortOrder } from '../../../components/data-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import {
  ReportEmpty,
  ReportPage,
  reportNarrowing,
  useReportFilters,
} from '../../../components/report';
import { useFormat } from '../../../lib/format';
import { exportGiving } from '../api/export-giving';
import { useGiving } from '../api/get-giving';
import { useYears } from '../api/get-years';
import { useReportsTranslation } from '../i18n';
import { GivingTable } from './giving-table';
import { useReportPageLabels } from './report-labels';

const FILTERS = ['periodId', 'schoolId', 'villageId', 'lapsed'] as const;

export function GivingReport() {
  const { t } = useReportsTranslation();
  const labels = useReportPageLabels();
  const list = useListUrlState({ sortFields: SPONSOR_GIVING_SORT_FIELDS, filters: FILTERS });
  const report = useGiving(list.query);
  const years = useYears();
  const filters = useReportFilters(list.filters.periodId, years.data?.items);
  const narrowing = reportNarrowing(list, ['schoolId', 'villageId', 'lapsed']);
  const lapsedOptions = [{ value: 'true', label: t('giving.lapsedOption') }];
  const data = report.data;
  const year = data?.year ?? null;
  const caption = t('giving.caption', { year: year?.name ?? '' });
  return (
    <Box data-testid="giving-report">
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
              name="lapsed"
              label={t('giving.lapsed')}
              value={list.filters.lapsed}
              onChange={(value) => list.setFilter('lapsed', value)}
              options={lapsedOptions}
            />
          </>
        }
        printedFilters={[
          filters.villageOptions.find((option) => option.value === list.filters.villageId)?.label,
          list.filters.lapsed ? t('giving.lapsedOption') : undefined,
        ]}
        yearName={year?.name}
        download={(fileFormat) => exportGiving(list.exportQuery, fileFormat)}
        fileName={t('giving.fileName')}
        report={report}
        intro={
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('giving.definition')}
          </Typography>
        }
        hasPaging={Boolean(year) || !data}
      >
        <GivingContent
          report={report}
          caption={caption}
          narrowing={narrowing}
          order={list.order}
          onSort={(field) => list.setSort(field)}
        />
      </ReportPage>
    </Box>
  );
}

/** The loaded report: no year, or the totals and the sponsors (none, and why). */
function GivingContent({
  report,
  caption,
  narrowing,
  order,
  onSort,
}: {
  report: ReturnType<typeof useGiving>;
  caption: string;
  narrowing: ReturnType<typeof reportNarrowing>;
  order: SortOrder;
  onSort: (field: SponsorGivingSortField) => void;
}) {
  const { t } = useReportsTranslation();
  const { language } = useFormat();
  const data = report.data;
  if (!data?.year) return <EmptyState message={t('common.noYear')} />;
  const money = (cents: number) => formatMoney(cents, data.currency, language);
  return (
    <>
      <Typography component="p" variant="subtitle1" sx={{ mb: 2 }} data-testid="giving-totals">
        {t('giving.totals', {
          thisYear: money(data.totals.thisYear.amountCents),
          thisGifts: data.totals.thisYear.gifts,
          lastYear: money(data.totals.lastYear.amountCents),
          lastGifts: data.totals.lastYear.gifts,
        })}
      </Typography>
      {data.items.length === 0 ? (
        <ReportEmpty
          caption={caption}
          message={narrowing.isNarrowed ? t('giving.noMatch') : t('giving.empty')}
          onClear={narrowing.isNarrowed ? narrowing.clear : undefined}
        />
      ) : (
        <GivingTable
          caption={caption}
          rows={data.items}
          currency={data.currency}
          order={order}
          onSort={onSort}
          isBusy={report.isFetching}
        />
      )}
    </>
  );
}
