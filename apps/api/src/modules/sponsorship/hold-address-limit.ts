// Live holds per client address. One account holds one student at a time (the holds' primary
// key), but accounts are cheap: 30 made from one address held 30 students for half an hour each
// and took 10 children out of every sponsor's choice. So the live holds placed from one address
// are capped, under a lock on that address for the rest of the transaction, so requests arriving
// together cannot each count the others out (decisions/019). The address is kept only as a hash.
import { createHash } from 'node:crypto';
import { and, count, eq, gt, min, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sponsorshipHolds } from '../../db/schema/index';
import { throttledError } from '../../lib/errors';

/**
 * Students held at once from one address: a sponsor holds a student only while signing the
 * agreements, so a school's room of new sponsors takes turns; a flood stops here.
 */
export const HOLDS_PER_ADDRESS = 5;

/** The advisory-lock space of the address locks (two-key form, apart from single-key locks). */
const HOLD_ADDRESS_LOCK_SPACE = 4401;

/** What is stored of the address a hold came from. */
export function holdAddressKey(ip: string): string {
  return createHash('sha256').update(`sponsorship-hold:${ip}`).digest('base64url');
}

/**
 * Takes the address's turn until the transaction ends and refuses a hold past the cap (429
 * TOO_MANY_HOLDS until the first of the address's holds ends). The sponsor's own hold, which the
 * new one replaces, does not count.
 */
export async function checkHoldsFromAddress(
  tx: Database,
  hold: { placedFrom: string; sponsorId: number; now: Date },
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${HOLD_ADDRESS_LOCK_SPACE}, hashtext(${hold.placedFrom}))`,
  );
  const [live] = await tx
    .select({ holds: count(), firstEnd: min(sponsorshipHolds.expiresAt) })
    .from(sponsorshipHolds)
    .where(
      and(
        eq(sponsorshipHolds.placedFrom, hold.placedFrom),
        gt(sponsorshipHolds.expiresAt, hold.now),
        ne(sponsorshipHolds.sponsorId, hold.sponsorId),
      ),
    );
  if (!live || live.holds < HOLDS_PER_ADDRESS) return;
  const firstEnd = live.firstEnd ? new Date(live.firstEnd).getTime() : hold.now.getTime();
  throw throttledError(
    'TOO_MANY_HOLDS',
    Math.max(1, Math.ceil((firstEnd - hold.now.getTime()) / 1000)),
  );
}
