// The camera's side of the check-in screen: qr-scanner (and its decoding worker) loads only when
// the coordinator starts the camera, and only then does the browser ask for it. A code read
// again while the same ticket is still in front of the lens, or while the last one is being
// checked, is not passed on.
import { useEffect, useRef, useState } from 'react';

type CameraProblem = 'noCamera' | 'denied' | 'insecure' | 'failed';
type CameraState =
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

export function useQrCamera({
  onCode,
  isPaused,
}: {
  onCode: (text: string) => void;
  isPaused: boolean;
}) {
  const [state, setState] = useState<CameraState>({ kind: 'off' });
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

  return { state, video, start, stop };
}
