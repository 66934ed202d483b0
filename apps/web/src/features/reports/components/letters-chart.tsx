// The letters report's chart: per letter and direction on the page, the letters sent, in review
// and late, stacked, so that what is left to chase stands out. It is one image to screen
// readers, described in words; the table under it holds each number (UX.md: "with the number
// beside each chart").
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { LetterReportRow } from '@portal/shared';
import { useReportsTranslation } from '../i18n';

const IN_REVIEW_COLOR = '#b4bcc8';

export function LettersChart({ rows }: { rows: LetterReportRow[] }) {
  const { t } = useReportsTranslation();
  const theme = useTheme();
  const titleId = useId();
  const series = [
    { key: 'sent', color: theme.palette.primary.main },
    { key: 'inReview', color: IN_REVIEW_COLOR },
    { key: 'late', color: theme.palette.error.main },
  ] as const;
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="letters-chart" sx={{ mb: 3 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('letters.chart.title')}
      </Typography>
      <Box role="img" aria-label={t('letters.chart.alt')} sx={{ minWidth: 0 }}>
        <BarChart
          height={260}
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          xAxis={[
            {
              scaleType: 'band',
              data: rows.map((row) =>
                t('letters.chart.bar', {
                  number: row.number,
                  who: t(`letters.chart.writers.${row.writer}`),
                }),
              ),
            },
          ]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={series.map(({ key, color }) => ({
            data: rows.map((row) => row[key]),
            label: t(`letters.columns.${key}`),
            stack: 'letters',
            color,
          }))}
        />
      </Box>
    </Box>
  );
}
