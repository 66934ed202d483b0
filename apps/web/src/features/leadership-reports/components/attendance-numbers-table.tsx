// The numbers beside the attendance chart, per meeting and in all: attended by code, by hand,
// both, and the sponsors expected. The screen readers' way to each number the chart shows.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MeetingAttendanceSummary } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useLeadershipReportsTranslation } from '../i18n';

const numberCell = { textAlign: 'right', whiteSpace: 'nowrap', px: 1 } as const;

export interface AttendanceTotals {
  byCode: number;
  byHand: number;
  expected: number;
}

export function AttendanceNumbersTable({
  perMeeting,
  totals,
  meetingName,
}: {
  perMeeting: MeetingAttendanceSummary[];
  totals: AttendanceTotals;
  meetingName: (summary: MeetingAttendanceSummary) => string;
}) {
  const { t } = useLeadershipReportsTranslation();
  const format = useFormat();
  return (
    <TableContainer sx={{ overflowX: 'auto', minWidth: 0 }}>
      <Table
        size="small"
        data-testid="attendance-numbers"
        sx={{ '& caption': { captionSide: 'top', textAlign: 'left', px: 0, pt: 0, pb: 0.5 } }}
      >
        <Box component="caption" sx={{ typography: 'body2', color: 'text.secondary' }}>
          {t('attendance.chart.tableCaption')}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ fontWeight: 600 }}>
              {t('attendance.chart.meeting')}
            </TableCell>
            <TableCell scope="col" sx={{ ...numberCell, fontWeight: 600 }}>
              {t('attendance.chart.byCode')}
            </TableCell>
            <TableCell scope="col" sx={{ ...numberCell, fontWeight: 600 }}>
              {t('attendance.chart.byHand')}
            </TableCell>
            <TableCell scope="col" sx={{ ...numberCell, fontWeight: 600 }}>
              {t('attendance.chart.attended')}
            </TableCell>
            <TableCell scope="col" sx={{ ...numberCell, fontWeight: 600 }}>
              {t('attendance.chart.expected')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {perMeeting.map((summary) => (
            <TableRow key={summary.number}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {`${format.number(summary.number)}. ${meetingName(summary)}`}
              </TableCell>
              <TableCell sx={numberCell}>{format.number(summary.byCode)}</TableCell>
              <TableCell sx={numberCell}>{format.number(summary.byHand)}</TableCell>
              <TableCell sx={numberCell}>
                {format.number(summary.byCode + summary.byHand)}
              </TableCell>
              <TableCell sx={numberCell}>{format.number(summary.expected)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <AttendanceTotalsRow totals={totals} />
      </Table>
    </TableContainer>
  );
}

/** The last line: every meeting's numbers added up. */
function AttendanceTotalsRow({ totals }: { totals: AttendanceTotals }) {
  const { t } = useLeadershipReportsTranslation();
  const format = useFormat();
  return (
    <TableFooter>
      <TableRow>
        <TableCell
          component="th"
          scope="row"
          sx={{ fontWeight: 600, color: 'text.primary', fontSize: 'inherit' }}
        >
          {t('attendance.chart.total')}
        </TableCell>
        {[totals.byCode, totals.byHand, totals.byCode + totals.byHand, totals.expected].map(
          (value, index) => (
            <TableCell
              key={index}
              sx={{
                ...numberCell,
                fontWeight: 600,
                color: 'text.primary',
                fontSize: 'inherit',
              }}
            >
              {format.number(value)}
            </TableCell>
          ),
        )}
      </TableRow>
    </TableFooter>
  );
}
