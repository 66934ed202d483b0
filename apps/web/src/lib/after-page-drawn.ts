// Work a page can do without (Roboto's faces, a notice below the fold): started once the first
// screen has been drawn, when the main thread is next idle, so that it neither shares a phone's
// slow connection with the code that screen needs nor stands before its largest paint:
// Lighthouse counts every request started before that paint as one the paint waited for
// (bench/RESULTS.md, 2026-12-03). The page's `load` event does not tell: the start-up script adds
// the code after the boot bar's first paint, so `load` fires before any of it has arrived.
import { useEffect, useState } from 'react';

let markFirstScreenDrawn: () => void = () => {};
const firstScreenDrawn = new Promise<void>((resolve) => {
  markFirstScreenDrawn = resolve;
});

/**
 * Called by the root layout when it first commits, which is when the first screen (not the boot
 * bar) is on the page: marks the page drawn once the browser has shown that frame. A task queued
 * from a frame's animation callback runs after the frame is painted, but the paint reaches the
 * screen a little later (the largest paint's time is that moment): the mark waits for the frame
 * after it.
 */
export function noteFirstScreenCommitted(): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(markFirstScreenDrawn, 0)));
}

/** Runs `task` once the first screen has been drawn, when the main thread is next idle. */
export function afterPageDrawn(task: () => void): () => void {
  let isCancelled = false;
  let cancelWait = () => {};
  const run = () => {
    if (!isCancelled) task();
  };
  void firstScreenDrawn.then(() => {
    if (isCancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(run, { timeout: 2000 });
      cancelWait = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(run, 0);
      cancelWait = () => clearTimeout(timer);
    }
  });
  return () => {
    isCancelled = true;
    cancelWait();
  };
}

/** Whether the first screen has been drawn (false until then, then true). */
export function usePageDrawn(): boolean {
  const [hasDrawn, setHasDrawn] = useState(false);
  useEffect(() => afterPageDrawn(() => setHasDrawn(true)), []);
  return hasDrawn;
}
