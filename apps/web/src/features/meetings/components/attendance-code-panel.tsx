// The meeting's attendance code as a coordinator shows it in a school hall: big monospace
// characters readable from the back row, a QR code that opens the sponsor's entry form with the
// code already typed, the window in which it is accepted, a full-screen view (a projector, or a
// phone held up) and "New code" for a code that leaked (confirmed: the old one stops working).
import { useId, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useRegenerateMeetingCode } from '../api/regenerate-meeting-code';
import { useMeetingsTranslation } from '../i18n';
import { finishConfirmed } from './confirmed-change';
import { MeetingSection, type MeetingPartProps } from './meeting-section';
import { MEETING_MOMENT } from './meeting-words';

/** Where the QR code leads: the sponsor's meetings screen, with the code in its entry form. */
export function attendanceCodeUrl(code: string): string {
  const url = new URL(PATHS.sponsorsMeetings, window.location.origin);
  url.searchParams.set('code', code);
  return url.toString();
}

/** The code in characters sized to the screen: six of them fit a 375 px phone. */
function CodeCharacters({ code, isHuge = false }: { code: string; isHuge?: boolean }) {
  const { t } = useMeetingsTranslation();
  return (
    <Box
      data-testid="attendance-code"
      sx={{
        fontFamily: '"Roboto Mono", "DejaVu Sans Mono", Menlo, Consolas, monospace',
        fontWeight: 700,
        fontSize: isHuge ? 'clamp(3rem, 14vw, 11rem)' : 'clamp(2.25rem, 12vw, 4.5rem)',
        letterSpacing: '0.15em',
        // The spacing follows each character: as much before the first keeps the code centred.
        pl: '0.15em',
        lineHeight: 1.1,
        textAlign: 'center',
        whiteSpace: 'nowrap',
      }}
    >
      <span aria-hidden>{code}</span>
      {/* Read one character at a time, not as a word. */}
      <Box component="span" sx={visuallyHidden}>
        {t('meetings.code.spelled', { letters: code.split('').join(' ') })}
      </Box>
    </Box>
  );
}

function CodeQr({ code, size }: { code: string; size: string }) {
  const { t } = useMeetingsTranslation();
  return (
    <Box
      role="img"
      aria-label={t('meetings.code.qrLabel', { code })}
      data-testid="attendance-qr"
      // A white square with a quiet zone: phones read it off any theme or projector.
      sx={{ width: size, maxWidth: '100%', aspectRatio: '1', bgcolor: '#fff', mx: 'auto' }}
    >
      <QRCodeSVG
        value={attendanceCodeUrl(code)}
        size={512}
        marginSize={3}
        level="M"
        // The box around it is the image with its words; the drawing itself says nothing.
        aria-hidden
        style={{ width: '100%', height: '100%', display: 'block' }}
      />
    </Box>
  );
}

export function AttendanceCodePanel({ meeting, canChange }: MeetingPartProps) {
  const { t } = useMeetingsTranslation();
  const format = useFormat();
  const fullScreenTitleId = useId();
  const [isFullScreen, setFullScreen] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const regenerate = useRegenerateMeetingCode(meeting.id);
  const meetingName = t(`meetingKinds.${meeting.kind}`);
  const isSameDay =
    new Date(meeting.startsAt).toDateString() === new Date(meeting.codeValidUntil).toDateString();
  const windowWords = t('meetings.code.validWindow', {
    from: format.date(meeting.startsAt, MEETING_MOMENT),
    until: format.date(meeting.codeValidUntil, isSameDay ? { timeStyle: 'short' } : MEETING_MOMENT),
  });

  async function giveNewCode() {
    await finishConfirmed(
      t,
      () => regenerate.mutateAsync(),
      (changed) => t('meetings.code.newCodeDone', { code: changed.code }),
      () => setConfirming(false),
    );
  }

  return (
    <MeetingSection title={t('meetings.code.title')}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('meetings.code.intro', { school: meeting.school.name })}
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <CodeCharacters code={meeting.code} />
        <CodeQr code={meeting.code} size="min(240px, 70vw)" />
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
              onClick={() => setConfirming(true)}
              sx={{ minHeight: 44 }}
            >
              {t('meetings.code.newCode')}
            </Button>
          ) : null}
        </Stack>
      </Stack>

      <Dialog
        open={isFullScreen}
        fullScreen
        onClose={() => setFullScreen(false)}
        aria-labelledby={fullScreenTitleId}
      >
        <IconButton
          onClick={() => setFullScreen(false)}
          aria-label={t('meetings.code.closeFullScreen')}
          sx={{ position: 'absolute', top: 8, right: 8, width: 48, height: 48 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            px: 2,
          }}
        >
          <Typography
            id={fullScreenTitleId}
            variant="h5"
            component="h2"
            sx={{ textAlign: 'center' }}
          >
            {t('meetings.code.fullScreenTitle', { meeting: meetingName })}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', lg: 'row' },
              alignItems: 'center',
              gap: { xs: 2, lg: 6 },
              maxWidth: '100%',
            }}
          >
            <CodeCharacters code={meeting.code} isHuge />
            <CodeQr code={meeting.code} size="min(60vh, 85vw)" />
          </Box>
          <Typography variant="h6" component="p" sx={{ textAlign: 'center' }}>
            {windowWords}
          </Typography>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={isConfirming}
        title={t('meetings.code.newCodeTitle', { meeting: meetingName })}
        description={t('meetings.code.newCodeText', { code: meeting.code })}
        confirmLabel={t('meetings.code.newCode')}
        onConfirm={() => void giveNewCode()}
        onCancel={() => setConfirming(false)}
        busy={regenerate.isPending}
        destructive
      />
    </MeetingSection>
  );
}
