// Attendance per meeting over every sponsor of the filters (not only the grid's page): a bar
// chart (attended by code and by hand stacked, beside the sponsors expected) with the numbers
// beside it in a small table (UX.md: "with the number beside each chart"). The chart is one
// image to screen readers, described in words; the table is their way to each number.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { MeetingAttendanceSummary } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useLeadershipReportsTranslation } from '../i18n';
import { AttendanceNumbersTable } from './attendance-numbers-table';

/** The lighter tone of the primary blue: "by hand" on top of "by code" (#1d4f91). */
const BY_HAND_COLOR = '#6f9bd6';
const EXPECTED_COLOR = '#b4bcc8';

export function AttendanceChart({
  perMeeting,
  yearName,
}: {
  perMeeting: MeetingAttendanceSummary[];
  yearName: string | null;
}) {
  const { t } = useLeadershipReportsTranslation();
  const format = useFormat();
  const titleId = useId();
  const noteId = useId();
  const meetingName = (summary: MeetingAttendanceSummary) => t(`meetingKinds.${summary.kind}`);
  const totals = perMeeting.reduce(
    (sum, summary) => ({
      byCode: sum.byCode + summary.byCode,
      byHand: sum.byHand + summary.byHand,
      expected: sum.expected + summary.expected,
    }),
    { byCode: 0, byHand: 0, expected: 0 },
  );
  const alt = t('attendance.chart.alt', {
    attended: format.number(totals.byCode + totals.byHand),
    expected: format.number(totals.expected),
  });

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-describedby={noteId}
      data-testid="attendance-chart"
      sx={{ mb: 3 }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {yearName ? `${t('attendance.chart.title')} · ${yearName}` : t('attendance.chart.title')}
      </Typography>
      <Typography id={noteId} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('attendance.chart.allSponsors')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          // The table keeps its natural width beside the chart on a wide screen; below it on
          // narrower ones, where it scrolls sideways inside its own box.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) auto' },
          gap: 2,
          alignItems: 'start',
          '@media print': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
        }}
      >
        <Box role="img" aria-label={alt} sx={{ minWidth: 0 }}>
          <AttendanceBarChart perMeeting={perMeeting} meetingName={meetingName} />
        </Box>
        <AttendanceNumbersTable perMeeting={perMeeting} totals={totals} meetingName={meetingName} />
      </Box>
    </Box>
  );
}

/** Attended by code and by hand stacked, beside the sponsors expected, per meeting. */
function AttendanceBarChart({
  perMeeting,
  meetingName,
}: {
  perMeeting: MeetingAttendanceSummary[];
  meetingName: (summary: MeetingAttendanceSummary) => string;
}) {
  const { t } = useLeadershipReportsTranslation();
  const format = useFormat();
  const theme = useTheme();
  return (
    <BarChart
      height={300}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      xAxis={[
        {
          scaleType: 'band',
          data: perMeeting.map((summary) => summary.number),
          label: t('attendance.chart.meeting'),
          // Numbers under the bars fit a phone; the tooltip names the meeting.
          valueFormatter: (value: number, context) => {
            const summary = perMeeting.find((item) => item.number === value);
            return context.location === 'tooltip' && summary
              ? meetingName(summary)
              : format.number(value);
          },
        },
      ]}
      yAxis={[{ tickMinStep: 1, width: 40 }]}
      series={[
        {
          data: perMeeting.map((summary) => summary.byCode),
          label: t('attendance.chart.byCode'),
          stack: 'attended',
          color: theme.palette.primary.main,
        },
        {
          data: perMeeting.map((summary) => summary.byHand),
          label: t('attendance.chart.byHand'),
          stack: 'attended',
          color: BY_HAND_COLOR,
        },
        {
          data: perMeeting.map((summary) => summary.expected),
          label: t('attendance.chart.expected'),
          color: EXPECTED_COLOR,
        },
      ]}
    />
  );
}
