// The attendance code filling the screen, for a projector or a phone held up to the room: the
// meeting's name, the code, its QR code and the window in which it is accepted.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useMeetingsTranslation } from '../i18n';
import { CodeCharacters, CodeQr } from './attendance-code-display';

interface AttendanceCodeFullScreenProps {
  open: boolean;
  onClose: () => void;
  meetingName: string;
  code: string;
  entryUrl: string;
  windowWords: string;
}

export function AttendanceCodeFullScreen({
  open,
  onClose,
  meetingName,
  code,
  entryUrl,
  windowWords,
}: AttendanceCodeFullScreenProps) {
  const { t } = useMeetingsTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} fullScreen onClose={onClose} aria-labelledby={titleId}>
      <IconButton
        onClick={onClose}
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
        <Typography id={titleId} variant="h5" component="h2" sx={{ textAlign: 'center' }}>
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
          <CodeCharacters code={code} isHuge />
          <CodeQr code={code} entryUrl={entryUrl} size="min(60vh, 85vw)" />
        </Box>
        <Typography variant="h6" component="p" sx={{ textAlign: 'center' }}>
          {windowWords}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
