// Pausing the letters of one sponsorship (coordinators: area `sponsorship`, write; an admin in
// their places; a sponsor reaches none, 404). While paused, letters of the sponsorship are still
// accepted from their writers, both ways, and wait in the coordinators' queue with the reason
// "paused"; delivery is refused until resumed. The writer is never told. The pause takes the
// sponsorship's row lock, and a letter's send or delivery its share lock
// (lockSponsorshipForLetters, used by the letters module), so a pause and a delivery never cross:
// whichever commits first, the other sees it.
import type { Sponsorship } from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import {
  findLettersPauses,
  lettersPauseVisibility,
  lockSponsorshipForPause,
  setLettersPause,
  shareLockSponsorship,
} from './letters-pause.repo';

/**
 * For the letters module, inside the transaction of a send or a delivery: share-locks the
 * sponsorship's row until the transaction ends and answers whether its letters are paused;
 * undefined when there is no such sponsorship.
 */
export async function lockSponsorshipForLetters(
  tx: Database,
  sponsorshipId: number,
): Promise<{ isPaused: boolean } | undefined> {
  const row = await shareLockSponsorship(tx, sponsorshipId);
  return row && { isPaused: row.lettersPausedAt !== null };
}

/** Each sponsorship with its letters' pause, for a coordinator; a sponsor never sees one. */
export async function withLettersPause(
  db: Database,
  auth: AuthContext,
  items: Sponsorship[],
): Promise<Sponsorship[]> {
  if (auth.access === 'own' || auth.access === 'ownRead') return items;
  const pauses = new Map(
    (
      await findLettersPauses(
        db,
        items.map((item) => item.id),
      )
    ).map((row) => [row.id, row]),
  );
  return items.map((item) => {
    const pause = pauses.get(item.id);
    if (!pause?.since) return item;
    const by = [pause.firstName, pause.lastName].filter(Boolean).join(' ');
    return {
      ...item,
      lettersPause: { since: pause.since.toISOString(), by: by || null, note: pause.note },
    };
  });
}

/** What pausing and resuming read: the database, the clock and the sponsorship's answer. */
export interface LettersPauseContext {
  db: Database;
  clock: Clock;
  /** The sponsorship as the caller sees it (the answer of both endpoints). */
  answer(auth: AuthContext, id: number): Promise<Sponsorship>;
}

/** Pauses the letters; a sponsorship already paused keeps its first pause and note. */
export async function pauseLetters(
  { db, clock, answer }: LettersPauseContext,
  auth: AuthContext,
  id: number,
  note: string | undefined,
): Promise<Sponsorship> {
  await db.transaction(async (tx) => {
    const row = await lockSponsorshipForPause(tx, lettersPauseVisibility(auth), id);
    if (!row) throw appError('NOT_FOUND');
    if (row.lettersPausedAt !== null) return;
    const trimmed = note?.trim() ?? '';
    await setLettersPause(tx, id, {
      at: clock.now(),
      by: auth.userId,
      note: trimmed === '' ? null : trimmed,
    });
  });
  return answer(auth, id);
}

/** Resumes the letters (nothing to do when they are not paused). */
export async function resumeLetters(
  { db, answer }: LettersPauseContext,
  auth: AuthContext,
  id: number,
): Promise<Sponsorship> {
  await db.transaction(async (tx) => {
    const row = await lockSponsorshipForPause(tx, lettersPauseVisibility(auth), id);
    if (!row) throw appError('NOT_FOUND');
    if (row.lettersPausedAt !== null) await setLettersPause(tx, id, null);
  });
  return answer(auth, id);
}
