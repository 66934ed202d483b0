// Queries on the offers of another student to a sponsor (the `sponsor_offers` table is this
// module's). The student is named as a sponsor may see them: first name, village, birthdate for
// the age, grade.
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sponsorOffers, sponsors, students, villages } from '../../db/schema/index';

const offerColumns = {
  id: sponsorOffers.id,
  sponsorId: sponsorOffers.sponsorId,
  state: sponsorOffers.state,
  createdAt: sponsorOffers.createdAt,
  expiresAt: sponsorOffers.expiresAt,
  answeredAt: sponsorOffers.answeredAt,
  studentId: students.id,
  studentFirstName: students.firstName,
  studentBirthdate: students.birthdate,
  studentGrade: students.grade,
  villageName: villages.name,
};

function selectOffers(db: Database) {
  return db
    .select(offerColumns)
    .from(sponsorOffers)
    .innerJoin(sponsors, eq(sponsors.id, sponsorOffers.sponsorId))
    .innerJoin(students, eq(students.id, sponsorOffers.studentId))
    .innerJoin(villages, eq(villages.id, students.villageId));
}

export type OfferRecord = Awaited<ReturnType<typeof findOffer>> & object;

export async function findOffer(db: Database, id: number) {
  const [row] = await selectOffers(db).where(eq(sponsorOffers.id, id));
  return row;
}

/** The offers of the sponsor whose account this is: open ones, and those of the last days. */
export function findOffersOfUser(db: Database, userId: number, since: Date) {
  return selectOffers(db)
    .where(
      and(
        eq(sponsors.userId, userId),
        sql`${students.status} <> 'delete'`,
        or(eq(sponsorOffers.state, 'open'), gt(sponsorOffers.createdAt, since)),
      ),
    )
    .orderBy(desc(sponsorOffers.createdAt), desc(sponsorOffers.id));
}

/** One offer of the sponsor whose account this is, its row locked (none: not theirs). */
export async function lockOfferOfUser(tx: Database, id: number, userId: number) {
  const [row] = await selectOffers(tx)
    .where(and(eq(sponsorOffers.id, id), eq(sponsors.userId, userId)))
    .for('update', { of: sponsorOffers });
  return row;
}

/** Closes the sponsor's open offer, if any: a newer one replaces it. */
export async function replaceOpenOffer(tx: Database, sponsorId: number, now: Date) {
  await tx
    .update(sponsorOffers)
    .set({ state: 'expired', answeredAt: now })
    .where(and(eq(sponsorOffers.sponsorId, sponsorId), eq(sponsorOffers.state, 'open')));
}

export async function insertOffer(
  tx: Database,
  values: { sponsorId: number; studentId: number; offeredBy: number; expiresAt: Date },
): Promise<number> {
  const [row] = await tx.insert(sponsorOffers).values(values).returning({ id: sponsorOffers.id });
  if (!row) throw new Error('sponsor_offers insert returned no row');
  return row.id;
}

export async function closeOffer(
  tx: Database,
  id: number,
  closing: { state: 'accepted' | 'declined'; now: Date; sponsorshipId: number | null },
) {
  await tx
    .update(sponsorOffers)
    .set({ state: closing.state, answeredAt: closing.now, sponsorshipId: closing.sponsorshipId })
    .where(eq(sponsorOffers.id, id));
}
