// MAIL_RATE_PER_SECOND: an SMTP server is handed at most that many messages a second by all the
// API processes together (0: as fast as it takes them). Each message waits for its slot, spaced
// evenly; a slot not used is not saved up for a burst later. The next free slot of each server
// is one row of mail_rates: taking a slot is one statement under that row's lock, so two
// processes never take the same one.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../db/client';
import { mailRates } from '../db/schema/index';

/** How a server is named in mail_rates: its host and port, never its credentials. */
export function rateServerOf(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
  } catch {
    return 'smtp';
  }
}

/**
 * Answers a function that resolves when the next message may go to `server`: in this process
 * alone without `db` (a test's), else shared by every process through mail_rates.
 */
export function createMailRate(
  perSecond: number,
  shared?: { db: Database; server: string },
): () => Promise<void> {
  if (!(perSecond > 0)) return () => Promise.resolve();
  const spacingMs = 1000 / perSecond;
  if (shared) return sharedRate(shared.db, shared.server, spacingMs);
  let nextSlotMs = 0;
  return async () => {
    const nowMs = performance.now();
    const slotMs = Math.max(nowMs, nextSlotMs);
    nextSlotMs = slotMs + spacingMs;
    if (slotMs > nowMs) await sleep(slotMs - nowMs);
  };
}

function sharedRate(db: Database, server: string, spacingMs: number): () => Promise<void> {
  const spacing = `${spacingMs} milliseconds`;
  return async () => {
    const now = new Date();
    const [row] = await selectRows<{ slot: Date | string }>(
      db,
      sql`insert into ${mailRates} (server, next_slot_at) values (${server}, ${now.toISOString()}::timestamptz + ${spacing}::interval)
          on conflict (server) do update set next_slot_at = greatest(${mailRates.nextSlotAt}, excluded.next_slot_at - ${spacing}::interval) + ${spacing}::interval
          returning next_slot_at - ${spacing}::interval as slot`,
    );
    const waitMs = row ? new Date(row.slot).getTime() - Date.now() : 0;
    if (waitMs > 0) await sleep(waitMs);
  };
}
