// The person export's reads of what a sponsor or student took part in: sponsorships (with the
// recommitment answers), letters each way, agreements signed, meetings attended, assessments.
// Read-only (decision 051); the other side's names are read here and cut to what the viewer may
// see in activity-sections.ts.
import { asc, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  agreementAcceptances,
  agreementVersions,
  agreements,
  files,
  leadershipAssessments,
  meetingAttendance,
  meetings,
  parentAgreementLinks,
  periods,
  recommitments,
  schools,
  sponsors,
  sponsorships,
  sponsorshipLetters,
  students,
} from '../../db/schema/index';

/** Whose records: a sponsor's id, a student's id, or both null (a coordinator). */
export interface PersonIds {
  sponsorId: number | null;
  studentId: number | null;
}

interface SideColumns {
  sponsorId: Parameters<typeof eq>[0];
  studentId: Parameters<typeof eq>[0];
}

function sideCondition(ids: PersonIds, columns: SideColumns): SQL | undefined {
  const parts: SQL[] = [];
  if (ids.sponsorId !== null) parts.push(eq(columns.sponsorId, ids.sponsorId));
  if (ids.studentId !== null) parts.push(eq(columns.studentId, ids.studentId));
  return parts.length === 0 ? undefined : or(...parts);
}

const otherSideNames = {
  sponsorFirstName: sponsors.firstName,
  sponsorLastName: sponsors.lastName,
  studentFirstName: students.firstName,
  studentLastName: students.lastName,
};

export type SponsorshipRecord = Awaited<ReturnType<typeof findSponsorships>>[number];

export async function findSponsorships(db: Database, ids: PersonIds) {
  const condition = sideCondition(ids, sponsorships);
  if (!condition) return [];
  return db
    .select({
      id: sponsorships.id,
      sponsorId: sponsorships.sponsorId,
      studentId: sponsorships.studentId,
      periodName: periods.name,
      startedAt: sponsorships.startedAt,
      endedAt: sponsorships.endedAt,
      endReason: sponsorships.endReason,
      lettersPausedAt: sponsorships.lettersPausedAt,
      lettersPauseNote: sponsorships.lettersPauseNote,
      ...otherSideNames,
    })
    .from(sponsorships)
    .innerJoin(periods, eq(periods.id, sponsorships.periodId))
    .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
    .innerJoin(students, eq(students.id, sponsorships.studentId))
    .where(condition)
    .orderBy(asc(sponsorships.startedAt), asc(sponsorships.id));
}

export async function findRecommitments(db: Database, ids: PersonIds) {
  const condition = sideCondition(ids, recommitments);
  if (!condition) return [];
  return db
    .select({
      id: recommitments.id,
      sponsorId: recommitments.sponsorId,
      periodName: periods.name,
      state: recommitments.state,
      reason: recommitments.reason,
      note: recommitments.note,
      answeredAt: recommitments.answeredAt,
    })
    .from(recommitments)
    .innerJoin(periods, eq(periods.id, recommitments.periodId))
    .where(condition)
    .orderBy(asc(recommitments.id));
}

export type LetterRecord = Awaited<ReturnType<typeof findLetters>>[number];

export async function findLetters(db: Database, ids: PersonIds) {
  const condition = sideCondition(ids, sponsorshipLetters);
  if (!condition) return [];
  return db
    .select({
      letter: sponsorshipLetters,
      periodName: periods.name,
      attachmentName: files.originalName,
      ...otherSideNames,
    })
    .from(sponsorshipLetters)
    .innerJoin(periods, eq(periods.id, sponsorshipLetters.periodId))
    .innerJoin(sponsors, eq(sponsors.id, sponsorshipLetters.sponsorId))
    .innerJoin(students, eq(students.id, sponsorshipLetters.studentId))
    .leftJoin(files, eq(files.id, sponsorshipLetters.attachmentFileId))
    .where(condition)
    .orderBy(asc(sponsorshipLetters.createdAt), asc(sponsorshipLetters.id));
}

