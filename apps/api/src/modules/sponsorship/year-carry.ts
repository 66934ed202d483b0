// What the yearly cycle asks of the sponsorship area (modules/year-cycle): carry the year before's
// sponsorships into a new year, end them when a sponsor declines or a request lapses, reopen one
// when a sponsor recommits after declining. The place limit holds as in a pairing: the students'
// rows are locked before their places are counted.
import { MAX_SPONSORS_PER_STUDENT } from '@portal/shared';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { appError } from '../../lib/errors';
import { lockStudentForPairing } from '../students/students.service';
import { countTakenPlaces } from './student-places.repo';
import {
  countCarry as countCarryRows,
  countGraduatingSponsorships,
  endSponsorshipsOfStudentsWhoLeft,
  endSponsorships,
  insertCarried,
  lockCarriedStudents,
  reopenSponsorship,
  type CarriedSponsorship,
  type CarryCount,
  type CarryYears,
} from './year-carry.repo';

export type { CarriedSponsorship, CarryCount, CarryYears };

/** How many sponsorships a carry would make, per sponsor's school and student's village. */
export function countCarry(db: Database, years: CarryYears): Promise<CarryCount[]> {
  return countCarryRows(db, years);
}

/** How many of a year's sponsorships the upgrade would end: their student graduates. */
export function countGraduatingSponsorshipsOfYear(db: Database, yearId: number): Promise<number> {
  return countGraduatingSponsorships(db, yearId);
}

/** Ends a year's sponsorships whose student left (after the upgrade made them alumni). */
export function endSponsorshipsOfLeavers(
  tx: Database,
  yearId: number,
  endedAt: Date,
): Promise<number> {
  return endSponsorshipsOfStudentsWhoLeft(tx, yearId, endedAt);
}

/** Ends a cycle's sponsorships (declined, lapsed); how many it ended. */
export function endCarriedSponsorships(
  tx: Database,
  ids: readonly number[],
  ending: { reason: 'declined' | 'lapsed'; endedAt: Date; endedBy: number | null },
): Promise<number> {
  return endSponsorships(tx, ids, ending);
}

/**
 * Makes the new year's sponsorships for those of the year before, under the students' locks:
 * the pairs made, and their count per school and village (counted under the same locks, just
 * before they are made).
 */
export async function carrySponsorships(
  tx: Database,
  years: CarryYears,
  values: { startedAt: Date; createdBy: number },
): Promise<{ counts: CarryCount[]; carried: CarriedSponsorship[] }> {
  await lockCarriedStudents(tx, years);
  const counts = await countCarryRows(tx, years);
  return { counts, carried: await insertCarried(tx, years, values) };
}

/**
 * Makes a declined request's sponsorship current again, if the student still has a place: a
 * freed place may have been taken meanwhile (409 STUDENT_FULL), and the two may have been paired
 * again by a coordinator (409 ALREADY_SPONSORED).
 */
export async function reopenCarriedSponsorship(
  tx: Database,
  carried: { sponsorshipId: number; yearId: number; studentId: number; sponsorId: number },
  now: Date,
): Promise<void> {
  await lockStudentForPairing(tx, 'any', carried.studentId);
  const taken = await countTakenPlaces(
    tx,
    carried.yearId,
    carried.studentId,
    now,
    carried.sponsorId,
  );
  if (taken >= MAX_SPONSORS_PER_STUDENT) {
    throw appError('STUDENT_FULL', { params: { num: MAX_SPONSORS_PER_STUDENT } });
  }
  try {
    await reopenSponsorship(tx, carried.sponsorshipId);
  } catch (error) {
    if (isUniqueViolation(error, 'sponsorships_current_unique'))
      throw appError('ALREADY_SPONSORED');
    throw error;
  }
}
