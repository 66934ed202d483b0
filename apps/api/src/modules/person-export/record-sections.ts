// Whom the export is about (a user account, a sponsor or student record, or a student with no
// account) and the sections of their own records: the account, the sponsor record with a minor's
// parents, the student record with the guardian's authorisation, and their photos.
import type { Language } from '@portal/shared';
import type { Database } from '../../db/client';
import type { ExportFile, ExportSection, ExportView } from './person-export-context';
import {
  findAccount,
  findGuardianAuthorisation,
  findSponsorById,
  findSponsorOfUser,
  findSponsorParents,
  findStudentById,
  findStudentOfUser,
  findUserNames,
  type AccountRecord,
  type SponsorRecord,
  type StudentRecord,
} from './person-records.repo';

export interface ExportSubject {
  account: NonNullable<AccountRecord> | null;
  sponsor: SponsorRecord | null;
  student: StudentRecord | null;
}

/** The person behind a user account; null when there is no such account. */
export async function findUserSubject(db: Database, userId: number): Promise<ExportSubject | null> {
  const account = await findAccount(db, userId);
  if (!account) return null;
  const [sponsor, student] = await Promise.all([
    findSponsorOfUser(db, userId),
    findStudentOfUser(db, userId),
  ]);
  return { account, sponsor: sponsor ?? null, student: student ?? null };
}

/** A student's record (and its account, when it has one); null when unknown or deleted. */
export async function findStudentSubject(
  db: Database,
  studentId: number,
): Promise<ExportSubject | null> {
  const student = await findStudentById(db, studentId);
  if (!student) return null;
  const account = student.userId === null ? null : await findAccount(db, student.userId);
  return { account: account ?? null, sponsor: null, student };
}

/** A sponsor's record (and its account, when it has one); null when unknown. */
export async function findSponsorSubject(
  db: Database,
  sponsorId: number,
): Promise<ExportSubject | null> {
  const sponsor = await findSponsorById(db, sponsorId);
  if (!sponsor) return null;
  if (sponsor.userId !== null) return findUserSubject(db, sponsor.userId);
  return { account: null, sponsor, student: null };
}

export function subjectName(subject: ExportSubject): string {
  const named = subject.account ?? subject.sponsor ?? subject.student;
  return named ? `${named.firstName} ${named.lastName}`.trim() : '';
}

/**
 * The summary's language: the account's; without one, a student reads Spanish (the villages'
 * language) and a sponsor record the portal's default, English.
 */
export function subjectLanguage(subject: ExportSubject): Language {
  const language = subject.account?.language as Language | undefined;
  return language ?? (subject.student ? 'es-CO' : 'en-US');
}

export interface Gathered {
  sections: ExportSection[];
  files: ExportFile[];
}

export interface GatheredRecords extends Gathered {
  /** A minor sponsor's parents' ids (their history is part of the sponsor's). */
  parentIds: number[];
}

function photo(fileId: number | null, path: string, kind: ExportFile['kind']): ExportFile[] {
  return fileId === null ? [] : [{ path, kind, fileId }];
}

export async function recordSections(
  db: Database,
  subject: ExportSubject,
  view: ExportView,
): Promise<GatheredRecords> {
  const { account, sponsor, student } = subject;
  const sections: ExportSection[] = [];
  const files: ExportFile[] = [];
  const parentIds: number[] = [];
  if (account) {
    const { photoFileId, ...fields } = account;
    sections.push({
      name: 'account',
      data: { ...fields, hasPhoto: photoFileId !== null },
      count: 1,
    });
    files.push(...photo(photoFileId, 'files/account-photo', 'accountPhoto'));
  }
  if (sponsor) {
    const parents = await findSponsorParents(db, sponsor.id);
    parentIds.push(...parents.map((parent) => parent.id));
    const { photoFileId, ...fields } = sponsor;
    sections.push({
      name: 'sponsor',
      data: { ...fields, hasPhoto: photoFileId !== null, parents },
      count: 1,
    });
    files.push(...photo(photoFileId, 'files/sponsor-photo', 'sponsorPhoto'));
  }
  if (student) {
    const gathered = await studentSection(db, student, view);
    sections.push(gathered.section);
    files.push(...gathered.files);
  }
  return { sections, files, parentIds };
}

async function studentSection(db: Database, student: StudentRecord, view: ExportView) {
  const guardian = await findGuardianAuthorisation(db, student.id);
  const { photoFileId, ...fields } = student;
  const files = photo(photoFileId, 'files/student-photo', 'studentPhoto');
  let guardianAuthorisation: Record<string, unknown> = { isOnFile: false };
  if (guardian && view === 'full') {
    // The signed document holds the guardian's details: the coordinators' (file owner rules).
    const names = await findUserNames(db, [guardian.recordedBy]);
    guardianAuthorisation = {
      isOnFile: true,
      signedOn: guardian.signedOn,
      recordedAt: guardian.recordedAt,
      recordedBy: guardian.recordedBy === null ? null : (names.get(guardian.recordedBy) ?? null),
    };
    files.push({
      path: 'files/guardian-authorisation',
      kind: 'guardianAuthorisation',
      fileId: guardian.fileId,
    });
  } else if (guardian) {
    guardianAuthorisation = { isOnFile: true, signedOn: guardian.signedOn };
  }
  return {
    section: {
      name: 'student' as const,
      data: { ...fields, hasPhoto: photoFileId !== null, guardianAuthorisation },
      count: 1,
    },
    files,
  };
}