export type AcceptanceRecord = Awaited<ReturnType<typeof findAcceptances>>[number];

/** A signature as the export writes it: the text signed, who typed it, when, from where, how. */
export const signatureColumns = {
  id: agreementAcceptances.id,
  agreementKey: agreements.key,
  title: agreementVersions.title,
  version: agreementVersions.version,
  language: agreementVersions.language,
  typedName: agreementAcceptances.typedName,
  signedAt: agreementAcceptances.signedAt,
  ip: agreementAcceptances.ip,
  userAgent: agreementAcceptances.userAgent,
  textSha256: agreementAcceptances.textSha256,
  signerRelationship: agreementAcceptances.signerRelationship,
  signatureKind: agreementAcceptances.signatureKind,
  signaturePng: agreementAcceptances.signaturePng,
};

/** Agreements a sponsor accepted, and those a (minor) sponsor's parent signed for them. */
export function findAcceptances(db: Database, sponsorId: number) {
  return db
    .select({
      ...signatureColumns,
      audience: agreements.audience,
      /** A parent's signature: its link's check (decision 030); null: the sponsor's own. */
      parentCheck: parentAgreementLinks.checkStatus,
    })
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .innerJoin(agreements, eq(agreements.id, agreementVersions.agreementId))
    .leftJoin(parentAgreementLinks, eq(parentAgreementLinks.id, agreementAcceptances.linkId))
    .where(eq(agreementAcceptances.sponsorId, sponsorId))
    .orderBy(asc(agreementAcceptances.signedAt), asc(agreementAcceptances.id));
}

/** The parent agreements sent for a minor sponsor (the link's key hash left out). */
export function findParentAgreementLinks(db: Database, sponsorId: number) {
  return db
    .select({
      id: parentAgreementLinks.id,
      parentName: parentAgreementLinks.parentName,
      parentEmail: parentAgreementLinks.parentEmail,
      parentRelationship: parentAgreementLinks.parentRelationship,
      language: parentAgreementLinks.language,
      status: parentAgreementLinks.status,
      sentAt: parentAgreementLinks.sentAt,
      expiresAt: parentAgreementLinks.expiresAt,
      closedAt: parentAgreementLinks.closedAt,
    })
    .from(parentAgreementLinks)
    .where(eq(parentAgreementLinks.sponsorId, sponsorId))
    .orderBy(asc(parentAgreementLinks.sentAt), asc(parentAgreementLinks.id));
}

export function findAttendance(db: Database, sponsorId: number) {
  return db
    .select({
      meetingNumber: meetings.number,
      startsAt: meetings.startsAt,
      place: meetings.place,
      schoolName: schools.name,
      periodName: periods.name,
      method: meetingAttendance.method,
      reason: meetingAttendance.reason,
      recordedBy: meetingAttendance.recordedBy,
    })
    .from(meetingAttendance)
    .innerJoin(meetings, eq(meetings.id, meetingAttendance.meetingId))
    .innerJoin(schools, eq(schools.id, meetings.schoolId))
    .innerJoin(periods, eq(periods.id, meetingAttendance.periodId))
    .where(eq(meetingAttendance.sponsorId, sponsorId))
    .orderBy(asc(meetings.startsAt));
}

export function findAssessments(db: Database, sponsorId: number) {
  return db
    .select({
      periodName: periods.name,
      part: leadershipAssessments.part,
      text: leadershipAssessments.text,
      status: leadershipAssessments.status,
      submittedAt: leadershipAssessments.submittedAt,
      returnComment: leadershipAssessments.returnComment,
      returnedAt: leadershipAssessments.returnedAt,
    })
    .from(leadershipAssessments)
    .innerJoin(periods, eq(periods.id, leadershipAssessments.periodId))
    .where(eq(leadershipAssessments.sponsorId, sponsorId))
    .orderBy(asc(periods.startDate), asc(leadershipAssessments.part));
}
