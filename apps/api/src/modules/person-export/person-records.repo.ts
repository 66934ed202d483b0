// The person export's reads of whom it is about: the account, the sponsor or student record (with
// a minor sponsor's parents and a student's guardian authorisation) and the files they point to.
// Read-only, across the areas' tables (decision 051): an export is a copy of what each area
// holds, and reads nothing it could change.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  files,
  guardianAuthorisations,
  schools,
  sponsorParents,
  sponsors,
  students,
  users,
  villages,
} from '../../db/schema/index';

export type AccountRecord = Awaited<ReturnType<typeof findAccount>>;

/** A user account, secrets (the password hash) and search keys left out. */
export async function findAccount(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      language: users.language,
      active: users.active,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      lastLoginAt: users.lastLoginAt,
      photoFileId: users.photoFileId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const sponsorColumns = {
  id: sponsors.id,
  publicId: sponsors.publicId,
  firstName: sponsors.firstName,
  lastName: sponsors.lastName,
  email: sponsors.email,
  phone: sponsors.phone,
  birthdate: sponsors.birthdate,
  schoolId: sponsors.schoolId,
  schoolName: schools.name,
  userId: sponsors.userId,
  photoFileId: sponsors.photoFileId,
  leadershipDistinction: sponsors.leadershipDistinction,
  active: sponsors.active,
  createdAt: sponsors.createdAt,
  updatedAt: sponsors.updatedAt,
};

export type SponsorRecord = NonNullable<Awaited<ReturnType<typeof findSponsorOfUser>>>;

function sponsorQuery(db: Database) {
  return db
    .select(sponsorColumns)
    .from(sponsors)
    .innerJoin(schools, eq(schools.id, sponsors.schoolId));
}

export async function findSponsorOfUser(db: Database, userId: number) {
  const [row] = await sponsorQuery(db).where(eq(sponsors.userId, userId));
  return row;
}

export async function findSponsorById(db: Database, sponsorId: number) {
  const [row] = await sponsorQuery(db).where(eq(sponsors.id, sponsorId));
  return row;
}

const studentColumns = {
  id: students.id,
  publicId: students.publicId,
  firstName: students.firstName,
  lastName: students.lastName,
  birthdate: students.birthdate,
  gender: students.gender,
  grade: students.grade,
  status: students.status,
  schoolName: schools.name,
  villageName: villages.name,
  externalId: students.externalId,
  leadershipDistinction: students.leadershipDistinction,
  userId: students.userId,
  photoFileId: students.photoFileId,
  createdAt: students.createdAt,
  updatedAt: students.updatedAt,
};

export type StudentRecord = NonNullable<Awaited<ReturnType<typeof findStudentById>>>;

function studentQuery(db: Database) {
  return db
    .select(studentColumns)
    .from(students)
    .innerJoin(villages, eq(villages.id, students.villageId))
    .leftJoin(schools, eq(schools.id, students.schoolId));
}

/** A student that is not (soft-)deleted. */
export async function findStudentById(db: Database, studentId: number) {
  const [row] = await studentQuery(db).where(
    and(eq(students.id, studentId), ne(students.status, 'delete')),
  );
  return row;
}

export async function findStudentOfUser(db: Database, userId: number) {
  const [row] = await studentQuery(db).where(
    and(eq(students.userId, userId), ne(students.status, 'delete')),
  );
  return row;
}

/** A parent's or guardian's contact as the export writes it. */
export const parentContactColumns = {
  id: sponsorParents.id,
  firstName: sponsorParents.firstName,
  lastName: sponsorParents.lastName,
  email: sponsorParents.email,
  phoneNumber: sponsorParents.phoneNumber,
  address1: sponsorParents.address1,
  address2: sponsorParents.address2,
  city: sponsorParents.city,
  zipCode: sponsorParents.zipCode,
  state: sponsorParents.state,
  relationship: sponsorParents.relationship,
  language: sponsorParents.language,
  confirmedAt: sponsorParents.confirmedAt,
  createdAt: sponsorParents.createdAt,
  updatedAt: sponsorParents.updatedAt,
};

/** A (minor) sponsor's parents: part of the sponsor's own record. */
export function findSponsorParents(db: Database, sponsorId: number) {
  return db
    .select(parentContactColumns)
    .from(sponsorParents)
    .where(eq(sponsorParents.sponsorId, sponsorId))
    .orderBy(asc(sponsorParents.id));
}

export async function findGuardianAuthorisation(db: Database, studentId: number) {
  const [row] = await db
    .select({
      signedOn: guardianAuthorisations.signedOn,
      fileId: guardianAuthorisations.fileId,
      recordedAt: guardianAuthorisations.recordedAt,
      recordedBy: guardianAuthorisations.recordedBy,
    })
    .from(guardianAuthorisations)
    .where(eq(guardianAuthorisations.studentId, studentId));
  return row;
}

export interface StoredFileRecord {
  id: number;
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
}

/** The stored files of these ids (the ones that still exist). */
export async function findFiles(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, StoredFileRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: files.id,
      storageKey: files.storageKey,
      originalName: files.originalName,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
      createdAt: files.createdAt,
    })
    .from(files)
    .where(inArray(files.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Names of accounts (coordinators who recorded something), by id. */
export async function findUserNames(
  db: Database,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}
