// A box to draw a signature in with a finger, a pen or the mouse (signature_pad). The canvas is
// as wide as its container and sharp on high-density screens; a resize keeps the drawing.
// Typing the signature instead is the accessible alternative (signature-choice.tsx).
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';

export interface SignatureCanvasHandle {
  isEmpty(): boolean;
  /** The drawing as a PNG data URL. */
  toDataUrl(): string;
  clear(): void;
}

const HEIGHT_PX = 180;

export function SignatureCanvas({
  ref,
  label,
  describedBy,
  isInvalid,
  onDrawn,
}: {
  ref: Ref<SignatureCanvasHandle>;
  label: string;
  describedBy?: string | undefined;
  isInvalid: boolean;
  /** Called when a stroke ends (the "draw your signature" error can go). */
  onDrawn: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onDrawnRef = useRef(onDrawn);
  onDrawnRef.current = onDrawn;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !canvas.getContext('2d')) return undefined;
    const pad = new SignaturePad(canvas, { penColor: '#1a237e', minWidth: 1, maxWidth: 3 });
    padRef.current = pad;
    const endStroke = () => onDrawnRef.current();
    pad.addEventListener('endStroke', endStroke);

    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = canvas.offsetWidth;
      if (width === 0) return;
      const strokes = pad.toData();
      canvas.width = width * ratio;
      canvas.height = HEIGHT_PX * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(canvas);
    return () => {
      observer?.disconnect();
      pad.removeEventListener('endStroke', endStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    toDataUrl: () => padRef.current?.toDataURL('image/png') ?? '',
    clear: () => padRef.current?.clear(),
  }));

  return (
    <canvas
      ref={canvasRef}
      className={isInvalid ? 'pa-canvas pa-canvas--error' : 'pa-canvas'}
      style={{ height: HEIGHT_PX }}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      data-testid="signature-canvas"
    />
  );
}
