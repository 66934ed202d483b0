// "My meetings": the sponsor enters the code of the meeting they are at, and below follows the
// year's meetings of their school (date and time, place, notes, materials) with each one
// attended (and how), not attended or upcoming, and "3 of 10 meetings attended".
import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MEETING_COUNT, type MyMeeting } from '@portal/shared';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useFormat } from '../../../lib/format';
import { useMyMeetings } from '../api/get-my-meetings';
import { useMeetingsTranslation } from '../i18n';
import { AttendanceCodeForm } from './attendance-code-form';
import { MaterialIcon } from './meeting-materials';
import { MEETING_MOMENT, fileSizeWords } from './meeting-words';

type MeetingState = 'attended' | 'upcoming' | 'open' | 'notAttended';

/** Under way while its code is accepted: not missed yet, the sponsor can still enter it. */
function stateOf(meeting: MyMeeting, now: number): MeetingState {
  if (meeting.attendance) return 'attended';
  if (Date.parse(meeting.startsAt) > now) return 'upcoming';
  return Date.parse(meeting.codeValidUntil) >= now ? 'open' : 'notAttended';
}

const STATE_CHIPS: Record<MeetingState, { color: 'success' | 'info' | 'warning' | 'default' }> = {
  attended: { color: 'success' },
  upcoming: { color: 'info' },
  open: { color: 'warning' },
  notAttended: { color: 'default' },
};

function MeetingCardFiles({ files }: { files: MyMeeting['files'] }) {
  const { t } = useMeetingsTranslation();
  const format = useFormat();
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" component="h4" sx={{ fontWeight: 500 }}>
        {t('meetings.mine.materials')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {files.map((file) => (
          <Box
            component="li"
            key={file.fileId}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}
          >
            <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
              <MaterialIcon contentType={file.contentType} />
            </Box>
            <Link
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {t('meetings.mine.openFile', {
                name: file.name,
                size: fileSizeWords(t, file.sizeBytes, format.number),
              })}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function MeetingCard({ meeting, now }: { meeting: MyMeeting; now: number }) {
  const { t } = useMeetingsTranslation();
  const format = useFormat();
  const titleId = useId();
  const state = stateOf(meeting, now);
  const attendance = meeting.attendance;
  const label =
    state === 'attended'
      ? t('meetings.mine.attended')
      : state === 'upcoming'
        ? t('meetings.mine.upcoming')
        : state === 'open'
          ? t('meetings.mine.open')
          : t('meetings.mine.notAttended');
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`my-meeting-${meeting.number}`}
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t(`meetingKinds.${meeting.kind}`)}
        </Typography>
        <Chip
          size="small"
          label={label}
          color={STATE_CHIPS[state].color}
          variant={state === 'attended' ? 'filled' : 'outlined'}
        />
      </Stack>
      <Typography variant="body2">
        <time dateTime={meeting.startsAt}>{format.date(meeting.startsAt, MEETING_MOMENT)}</time>
        {meeting.place ? ` · ${meeting.place}` : null}
      </Typography>
      {attendance ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {attendance.method === 'code'
            ? t('meetings.mine.attendedByCode', {
                time: format.date(attendance.at, MEETING_MOMENT),
              })
            : t('meetings.mine.attendedByHand', {
                time: format.date(attendance.at, MEETING_MOMENT),
              })}
        </Typography>
      ) : null}
      {meeting.notes ? (
        <Typography
          variant="body2"
          sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {meeting.notes}
        </Typography>
      ) : null}
      {meeting.files.length > 0 ? <MeetingCardFiles files={meeting.files} /> : null}
    </Paper>
  );
}

function MeetingsOfTheYear() {
  const { t } = useMeetingsTranslation();
  const format = useFormat();
  const titleId = useId();
  const mine = useMyMeetings();
  // "Upcoming" is judged once per answer: the list refreshes after every code entered.
  const now = mine.dataUpdatedAt || Date.now();

  if (mine.isPending) return <LoadingSkeleton lines={4} />;
  if (mine.isError) return <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  const { year, meetings, attended } = mine.data;
  if (!year) return <EmptyState message={t('meetings.mine.noYear')} />;

  const progress = t('meetings.mine.progress', {
    attended: format.number(attended),
    total: format.number(MEETING_COUNT),
  });
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {t('meetings.mine.yearTitle', { year: year.name })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {mine.data.school.name}
      </Typography>
      {meetings.length === 0 ? (
        <EmptyState message={t('meetings.mine.noMeetings')} />
      ) : (
        <>
          <Box sx={{ mb: 2 }}>
            <Typography sx={{ fontWeight: 500 }} data-testid="my-progress">
              {progress}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, (attended / MEETING_COUNT) * 100)}
              aria-label={t('meetings.mine.progressLabel')}
              aria-valuetext={progress}
              sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
            />
          </Box>
          <Stack
            component="ol"
            spacing={1.5}
            aria-label={t('meetings.mine.listLabel')}
            sx={{ m: 0, p: 0 }}
          >
            {meetings.map((meeting) => (
              <MeetingCard key={meeting.id} meeting={meeting} now={now} />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}

export function MyMeetings() {
  return (
    <Stack spacing={3} data-testid="my-meetings" sx={{ maxWidth: 760 }}>
      <AttendanceCodeForm />
      <MeetingsOfTheYear />
    </Stack>
  );
}
