// The phone's camera reading ticket QR codes. qr-scanner (and its decoding worker) loads only
// when the coordinator presses "Scan with the camera", and only then does the browser ask for
// the camera. No camera, a refusal or an insecure page each get their own plain message; the
// code field stays usable whatever happens here.
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CameraAltIcon from '@mui/icons-material/CameraAlt';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import { useEventsTranslation } from '../i18n';

type CameraProblem = 'noCamera' | 'denied' | 'insecure' | 'failed';
type State =
  | { kind: 'off' }
  | { kind: 'starting' }
  | { kind: 'on' }
  | { kind: 'problem'; problem: CameraProblem };

/** The same code read again within this time is the same ticket still in front of the lens. */
const REPEAT_WINDOW_MS = 4000;

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const text = typeof error === 'string' ? error : error instanceof Error ? error.message : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || /denied|permission/i.test(text)) {
    return 'denied';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || /no camera/i.test(text)) {
    return 'noCamera';
  }
  return 'failed';
}

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
  const [state, setState] = useState<State>({ kind: 'off' });
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<{ stop: () => void; destroy: () => void } | null>(null);
  const last = useRef<{ text: string; at: number } | null>(null);
  const onCodeRef = useRef(onCode);
  const isPausedRef = useRef(isPaused);
  onCodeRef.current = onCode;
  isPausedRef.current = isPaused;

  // The camera is let go when the screen closes.
  useEffect(() => () => scanner.current?.destroy(), []);

  async function start() {
    if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
      setState({ kind: 'problem', problem: window.isSecureContext ? 'noCamera' : 'insecure' });
      return;
    }
    setState({ kind: 'starting' });
    try {
      const { default: QrScanner } = await import('qr-scanner');
      if (!(await QrScanner.hasCamera())) {
        setState({ kind: 'problem', problem: 'noCamera' });
        return;
      }
      const element = video.current;
      if (!element) return;
      const instance = new QrScanner(
        element,
        (result) => {
          if (isPausedRef.current) return;
          const now = Date.now();
          if (
            last.current &&
            last.current.text === result.data &&
            now - last.current.at < REPEAT_WINDOW_MS
          ) {
            return;
          }
          last.current = { text: result.data, at: now };
          onCodeRef.current(result.data);
        },
        { preferredCamera: 'environment', returnDetailedScanResult: true, maxScansPerSecond: 5 },
      );
      scanner.current = instance;
      await instance.start();
      setState({ kind: 'on' });
    } catch (error) {
      scanner.current?.destroy();
      scanner.current = null;
      setState({ kind: 'problem', problem: problemOf(error) });
    }
  }

  function stop() {
    scanner.current?.destroy();
    scanner.current = null;
    setState({ kind: 'off' });
  }

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
