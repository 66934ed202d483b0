// /edrocks/donations_summary ("Donations total report", super and global admins): confirmed
// gifts totalled by year, school, sponsor or student (one grouping at a time), as a bar chart
// (loaded only here) with the numbers beside it in a table; year and school filters and the
// grouping live in the address; export (CSV, Excel) and print.
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { formatMoney, type DonationSummaryRow, type Language } from '@portal/shared';
import { ExportMenu, FilterSelect, ListPage, placeOption } from '../../../components/data-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { YearFilter, yearChoice } from '../../../components/report';
import { ReportPrintStyles } from '../../../components/report/report-print-styles';
import { formatDate } from '../../../lib/format';
import { useLists } from '../../../lib/get-lists';
import { exportDonationSummary } from '../api/export-donation-summary';
import { useDonationSummary } from '../api/get-donation-summary';
import { useYears } from '../api/get-years';
import { useDonationsTranslation } from '../i18n';
import { SummaryResults } from './summary-results';

const SUMMARY_GROUPS = ['byYear', 'bySchool', 'bySponsor', 'byStudent'] as const;
type SummaryGroup = (typeof SUMMARY_GROUPS)[number];

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
  const lookups = useLists();

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

  return (
    <Box data-testid="donations-summary">
      <ReportPrintStyles />
      <ListPage
        filters={
          <SummaryFilters periodId={periodId} schoolId={schoolId} group={group} onChange={set} />
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
        {data ? (
          rows.length === 0 ? (
            <EmptyState message={t('donations.summary.empty')} />
          ) : (
            <SummaryResults
              data={data}
              rows={rows}
              groupLabel={groupLabel}
              hasTotalRow={group !== 'byYear'}
              money={money}
              nameOf={nameOf}
            />
          )
        ) : summary.error ? (
          <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
        ) : (
          <LoadingSkeleton lines={6} />
        )}
      </ListPage>
    </Box>
  );
}

/** The report's year and school, and how its gifts are grouped (by school unless chosen). */
function SummaryFilters({
  periodId,
  schoolId,
  group,
  onChange,
}: {
  periodId: string | undefined;
  schoolId: string | undefined;
  group: SummaryGroup;
  onChange: (name: 'periodId' | 'schoolId' | 'by', value: string | undefined) => void;
}) {
  const { t } = useDonationsTranslation();
  const years = useYears();
  const lookups = useLists();
  return (
    <>
      <YearFilter
        choice={yearChoice(years.data?.items, periodId)}
        label={t('donations.fields.year')}
        availableLabel={(name) =>
          name
            ? t('donations.summary.availableYear', { year: name })
            : t('donations.summary.availableYearUnknown')
        }
        onChange={(value) => onChange('periodId', value)}
      />
      <FilterSelect
        name="schoolId"
        label={t('donations.fields.school')}
        value={schoolId}
        onChange={(value) => onChange('schoolId', value)}
        options={(lookups.data?.schools ?? []).map(placeOption)}
      />
      <FilterSelect
        name="by"
        label={t('donations.summary.by')}
        value={group === 'bySchool' ? undefined : group}
        allLabel={t('donations.summary.bySchool')}
        onChange={(value) => onChange('by', value)}
        options={SUMMARY_GROUPS.filter((g) => g !== 'bySchool').map((g) => ({
          value: g,
          label: t(`donations.summary.${g}`),
        }))}
      />
    </>
  );
}
