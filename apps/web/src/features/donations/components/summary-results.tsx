// The donations total report's figures: a bar chart of the largest rows (the chart library loads
// only here) with the numbers beside it in a table that has every row and the total.
import { lazy, Suspense, useId } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DonationSummary, DonationSummaryRow, Language } from '@portal/shared';
import { formatNumber } from '../../../lib/format';
import { useDonationsTranslation } from '../i18n';

const SummaryChart = lazy(() => import('./summary-chart'));

/** The chart shows the largest rows; the table has every one. */
export const CHART_ROWS = 15;

interface SummaryResultsProps {
  data: DonationSummary;
  rows: DonationSummaryRow[];
  groupLabel: string;
  /** Whether the table ends with the total of every row (not by year: each row is a year). */
  hasTotalRow: boolean;
  money: (cents: number) => string;
  nameOf: (row: DonationSummaryRow) => string;
}

export function SummaryResults(props: SummaryResultsProps) {
  const { t } = useDonationsTranslation();
  const { data, rows, groupLabel, money, nameOf } = props;
  return (
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
      <SummaryTable {...props} />
    </Box>
  );
}

function SummaryTable({ data, rows, groupLabel, hasTotalRow, money, nameOf }: SummaryResultsProps) {
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  const tableId = useId();
  return (
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
        {hasTotalRow ? (
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row">
                {t('donations.summary.allTotal')}
              </TableCell>
              <TableCell align="right">{formatNumber(data.total.count, language)}</TableCell>
              <TableCell align="right">{money(data.total.amountCents)}</TableCell>
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
