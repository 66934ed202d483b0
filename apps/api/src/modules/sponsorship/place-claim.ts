// Claiming one of a student's places, for a pairing or a hold. The limit of sponsors per student
// holds under concurrency (also across API processes) because every claim first locks the
// student's row, then counts; unique indexes refuse a second current pairing of the same two and
// a second hold of a sponsor (decisions/019).
import { MAX_SPONSORS_PER_STUDENT, type CreateSponsorshipBody } from '@portal/shared';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/db-errors';
import { appError } from '../../lib/errors';
import { lockAvailableYear } from '../periods/periods.service';
import { findSponsorForPairing } from '../sponsors/sponsors.service';
import { lockStudentForPairing } from '../students/students.service';
import type { SponsorshipContext } from './sponsorship-context';
import { hasCurrentSponsorship } from './sponsorship.repo';
import { countTakenPlaces } from './student-places.repo';

/**
 * The checks every pairing and hold share, in one transaction, in this order: the available
 * year (share-locked: an activation waits), the sponsor, the student (row-locked: pairings of
 * one student take turns), a second pairing of the same two, then the places left.
 */
export async function claimPlace(
  { clock }: SponsorshipContext,
  tx: Database,
  auth: AuthContext,
  body: CreateSponsorshipBody,
) {
  const year = await lockAvailableYear(tx);
  if (!year) throw appError('NO_AVAILABLE_YEAR');
  const isSponsor = auth.role === 'SPONSOR';
  const sponsor = await findSponsorForPairing(tx, auth, body.sponsorId);
  if (!sponsor) throw appError('NOT_FOUND');
  if (!sponsor.active) throw appError('SPONSOR_INACTIVE');
  // A sponsor may choose any student the rules allow; a coordinator those in their reach.
  const student = await lockStudentForPairing(tx, isSponsor ? 'any' : auth, body.studentId);
  if (!student) throw appError('NOT_FOUND');
  if (student.status !== 'active' || !student.villageEnabled) {
    throw appError('STUDENT_NOT_SPONSORABLE');
  }
  if (await hasCurrentSponsorship(tx, year.id, student.id, sponsor.id)) {
    throw appError('ALREADY_SPONSORED');
  }
  const now = clock.now();
  const taken = await countTakenPlaces(tx, year.id, student.id, now, sponsor.id);
  if (taken >= MAX_SPONSORS_PER_STUDENT) {
    throw appError('STUDENT_FULL', { params: { num: MAX_SPONSORS_PER_STUDENT } });
  }
  return { year, sponsor, student, now };
}

/** The unique indexes' refusals, as the answers the screens explain. */
export function explainPairingFailure(error: unknown): never {
  if (isUniqueViolation(error, 'sponsorships_current_unique')) throw appError('ALREADY_SPONSORED');
  throw error;
}
