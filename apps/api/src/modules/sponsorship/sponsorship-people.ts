// How a sponsorship names its people to the caller (lib/projections.ts, decision 032): a
// sponsor reads their own name in full and their students' first names; coordinators every name.
import {
  sponsorNameFor,
  studentNameFor,
  viewerOf,
  type ProjectedName,
} from '../../lib/projections';
import type { AuthContext } from '../../lib/auth-context';
import type { SponsorshipRecord } from './sponsorship.repo';

/**
 * Whether the caller sees the students of the sponsorships by first name only (a sponsor): their
 * search, order and cursors then hold no student's last name.
 */
export function isLimitedToFirstNames(auth: AuthContext): boolean {
  return viewerOf(auth, null) === 'sponsor';
}

/** The student and the sponsor of a sponsorship as the caller may name them; none: not at all. */
export function namesOf(
  auth: AuthContext,
  row: SponsorshipRecord,
): { student: ProjectedName; sponsor: ProjectedName } | null {
  const student = studentNameFor(viewerOf(auth, row.studentUserId), {
    firstName: row.studentFirstName,
    lastName: row.studentLastName,
  });
  const sponsor = sponsorNameFor(viewerOf(auth, row.sponsorUserId), {
    firstName: row.sponsorFirstName,
    lastName: row.sponsorLastName,
  });
  return student && sponsor ? { student, sponsor } : null;
}

/** A row of the sponsorships export: the record and its people as the caller may name them. */
export interface SponsorshipExportRow {
  record: SponsorshipRecord;
  student: ProjectedName;
  sponsor: ProjectedName;
}
