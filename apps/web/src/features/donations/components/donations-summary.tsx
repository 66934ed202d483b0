// /edrocks/donations_summary ("Donations total report", super and global admins): confirmed
// gifts totalled by year, school, sponsor or student (one grouping at a time), as a bar chart
// (loaded only here) with the numbers beside it in a table; year and school filters and the
// grouping live in the address; export (CSV, Excel) and print.
import { lazy, Suspense, useId } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { formatMoney, type DonationSummaryRow, type Language } from '@portal/shared';
import { ExportMenu, FilterSelect, ListPage, placeOption } from '../../../components/data-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { YearFilter, yearChoice } from '../../../components/report';
import { ReportPrintStyles } from '../../../components/report/report-print-styles';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLists } from '../../../lib/get-lists';
import { exportDonationSummary } from '../api/export-donation-summary';
import { useDonationSummary } from '../api/get-donation-summary';
import { useYears } from '../api/get-years';
import { useDonationsTranslation } from '../i18n';

const SummaryChart = lazy(() => import('./summary-chart'));

export const SUMMARY_GROUPS = ['byYear', 'bySchool', 'bySponsor', 'byStudent'] as const;
export type SummaryGroup = (typeof SUMMARY_GROUPS)[number];
/** The chart shows the largest rows; the table has every one. */
export const CHART_ROWS = 15;

function isGroup(value: string | null): value is SummaryGroup {
  return SUMMARY_GROUPS.includes(value as SummaryGroup);
}

export function DonationsSummary() {
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  const [params, setParams] = useSearchParams();
  const periodId = params.get('periodId') ?? undefined;
  const schoolId = params.get('schoolId') ?? undefined;
  const groupParam = params.get('by');
  const group: SummaryGroup = isGroup(groupParam) ? groupParam : 'bySchool';
  const query = { ...(periodId ? { periodId } : {}), ...(schoolId ? { schoolId } : {}) };
  const summary = useDonationSummary(query);
  const years = useYears();
  const lookups = useLists();
  const year = yearChoice(years.data?.items, periodId);
  const tableId = useId();

  const set = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  const groupLabel = t(`donations.summary.${group}`);
  const data = summary.data;
  const rows: DonationSummaryRow[] = data ? data[group] : [];
  const money = (cents: number) => formatMoney(cents, data?.currency ?? 'USD', language);
  const nameOf = (row: DonationSummaryRow) => row.name ?? t('donations.programme');
  const schoolName = (lookups.data?.schools ?? []).find((s) => String(s.id) === schoolId)?.name;

  let content;
  if (data) {
    content =
      rows.length === 0 ? (
        <EmptyState message={t('donations.summary.empty')} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) auto' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <Box
            role="img"
            aria-label={t('donations.summary.chartAlt', {
              group: groupLabel.toLowerCase(),
              total: money(data.total.amountCents),
            })}
            sx={{ minWidth: 0 }}
            data-testid="summary-chart"
          >
            <Suspense fallback={<Skeleton variant="rectangular" height={300} />}>
              <SummaryChart
                labels={rows.slice(0, CHART_ROWS).map(nameOf)}
                values={rows.slice(0, CHART_ROWS).map((row) => row.amountCents / 100)}
                format={(units) => money(Math.round(units * 100))}
              />
            </Suspense>
            {rows.length > CHART_ROWS ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('donations.summary.more', { count: CHART_ROWS })}
              </Typography>
            ) : null}
          </Box>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={tableId} data-testid="summary-table">
              <caption id={tableId} style={{ captionSide: 'top', textAlign: 'left' }}>
                {t('donations.summary.tableLabel', { group: groupLabel.toLowerCase() })}
              </caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th">{groupLabel}</TableCell>
                  <TableCell align="right">{t('donations.summary.count')}</TableCell>
                  <TableCell align="right">{t('donations.summary.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id ?? 'programme'}>
                    <TableCell component="th" scope="row">
                      {nameOf(row)}
                    </TableCell>
                    <TableCell align="right">{formatNumber(row.count, language)}</TableCell>
                    <TableCell align="right">{money(row.amountCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              {group === 'byYear' ? null : (
                <TableFooter>
                  <TableRow>
                    <TableCell component="th" scope="row">
                      {t('donations.summary.allTotal')}
                    </TableCell>
                    <TableCell align="right">{formatNumber(data.total.count, language)}</TableCell>
                    <TableCell align="right">{money(data.total.amountCents)}</TableCell>
                  </TableRow>
                </TableFooter>
              )}
            </Table>
          </TableContainer>
        </Box>
      );
  } else if (summary.error) {
    content = <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  } else {
    content = <LoadingSkeleton lines={6} />;
  }

  return (
    <Box data-testid="donations-summary">
      <ReportPrintStyles />
      <ListPage
        filters={
          <>
            <YearFilter
              choice={year}
              label={t('donations.fields.year')}
              availableLabel={(name) =>
                name
                  ? t('donations.summary.availableYear', { year: name })
                  : t('donations.summary.availableYearUnknown')
              }
              onChange={(value) => set('periodId', value)}
            />
            <FilterSelect
              name="schoolId"
              label={t('donations.fields.school')}
              value={schoolId}
              onChange={(value) => set('schoolId', value)}
              options={(lookups.data?.schools ?? []).map(placeOption)}
            />
            <FilterSelect
              name="by"
              label={t('donations.summary.by')}
              value={group === 'bySchool' ? undefined : group}
              allLabel={t('donations.summary.bySchool')}
              onChange={(value) => set('by', value)}
              options={SUMMARY_GROUPS.filter((g) => g !== 'bySchool').map((g) => ({
                value: g,
                label: t(`donations.summary.${g}`),
              }))}
            />
          </>
        }
        actions={
          <>
            <ExportMenu
              download={(format) => exportDonationSummary(query, format)}
              fileName={t('donations.summary.fileName')}
            />
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {t('donations.summary.print')}
            </Button>
          </>
        }
      >
        <Typography data-print-only variant="body2" sx={{ display: 'none', mb: 1 }}>
          {[
            data?.year?.name,
            schoolName,
            groupLabel,
            t('donations.summary.printedOn', { date: formatDate(new Date(), language) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('donations.summary.chartTitle', { group: groupLabel.toLowerCase() })}
          {data?.year ? ` · ${data.year.name}` : ''}
        </Typography>
        {content}
      </ListPage>
    </Box>
  );
}
