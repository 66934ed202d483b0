// The letters report's letters sent per month over the filters' places: a stacked chart of the
// sponsors' letters and the students' answers (one image to screen readers, described in words)
// and the table with each number beside it (UX.md: "with the number beside each chart"). The
// dashboard's "Letters sent per month" is the same figure for the caller's whole reach.
import { useId } from 'react';
import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { LettersMonth } from '@portal/shared';
import { headCell, ReportGrid, stickyFirstColumn } from '../../../components/report';
import { useFormat } from '../../../lib/format';
import { useReportsTranslation } from '../i18n';

const WRITERS = ['sponsor', 'student'] as const;
const numberCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

function PerMonthChart({ months }: { months: LettersMonth[] }) {
  const { t } = useReportsTranslation();
  const format = useFormat();
  const theme = useTheme();
  const colors = { sponsor: theme.palette.primary.main, student: theme.palette.secondary.main };
  return (
    <Box role="img" aria-label={t('letters.perMonth.alt')} sx={{ minWidth: 0 }}>
      <BarChart
        height={240}
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        xAxis={[{ scaleType: 'band', data: months.map((item) => format.month(item.month)) }]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={WRITERS.map((writer) => ({
          data: months.map((item) => item[writer]),
          label: t(`letters.perMonth.${writer}`),
          stack: 'letters',
          color: colors[writer],
        }))}
      />
    </Box>
  );
}

export function LettersPerMonth({ months, year }: { months: LettersMonth[]; year: string }) {
  const { t } = useReportsTranslation();
  const format = useFormat();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="letters-per-month">
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('letters.perMonth.title')}
      </Typography>
      {months.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('letters.perMonth.empty')}
        </Typography>
      ) : (
        <>
          <PerMonthChart months={months} />
          <ReportGrid
            caption={t('letters.perMonth.caption', { year })}
            hint={t('common.scrollHint')}
            testId="letters-per-month-table"
          >
            <TableHead>
              <TableRow>
                <TableCell scope="col" sx={headCell}>
                  {t('letters.perMonth.month')}
                </TableCell>
                {[...WRITERS, 'total' as const].map((column) => (
                  <TableCell key={column} scope="col" sx={{ ...headCell, textAlign: 'right' }}>
                    {t(`letters.perMonth.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {months.map((item) => (
                <TableRow key={item.month} data-testid="letters-month-row">
                  <TableCell component="th" scope="row" sx={stickyFirstColumn}>
                    {format.month(item.month)}
                  </TableCell>
                  {[item.sponsor, item.student, item.sponsor + item.student].map((value, index) => (
                    <TableCell key={index} sx={numberCell}>
                      {format.number(value)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </ReportGrid>
        </>
      )}
    </Box>
  );
}
