// Queries on the pause of a sponsorship's letters (sponsorships.letters_paused_*): the lock a
// pause takes, the share lock a letter's send or delivery takes, and the pauses of a page of
// sponsorships for the coordinators' answers.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sponsors, sponsorships, students, users } from '../../db/schema/index';
import { scopeCondition } from '../../lib/scopes/scope';
import { defineVisibility, type Visibility } from '../../lib/visibility';

/**
 * The sponsorships whose letters a caller may pause: a coordinator's (an admin's places, as for
 * the sponsorships themselves); none for a sponsor, who is never told of a pause.
 */
export const lettersPauseVisibility = defineVisibility('sponsorshipLettersPause', (auth) => {
  if (auth.access === 'own' || auth.access === 'ownRead') return sql`false`;
  return scopeCondition(auth, 'sponsorship', {
    village: students.villageId,
    school: sponsors.schoolId,
  });
});
export type LettersPauseVisibility = Visibility<'sponsorshipLettersPause'>;

/** Row-locks the sponsorship for a pause or a resume; undefined when out of reach or unknown. */
export async function lockSponsorshipForPause(
  tx: Database,
  visibility: LettersPauseVisibility,
  id: number,
): Promise<{ id: number; lettersPausedAt: Date | null } | undefined> {
  const [row] = await tx
    .select({ id: sponsorships.id, lettersPausedAt: sponsorships.lettersPausedAt })
    .from(sponsorships)
    .innerJoin(students, eq(students.id, sponsorships.studentId))
    .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
    .where(and(eq(sponsorships.id, id), visibility.condition))
    .for('no key update', { of: sponsorships });
  return row;
}

export async function setLettersPause(
  tx: Database,
  id: number,
  pause: { at: Date; by: number; note: string | null } | null,
): Promise<void> {
  await tx
    .update(sponsorships)
    .set({
      lettersPausedAt: pause?.at ?? null,
      lettersPausedBy: pause?.by ?? null,
      lettersPauseNote: pause?.note ?? null,
    })
    .where(eq(sponsorships.id, id));
}

/**
 * Share-locks the sponsorship's row for a letter's send or delivery (a pause waits for it, and it
 * waits for a pause) and answers whether its letters are paused; undefined when it is unknown.
 */
export async function shareLockSponsorship(
  tx: Database,
  id: number,
): Promise<{ lettersPausedAt: Date | null } | undefined> {
  const [row] = await tx
    .select({ lettersPausedAt: sponsorships.lettersPausedAt })
    .from(sponsorships)
    .where(eq(sponsorships.id, id))
    .for('share');
  return row;
}

/** The paused ones of these sponsorships, with who paused them and the note. */
export function findLettersPauses(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: sponsorships.id,
      since: sponsorships.lettersPausedAt,
      note: sponsorships.lettersPauseNote,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sponsorships)
    .leftJoin(users, eq(users.id, sponsorships.lettersPausedBy))
    .where(and(inArray(sponsorships.id, ids), isNotNull(sponsorships.lettersPausedAt)));
}
