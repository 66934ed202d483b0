// "Edit meeting": the meeting's attendance code first (what a coordinator in a school hall
// needs), then its details, its materials and who attended. Admins only reach their schools'
// meetings: any other answers 404, shown as "We could not find what you asked for."
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { canWrite } from '@portal/shared';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useMeeting } from '../api/get-meeting';
import { useMeetingsTranslation } from '../i18n';
import { AttendanceCodePanel } from './attendance-code-panel';
import { MeetingAttendance } from './meeting-attendance';
import { MeetingDetailsForm } from './meeting-details-form';
import { MeetingMaterials } from './meeting-materials';
import { MEETING_MOMENT } from './meeting-words';

function BackToList() {
  const { t } = useMeetingsTranslation();
  return (
    <Link
      component={RouterLink}
      to={PATHS.meetings}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}
    >
      <ArrowBackIcon fontSize="small" />
      {t('meetings.edit.back')}
    </Link>
  );
}

export function MeetingScreen({ id }: { id: number }) {
  const { t } = useMeetingsTranslation();
  const format = useFormat();
  const role = useSession().userData?.role;
  const canChange = role !== undefined && canWrite(role, 'meetings');
  const meeting = useMeeting(id);

  if (meeting.isPending) return <LoadingSkeleton lines={6} />;
  if (meeting.isError) {
    return (
      <Stack spacing={2}>
        <Box>
          <BackToList />
        </Box>
        <ErrorState error={meeting.error} onRetry={() => void meeting.refetch()} />
      </Stack>
    );
  }
  const data = meeting.data;
  const meetingName = t(`meetingKinds.${data.kind}`);

  return (
    <Stack spacing={3} data-testid="meeting-screen" sx={{ minWidth: 0 }}>
      <Box>
        <BackToList />
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {t('meetings.edit.heading', { meeting: meetingName, school: data.school.name })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('meetings.edit.subheading', {
            year: data.period.name,
            date: format.date(data.startsAt, MEETING_MOMENT),
          })}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <AttendanceCodePanel meeting={data} canChange={canChange} />
        <MeetingDetailsForm key={data.id} meeting={data} canChange={canChange} />
      </Box>
      <MeetingMaterials meeting={data} canChange={canChange} />
      <MeetingAttendance meeting={data} canChange={canChange} />
    </Stack>
  );
}
