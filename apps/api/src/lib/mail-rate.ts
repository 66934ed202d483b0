// MAIL_RATE_PER_SECOND: a process hands at most that many messages a second to the SMTP server
// (0: as fast as it takes them). Each message waits for its slot, spaced evenly; a slot not used
// is not saved up for a burst later.
import { setTimeout as sleep } from 'node:timers/promises';

/** Answers a function that resolves when the next message may go. */
export function createMailRate(perSecond: number): () => Promise<void> {
  if (!(perSecond > 0)) return () => Promise.resolve();
  const spacingMs = 1000 / perSecond;
  let nextSlotMs = 0;
  return async () => {
    const nowMs = performance.now();
    const slotMs = Math.max(nowMs, nextSlotMs);
    nextSlotMs = slotMs + spacingMs;
    if (slotMs > nowMs) await sleep(slotMs - nowMs);
  };
}
