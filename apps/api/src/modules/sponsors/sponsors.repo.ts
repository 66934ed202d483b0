// Queries on sponsors. Every read takes the caller's visibility condition (sponsorVisibility),
// so an admin's query is limited to their schools and a sponsor's to their own record; rows
// become the API's shapes here and nowhere else.
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { normalizeSearchText, type Sponsor, type SponsorCard } from '@portal/shared';
import type { Database } from '../../db/client';
import {
  periods,
  schools,
  sponsors,
  sponsorships,
  students,
  type NewSponsorRow,
} from '../../db/schema/index';
import { buildSearchText } from '../../lib/search-text';
import type { AuthContext } from '../../lib/auth-context';
import { defineVisibility, type Visibility } from '../../lib/visibility';
import { sponsorNameFor, viewerOf } from '../../lib/projections';
import { scopeCondition } from '../../lib/scopes/scope';

/** Turns a photo file id into the URL the API answers (a signed file URL, or null). */
export type PhotoUrl = (fileId: number | null) => string | null;

/**
 * The sponsors the caller may reach: an admin's assigned schools, a user's own record (a sponsor:
 * their profile; nobody else has a sponsor record linked to their account), or all.
 */
export const sponsorVisibility = defineVisibility('sponsors', (auth) => {
  if (auth.access === 'own' || auth.access === 'ownRead') return eq(sponsors.userId, auth.userId);
  return scopeCondition(auth, 'sponsors', { school: sponsors.schoolId });
});

/** The caller's own sponsor record (a sponsor's profile), whatever their access to the area. */
export const ownSponsorVisibility = defineVisibility('sponsors', (auth) =>
  eq(sponsors.userId, auth.userId),
);

/** The sponsors a caller reaches (sponsorVisibility(auth)), or every one (sponsorVisibility.everyone). */
export type SponsorVisibility = Visibility<'sponsors'>;

const sponsorColumns = {
  id: sponsors.id,
  firstName: sponsors.firstName,
  lastName: sponsors.lastName,
  email: sponsors.email,
  phone: sponsors.phone,
  schoolId: sponsors.schoolId,
  schoolName: schools.name,
  userId: sponsors.userId,
  birthdate: sponsors.birthdate,
  photoFileId: sponsors.photoFileId,
  leadershipDistinction: sponsors.leadershipDistinction,
  active: sponsors.active,
  createdAt: sponsors.createdAt,
  updatedAt: sponsors.updatedAt,
  lastNameKey: sponsors.lastNameKey,
  firstNameKey: sponsors.firstNameKey,
  /** The creation time as the database writes it: the cursor of the "created" sort. */
  createdAtKey: sql<string>`${sponsors.createdAt}::text`,
};

export type SponsorRecord = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  schoolId: number;
  schoolName: string;
  userId: number | null;
  birthdate: string | null;
  photoFileId: number | null;
  leadershipDistinction: boolean;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  lastNameKey: string;
  firstNameKey: string;
  createdAtKey: string;
};

export function toSponsor(row: SponsorRecord, photoUrl: PhotoUrl): Sponsor {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    active: row.active,
    leadershipDistinction: row.leadershipDistinction,
    hasAccount: row.userId !== null,
    photoUrl: photoUrl(row.photoFileId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The sponsors' columns and joins (the list and the single reads share them). */
export function selectSponsors(db: Database) {
  return db
    .select(sponsorColumns)
    .from(sponsors)
    .innerJoin(schools, eq(schools.id, sponsors.schoolId));
}

export async function findSponsorById(
  db: Database,
  visibility: SponsorVisibility,
  id: number,
): Promise<SponsorRecord | undefined> {
  const [row] = await selectSponsors(db).where(and(visibility.condition, eq(sponsors.id, id)));
  return row;
}

/** The caller's own sponsor record, if their account has one. */
export async function findOwnSponsor(
  db: Database,
  auth: AuthContext,
): Promise<SponsorRecord | undefined> {
  const [row] = await selectSponsors(db).where(ownSponsorVisibility(auth).condition);
  return row;
}

declare const lockedSponsorBrand: unique symbol;

/** A sponsor whose row the transaction holds, found within the caller's reach (lockSponsor). */
export interface LockedSponsor {
  readonly id: number;
  readonly [lockedSponsorBrand]: true;
}

/** Locks the sponsor's row until the transaction ends (serialises writes to its parents);
 * undefined when the sponsor does not exist or is out of the caller's reach. */
export async function lockSponsor(
  db: Database,
  visibility: SponsorVisibility,
  id: number,
): Promise<LockedSponsor | undefined> {
  const [row] = await db
    .select({ id: sponsors.id })
    .from(sponsors)
    .where(and(visibility.condition, eq(sponsors.id, id)))
    .for('update');
  return row as LockedSponsor | undefined;
}

/** Id and birth date of these sponsors (the system's own reads: the agreements they need). */
export function findBirthdates(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: sponsors.id, birthdate: sponsors.birthdate })
    .from(sponsors)
    .where(inArray(sponsors.id, ids));
}

