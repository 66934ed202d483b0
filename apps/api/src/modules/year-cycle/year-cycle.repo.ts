// Queries on recommitment requests (the `recommitments` table is this module's). The people and
// places they name are joined read-only, for names and counts.
import { and, asc, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { DeclineReason, RecommitmentState } from '@portal/shared';
import type { Database } from '../../db/client';
import {
  periods,
  recommitments,
  sponsors,
  sponsorships,
  students,
  villages,
} from '../../db/schema/index';
import type { CarriedSponsorship } from '../sponsorship/sponsorship.service';

/** Requests made a batch at a time: one statement's parameters stay well under the limit. */
const INSERT_BATCH = 5000;

export async function insertRequests(
  tx: Database,
  yearId: number,
  carried: readonly CarriedSponsorship[],
): Promise<void> {
  for (let start = 0; start < carried.length; start += INSERT_BATCH) {
    await tx.insert(recommitments).values(
      carried.slice(start, start + INSERT_BATCH).map((row) => ({
        periodId: yearId,
        previousSponsorshipId: row.previousId,
        sponsorshipId: row.sponsorshipId,
        sponsorId: row.sponsorId,
        studentId: row.studentId,
      })),
    );
  }
}

const requestColumns = {
  id: recommitments.id,
  periodId: recommitments.periodId,
  periodName: periods.name,
  periodStatus: periods.status,
  periodStartDate: periods.startDate,
  studentFirstName: students.firstName,
  studentLastName: students.lastName,
  villageName: villages.name,
  state: recommitments.state,
  reason: recommitments.reason,
  note: recommitments.note,
  answeredAt: recommitments.answeredAt,
  sponsorshipId: recommitments.sponsorshipId,
  sponsorId: recommitments.sponsorId,
  studentId: recommitments.studentId,
};

function selectRequests(db: Database) {
  return db
    .select(requestColumns)
    .from(recommitments)
    .innerJoin(periods, eq(periods.id, recommitments.periodId))
    .innerJoin(sponsors, eq(sponsors.id, recommitments.sponsorId))
    .innerJoin(students, eq(students.id, recommitments.studentId))
    .innerJoin(villages, eq(villages.id, students.villageId));
}

export type RequestRecord = Awaited<ReturnType<typeof findRequestsOfUser>>[number];

/** The requests of the sponsor whose account this is, newest year first. */
export function findRequestsOfUser(db: Database, userId: number) {
  return selectRequests(db)
    .where(and(eq(sponsors.userId, userId), sql`${students.status} <> 'delete'`))
    .orderBy(desc(periods.startDate), asc(students.firstName), asc(recommitments.id));
}

/** One request of the sponsor whose account this is, its row locked (none: not theirs). */
export async function lockRequestOfUser(
  tx: Database,
  id: number,
  userId: number,
): Promise<RequestRecord | undefined> {
  const [row] = await selectRequests(tx)
    .where(and(eq(recommitments.id, id), eq(sponsors.userId, userId)))
    .for('update', { of: recommitments });
  return row;
}

export async function saveAnswer(
  tx: Database,
  id: number,
  answer: {
    state: Extract<RecommitmentState, 'recommitted' | 'declined'>;
    reason: DeclineReason | null;
    note: string | null;
    answeredBy: number;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(recommitments)
    .set({
      state: answer.state,
      reason: answer.reason,
      note: answer.note,
      answeredAt: answer.now,
      answeredBy: answer.answeredBy,
    })
    .where(eq(recommitments.id, id));
}

/**
 * Settles a year's unanswered requests at its activation (carried or lapsed); the new year's
 * sponsorships of those it settled.
 */
export async function settleUnanswered(
  tx: Database,
  yearId: number,
  state: Extract<RecommitmentState, 'carried' | 'lapsed'>,
): Promise<number[]> {
  const rows = await tx
    .update(recommitments)
    .set({ state })
    .where(and(eq(recommitments.periodId, yearId), eq(recommitments.state, 'pending')))
    .returning({ sponsorshipId: recommitments.sponsorshipId });
  return rows.map((row) => row.sponsorshipId);
}

/**
 * The closing year's current sponsorships that no request of the opening year carries: those an
 * activation would leave behind.
 */
export async function countUncarried(
  db: Database,
  years: { closingYearId: number; openingYearId: number },
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(sponsorships)
    .where(
      and(
        eq(sponsorships.periodId, years.closingYearId),
        isNull(sponsorships.endedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(recommitments)
            .where(
              and(
                eq(recommitments.previousSponsorshipId, sponsorships.id),
                eq(recommitments.periodId, years.openingYearId),
              ),
            ),
        ),
      ),
    );
  return Number(row?.total ?? 0);
}
