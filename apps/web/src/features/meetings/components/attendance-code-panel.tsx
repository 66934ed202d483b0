// The meeting's attendance code as a coordinator shows it in a school hall: big monospace
// characters readable from the back row, a QR code that opens the sponsor's entry form with the
// code already typed, the window in which it is accepted, a full-screen view (a projector, or a
// phone held up) and "New code" for a code that leaked (confirmed: the old one stops working).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import type { MeetingDetail } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useMeetingsTranslation } from '../i18n';
import { CodeCharacters, CodeQr } from './attendance-code-display';
import { AttendanceCodeFullScreen } from './attendance-code-full-screen';
import { MeetingSection, type MeetingPartProps } from './meeting-section';
import { MEETING_MOMENT } from './meeting-words';
import { useNewAttendanceCode } from './use-new-attendance-code';
import { FieldHelp } from '../../../components/field-help';

/** Where the QR code leads: the sponsor's meetings screen, with the code in its entry form. */
export function attendanceCodeUrl(code: string): string {
  const url = new URL(PATHS.sponsorsMeetings, window.location.origin);
  url.searchParams.set('code', code);
  return url.toString();
}

/** When the code is accepted: from the meeting's start, until a time (or a day and time). */
function useCodeWindowWords(meeting: MeetingDetail): string {
  const { t } = useMeetingsTranslation();
  const format = useFormat();
  const isSameDay =
    new Date(meeting.startsAt).toDateString() === new Date(meeting.codeValidUntil).toDateString();
  return t('meetings.code.validWindow', {
    from: format.date(meeting.startsAt, MEETING_MOMENT),
    until: format.date(meeting.codeValidUntil, isSameDay ? { timeStyle: 'short' } : MEETING_MOMENT),
  });
}

export function AttendanceCodePanel({ meeting, canChange }: MeetingPartProps) {
  const { t } = useMeetingsTranslation();
  const [isFullScreen, setFullScreen] = useState(false);
  const newCode = useNewAttendanceCode(meeting.id);
  const meetingName = t(`meetingKinds.${meeting.kind}`);
  const windowWords = useCodeWindowWords(meeting);
  const entryUrl = attendanceCodeUrl(meeting.code);

  return (
    <MeetingSection title={t('meetings.code.title')}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('meetings.code.intro', { school: meeting.school.name })}
        <FieldHelp field={t('meetings.code.title')} text={t('meetings.code.help')} />
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <CodeCharacters code={meeting.code} />
        <CodeQr code={meeting.code} entryUrl={entryUrl} size="min(240px, 70vw)" />
        <Typography sx={{ textAlign: 'center' }} data-testid="code-window">
          {windowWords}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ width: { xs: '100%', sm: 'auto' }, flexWrap: 'wrap', justifyContent: 'center' }}
        >
          <Button
            variant="contained"
            startIcon={<FullscreenIcon />}
            onClick={() => setFullScreen(true)}
            sx={{ minHeight: 44 }}
          >
            {t('meetings.code.fullScreen')}
          </Button>
          {canChange ? (
            <Button
              variant="outlined"
              startIcon={<AutorenewIcon />}
              onClick={newCode.askToConfirm}
              sx={{ minHeight: 44 }}
            >
              {t('meetings.code.newCode')}
            </Button>
          ) : null}
        </Stack>
      </Stack>

      <AttendanceCodeFullScreen
        open={isFullScreen}
        onClose={() => setFullScreen(false)}
        meetingName={meetingName}
        code={meeting.code}
        entryUrl={entryUrl}
        windowWords={windowWords}
      />

      <ConfirmDialog
        open={newCode.isConfirming}
        title={t('meetings.code.newCodeTitle', { meeting: meetingName })}
        description={t('meetings.code.newCodeText', { code: meeting.code })}
        confirmLabel={t('meetings.code.newCode')}
        onConfirm={() => void newCode.giveNewCode()}
        onCancel={newCode.cancel}
        busy={newCode.isBusy}
        destructive
      />
    </MeetingSection>
  );
}
