// The phone's camera reading ticket QR codes. qr-scanner (and its decoding worker) loads only
// when the coordinator presses "Scan with the camera", and only then does the browser ask for
// the camera. No camera, a refusal or an insecure page each get their own plain message; the
// code field stays usable whatever happens here.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CameraAltIcon from '@mui/icons-material/CameraAlt';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import { useEventsTranslation } from '../i18n';
import { useQrCamera } from './use-qr-camera';

export function CameraScanner({
  onCode,
  isPaused,
}: {
  /** A code read from a QR code. */
  onCode: (text: string) => void;
  /** While a scanned code is being checked, nothing more is read. */
  isPaused: boolean;
}) {
  const { t } = useEventsTranslation();
  const { state, video, start, stop } = useQrCamera({ onCode, isPaused });

  const isRunning = state.kind === 'on' || state.kind === 'starting';
  return (
    <Stack spacing={1.5}>
      <Box
        sx={{
          display: isRunning ? 'block' : 'none',
          position: 'relative',
          width: '100%',
          maxWidth: 420,
          mx: 'auto',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'common.black',
        }}
      >
        {/* The picture is for aiming; what was read is announced with the result. */}
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('checkIn.camera.preview')}
          style={{ display: 'block', width: '100%' }}
        />
      </Box>
      {isRunning ? (
        <Button
          variant="outlined"
          size="large"
          startIcon={<StopCircleOutlinedIcon />}
          onClick={stop}
          sx={{ minHeight: 48 }}
        >
          {t('checkIn.camera.stop')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          size="large"
          startIcon={<CameraAltIcon />}
          onClick={() => void start()}
          sx={{ minHeight: 48 }}
        >
          {t('checkIn.camera.start')}
        </Button>
      )}
      {state.kind === 'starting' ? (
        <Alert severity="info" role="status">
          {t('checkIn.camera.starting')}
        </Alert>
      ) : null}
      {state.kind === 'problem' ? (
        <Alert severity="warning" role="alert" data-testid="camera-problem">
          {t(`checkIn.camera.problem.${state.problem}`)} {t('checkIn.camera.typeInstead')}
        </Alert>
      ) : null}
    </Stack>
  );
}