/** What pairing needs to know of a sponsor. */
export interface PairingSponsor {
  id: number;
  active: boolean;
  firstName: string;
  lastName: string;
}

/** The sponsor, if the visibility reaches them (for the sponsorship rules). */
export async function findSponsorForPairing(
  db: Database,
  visibility: SponsorVisibility,
  id: number | undefined,
): Promise<PairingSponsor | undefined> {
  const [row] = await db
    .select({
      id: sponsors.id,
      active: sponsors.active,
      firstName: sponsors.firstName,
      lastName: sponsors.lastName,
    })
    .from(sponsors)
    .where(and(visibility.condition, id === undefined ? undefined : eq(sponsors.id, id)))
    .limit(1);
  return row;
}

/**
 * The condition "the row's sponsor (`sponsorId`) is one the visibility reaches", for the tables
 * that belong to a sponsor (parents); none when it reaches every sponsor.
 */
export function ofVisibleSponsor(
  visibility: SponsorVisibility,
  sponsorId: AnyColumn,
): SQL | undefined {
  if (!visibility.condition) return undefined;
  return sql`exists (select 1 from ${sponsors} where ${sponsors.id} = ${sponsorId} and ${visibility.condition})`;
}

/** The sponsor other than `exceptId` that has this e-mail (in any case), if any. */
export async function findSponsorIdWithEmail(
  db: Database,
  email: string,
  exceptId?: number,
): Promise<number | undefined> {
  const rows = await db
    .select({ id: sponsors.id })
    .from(sponsors)
    .where(
      and(
        sql`lower(${sponsors.email}) = lower(${email})`,
        exceptId === undefined ? undefined : sql`${sponsors.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows[0]?.id;
}

/** Which of these e-mails (lower case) a sponsor has, any case: e-mails are unique among all. */
export async function findRegisteredSponsorEmails(
  db: Database,
  emails: string[],
): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: sql<string>`lower(${sponsors.email})` })
    .from(sponsors)
    .where(inArray(sql`lower(${sponsors.email})`, emails));
  return rows.map((row) => row.email);
}

export async function isUserLinkedToSponsor(
  db: Database,
  userId: number,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: sponsors.id })
    .from(sponsors)
    .where(
      and(
        eq(sponsors.userId, userId),
        exceptId === undefined ? undefined : sql`${sponsors.id} <> ${exceptId}`,
      ),
    );
  return rows.length > 0;
}

export type NewSponsor = Omit<
  NewSponsorRow,
  'id' | 'searchText' | 'lastNameKey' | 'firstNameKey' | 'createdAt' | 'updatedAt' | 'photoFileId'
>;

/** The derived columns of a sponsor's names and e-mail (sorting and search). */
function derivedColumns(sponsor: { firstName: string; lastName: string; email: string }) {
  return {
    firstNameKey: normalizeSearchText(sponsor.firstName),
    lastNameKey: normalizeSearchText(sponsor.lastName),
    searchText: buildSearchText(sponsor.firstName, sponsor.lastName, sponsor.email),
  };
}

/**
 * Inserts the sponsor unless its e-mail (any case) or user account is already a sponsor's;
 * returns the new id, or undefined when a unique index refused it (also under a race).
 */
export async function insertSponsorIfFree(
  db: Database,
  sponsor: NewSponsor,
): Promise<number | undefined> {
  const [row] = await db
    .insert(sponsors)
    .values({
      ...sponsor,
      email: sponsor.email.toLowerCase(),
      ...derivedColumns(sponsor),
    })
    .onConflictDoNothing()
    .returning({ id: sponsors.id });
  return row?.id;
}

/**
 * Inserts many sponsors, one statement per batch (an import, inside its transaction). Unlike
 * insertSponsorIfFree it throws on a unique violation (an e-mail taken), so the caller's
 * transaction keeps none of them.
 */
export async function insertSponsors(
  db: Database,
  list: NewSponsor[],
  batchSize = 500,
): Promise<number> {
  for (let start = 0; start < list.length; start += batchSize) {
    const batch = list.slice(start, start + batchSize);
    await db.insert(sponsors).values(
      batch.map((sponsor) => ({
        ...sponsor,
        email: sponsor.email.toLowerCase(),
        ...derivedColumns(sponsor),
      })),
    );
  }
  return list.length;
}

export type SponsorChanges = Partial<
  Pick<
    NewSponsorRow,
    'firstName' | 'lastName' | 'email' | 'phone' | 'schoolId' | 'birthdate' | 'userId' | 'active'
  >
>;

/**
 * Writes the changes (and the sort and search keys they imply) to a sponsor the visibility
 * reaches; throws on a unique violation.
 */
export async function updateSponsor(
  db: Database,
  visibility: SponsorVisibility,
  current: Pick<SponsorRecord, 'id' | 'firstName' | 'lastName' | 'email'>,
  changes: SponsorChanges,
  now: Date,
): Promise<void> {
  const firstName = changes.firstName ?? current.firstName;
  const lastName = changes.lastName ?? current.lastName;
  const email = (changes.email ?? current.email).toLowerCase();
  await db
    .update(sponsors)
    .set({
      ...changes,
      ...(changes.email === undefined ? {} : { email }),
      ...derivedColumns({ firstName, lastName, email }),
      updatedAt: now,
    })
    .where(and(visibility.condition, eq(sponsors.id, current.id)));
}

/**
 * The condition "this sponsor is paired with the student whose account is `studentUserId`":
 * a current sponsorship in the available year (the sponsorship area's table).
 */
function pairedWithStudentUser(studentUserId: number): SQL {
  return sql`exists (select 1 from ${sponsorships} join ${students} on ${students.id} = ${sponsorships.studentId} join ${periods} on ${periods.id} = ${sponsorships.periodId} where ${sponsorships.sponsorId} = ${sponsors.id} and ${sponsorships.endedAt} is null and ${periods.status} = 'available' and ${students.userId} = ${studentUserId})`;
}

/**
 * The active sponsors of the caller (a signed-in student), as a student sees a sponsor
 * (lib/projections.ts): first name and photo.
 */
export async function findSponsorCardsOfStudent(
  db: Database,
  auth: AuthContext,
  photoUrl: PhotoUrl,
): Promise<SponsorCard[]> {
  const rows = await db
    .select({
      id: sponsors.id,
      userId: sponsors.userId,
      firstName: sponsors.firstName,
      lastName: sponsors.lastName,
      photoFileId: sponsors.photoFileId,
    })
    .from(sponsors)
    .where(and(eq(sponsors.active, true), pairedWithStudentUser(auth.userId)))
    .orderBy(asc(sponsors.firstName), asc(sponsors.id));
  return rows.flatMap((row) => {
    const name = sponsorNameFor(viewerOf(auth, row.userId), row);
    return name
      ? [{ id: row.id, firstName: name.firstName, photoUrl: photoUrl(row.photoFileId) }]
      : [];
  });
}

/** Sets the sponsor's photo under a row lock; answers the previous file, or undefined when the
 * sponsor is unknown or out of the caller's reach. */
export async function setSponsorPhotoFileId(
  db: Database,
  visibility: SponsorVisibility,
  id: number,
  fileId: number | null,
  now: Date,
): Promise<{ previousFileId: number | null } | undefined> {
  const [current] = await db
    .select({ photoFileId: sponsors.photoFileId })
    .from(sponsors)
    .where(and(visibility.condition, eq(sponsors.id, id)))
    .for('update');
  if (!current) return undefined;
  await db.update(sponsors).set({ photoFileId: fileId, updatedAt: now }).where(eq(sponsors.id, id));
  return { previousFileId: current.photoFileId };
}
