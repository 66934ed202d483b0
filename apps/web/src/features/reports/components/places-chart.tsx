// The places summary of the sponsorship report, over every student of the filters (not only the
// table's page): a sentence with the totals, and the villages with the most free places as a bar
// chart (taken and free places stacked) with the numbers beside it in a small table (UX.md:
// "with the number beside each chart"). The chart is one image to screen readers, described in
// words; the table is their way to each number.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { SponsorshipReportPage, VillagePlaces } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useReportsTranslation } from '../i18n';

const TAKEN_COLOR = '#b4bcc8';
const numberCell = { textAlign: 'right', whiteSpace: 'nowrap', px: 1 } as const;

export function PlacesChart({ places }: { places: SponsorshipReportPage['places'] }) {
  const { t } = useReportsTranslation();
  const format = useFormat();
  const titleId = useId();
  const noteId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-describedby={noteId}
      data-testid="places-summary"
      sx={{ mb: 3 }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('sponsorship.places.title')}
      </Typography>
      <Typography id={noteId} variant="body2" sx={{ mb: 1 }}>
        {t('sponsorship.places.summary', {
          count: places.villageCount,
          free: format.number(places.freePlaces),
          villages: format.number(places.villageCount),
          students: format.number(places.students),
          sponsorships: format.number(places.sponsorships),
        })}
      </Typography>
      {places.villages.length > 0 ? (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('sponsorship.places.hint')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) auto' },
              gap: 2,
              alignItems: 'start',
              '@media print': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
            }}
          >
            <Box role="img" aria-label={t('sponsorship.places.alt')} sx={{ minWidth: 0 }}>
              <PlacesBarChart villages={places.villages} />
            </Box>
            <PlacesNumbersTable villages={places.villages} />
          </Box>
        </>
      ) : null}
    </Box>
  );
}

function PlacesBarChart({ villages }: { villages: VillagePlaces[] }) {
  const { t } = useReportsTranslation();
  const theme = useTheme();
  return (
    <BarChart
      height={280}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      xAxis={[{ scaleType: 'band', data: villages.map((village) => village.village.name) }]}
      yAxis={[{ tickMinStep: 1, width: 40 }]}
      series={[
        {
          data: villages.map((village) => village.freePlaces),
          label: t('sponsorship.places.free'),
          stack: 'places',
          color: theme.palette.primary.main,
        },
        {
          data: villages.map((village) => village.sponsorships),
          label: t('sponsorship.places.taken'),
          stack: 'places',
          color: TAKEN_COLOR,
        },
      ]}
    />
  );
}

function PlacesNumbersTable({ villages }: { villages: VillagePlaces[] }) {
  const { t } = useReportsTranslation();
  const format = useFormat();
  const head = { ...numberCell, fontWeight: 600 };
  return (
    <TableContainer sx={{ overflowX: 'auto', minWidth: 0 }}>
      <Table
        size="small"
        data-testid="places-numbers"
        sx={{ '& caption': { captionSide: 'top', textAlign: 'left', px: 0, pt: 0, pb: 0.5 } }}
      >
        <Box component="caption" sx={{ typography: 'body2', color: 'text.secondary' }}>
          {t('sponsorship.places.tableCaption')}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ fontWeight: 600 }}>
              {t('sponsorship.places.village')}
            </TableCell>
            <TableCell scope="col" sx={head}>
              {t('sponsorship.places.students')}
            </TableCell>
            <TableCell scope="col" sx={head}>
              {t('sponsorship.places.taken')}
            </TableCell>
            <TableCell scope="col" sx={head}>
              {t('sponsorship.places.free')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {villages.map((village) => (
            <TableRow key={village.village.id}>
              <TableCell component="th" scope="row">
                {village.village.name}
              </TableCell>
              <TableCell sx={numberCell}>{format.number(village.students)}</TableCell>
              <TableCell sx={numberCell}>{format.number(village.sponsorships)}</TableCell>
              <TableCell sx={numberCell}>{format.number(village.freePlaces)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
