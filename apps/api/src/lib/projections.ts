// One projection per kind of person and viewer (PRODUCT.md, "Safeguarding": children and
// sponsors see each other by first name and photo only; decision 032). Every answer that names a
// person builds that person's part here, from who is looking, so that no endpoint can show what
// another hides. Which records a caller reaches at all is the visibilities' business
// (lib/visibility.ts); this decides what of a reached record the answer carries.
//
//   person \ viewer  coordinator   self   sponsor                           student
//   student          every field   all    first name, photo, age, gender,   -
//                                         grade, school and village names
//   sponsor          every field   all    - (another sponsor: nothing)      first name, photo
//   parent           every field   all*   -                                 -
//   coordinator      full name     all    -                                 -
//   (* a minor sponsor's parents are part of the sponsor's own record)
//
// Donors, event buyers and letters' people have their own answers (donations, events,
// letters); they follow the same rule: coordinators see them in full, a sponsor the first name
// and message of a donor to their own page, nobody else anything.
import { sql, type SQL } from 'drizzle-orm';
import { ageOn, isAdminRole, type Gender, type Grade, type SponsoredStudent } from '@portal/shared';
import type { AuthContext } from './auth-context';

/**
 * Who is looking at a person: a coordinator (any admin role, within their scope), the person
 * themselves, or a sponsor or a student who is not that person.
 */
export type Viewer = 'coordinator' | 'self' | 'sponsor' | 'student';

/**
 * How the caller views the person whose user account is `personUserId` (null: a person without
 * an account, or one whose account is not theirs to claim, like a parent's).
 */
export function viewerOf(auth: AuthContext, personUserId: number | null): Viewer {
  if (isAdminRole(auth.role)) return 'coordinator';
  if (personUserId !== null && personUserId === auth.userId) return 'self';
  return auth.role === 'SPONSOR' ? 'sponsor' : 'student';
}

/** Whether the viewer sees every field of the person (coordinators, and the person themselves). */
export function seesEverything(viewer: Viewer): boolean {
  return viewer === 'coordinator' || viewer === 'self';
}

/**
 * The rows of an answer built for coordinators only (the year's reports of sponsors, the document
 * grid): `condition` (their scope) for a coordinator, none for anyone else, whatever the
 * permission table says. Such an answer has no projection for a sponsor or a student: if one is
 * ever given the area, they read an empty answer until one is designed.
 */
export function coordinatorsOnly(auth: AuthContext, condition: SQL | undefined): SQL | undefined {
  return viewerOf(auth, null) === 'coordinator' ? condition : sql`false`;
}

/** A person's name as an answer carries it. */
export interface ProjectedName {
  firstName: string;
  /** Null where the viewer may know the first name only. */
  lastName: string | null;
  /** The name to show: first and last, or the first alone. */
  fullName: string;
}

interface Names {
  firstName: string;
  lastName: string;
}

function fullNameOf({ firstName, lastName }: Names): ProjectedName {
  return { firstName, lastName, fullName: `${firstName} ${lastName}`.trim() };
}

function firstNameOf({ firstName }: Names): ProjectedName {
  return { firstName, lastName: null, fullName: firstName };
}

/** A student's name: in full for coordinators and themselves, the first name for a sponsor. */
export function studentNameFor(viewer: Viewer, student: Names): ProjectedName | null {
  if (seesEverything(viewer)) return fullNameOf(student);
  return viewer === 'sponsor' ? firstNameOf(student) : null;
}

/**
 * A sponsor's name: in full for coordinators and themselves, the first name for a student (their
 * sponsor), nothing for another sponsor (a co-sponsor included).
 */
export function sponsorNameFor(viewer: Viewer, sponsor: Names): ProjectedName | null {
  if (seesEverything(viewer)) return fullNameOf(sponsor);
  return viewer === 'student' ? firstNameOf(sponsor) : null;
}

/**
 * A coordinator's name (who marked an attendance, returned an assessment...): to coordinators
 * and the coordinator themselves. Sponsors and students read "your coordinator" instead: they
 * have no use for a name, and an adult's name is not theirs to collect.
 */
export function coordinatorNameFor(viewer: Viewer, name: string | null): string | null {
  return seesEverything(viewer) ? name : null;
}

/** What every answer that shows a student to their sponsor starts from. */
export interface StudentFacts {
  id: number;
  firstName: string;
  birthdate: string | null;
  gender: Gender | null;
  grade: Grade | null;
  school: { id: number; name: string } | null;
  village: { id: number; name: string };
  photoUrl: string | null;
}

/**
 * A student as their sponsor sees them: what a sponsor needs to write to a child (first name,
 * photo, age rather than birth date, gender, grade, school and village names), nothing more.
 */
export function studentForSponsor(student: StudentFacts, today: string): SponsoredStudent {
  return {
    view: 'sponsor',
    id: student.id,
    firstName: student.firstName,
    age: student.birthdate === null ? null : ageOn(student.birthdate, today),
    gender: student.gender,
    grade: student.grade,
    school: student.school,
    village: student.village,
    photoUrl: student.photoUrl,
  };
}
