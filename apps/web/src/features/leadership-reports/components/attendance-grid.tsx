// The attendance grid: a row per sponsor (the name is the row's header and stays in view while
// the grid scrolls sideways on a phone), their school, a cell per meeting that says its state in
// words to screen readers, and the meetings attended of ten. Plain table semantics: caption,
// a column group for the meetings, th scope.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { MEETING_COUNT, MEETING_KINDS, type AttendanceReportRow } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useLeadershipReportsTranslation } from '../i18n';
import { AttendanceMark } from './attendance-cell';
import { visuallyHidden } from './visually-hidden';

const stickySponsor = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  minWidth: 150,
  maxWidth: 220,
  borderRight: 1,
  borderRightColor: 'divider',
} as const;
const headCell = { fontWeight: 600, verticalAlign: 'bottom', lineHeight: 1.3 } as const;
const stateCell = { textAlign: 'center', whiteSpace: 'nowrap', px: 1 } as const;

export function AttendanceGrid({
  caption,
  rows,
  order,
  onSort,
  isBusy = false,
}: {
  caption: string;
  rows: AttendanceReportRow[];
  order: 'asc' | 'desc';
  onSort: () => void;
  isBusy?: boolean;
}) {
  const { t } = useLeadershipReportsTranslation();
  const format = useFormat();
  const meetingNames = MEETING_KINDS.map((kind) => t(`meetingKinds.${kind}`));

  return (
    <>
      {/* The caption as the eye sees it, outside the sideways scroll (screen readers read the
          table's own caption). */}
      <Box aria-hidden sx={{ mb: 1 }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {caption}
        </Typography>
        <Typography
          component="p"
          variant="body2"
          sx={{ color: 'text.secondary', '@media print': { display: 'none' } }}
        >
          {t('reports.scrollHint')}
        </Typography>
      </Box>
      <TableContainer
        sx={{ position: 'relative', overflowX: 'auto', '@media print': { overflow: 'visible' } }}
        data-testid="attendance-grid"
        data-report-grid
      >
        <Table size="small" aria-busy={isBusy || undefined} sx={{ borderCollapse: 'separate' }}>
          <Box component="caption" sx={visuallyHidden}>
            {caption}
          </Box>
          <colgroup>
            <col />
            <col />
          </colgroup>
          <colgroup span={MEETING_COUNT} />
          <colgroup span={1} />
          <TableHead>
            <TableRow>
              <TableCell
                scope="col"
                rowSpan={2}
                sx={{ ...headCell, ...stickySponsor }}
                sortDirection={order}
              >
                <TableSortLabel active direction={order} onClick={onSort}>
                  {t('reports.columns.sponsor')}
                </TableSortLabel>
              </TableCell>
              <TableCell scope="col" rowSpan={2} sx={headCell}>
                {t('reports.columns.school')}
              </TableCell>
              <TableCell
                scope="colgroup"
                colSpan={MEETING_COUNT}
                sx={{ ...headCell, textAlign: 'center', borderLeft: 1, borderLeftColor: 'divider' }}
              >
                {t('attendance.columns.meetings')}
              </TableCell>
              <TableCell
                scope="col"
                rowSpan={2}
                sx={{ ...headCell, textAlign: 'center', borderLeft: 1, borderLeftColor: 'divider' }}
              >
                {t('attendance.columns.attended')}
              </TableCell>
            </TableRow>
            <TableRow>
              {meetingNames.map((name) => (
                <TableCell
                  key={name}
                  scope="col"
                  sx={{ ...headCell, textAlign: 'center', minWidth: 76 }}
                >
                  {name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.sponsor.id} data-testid="attendance-row">
                <TableCell component="th" scope="row" sx={stickySponsor}>
                  {row.sponsor.fullName}
                </TableCell>
                <TableCell sx={{ minWidth: 110 }}>{row.school.name}</TableCell>
                {row.meetings.map((state, index) => {
                  const meeting = meetingNames[index] ?? format.number(index + 1);
                  return (
                    <TableCell key={index} sx={stateCell}>
                      <AttendanceMark
                        state={state}
                        label={t('attendance.cell', {
                          meeting,
                          state: t(`attendance.states.${state}`),
                        })}
                      />
                    </TableCell>
                  );
                })}
                <TableCell sx={{ ...stateCell, fontWeight: 600 }}>
                  {t('attendance.attendedOf', {
                    attended: format.number(row.attended),
                    total: format.number(MEETING_COUNT),
                  })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
