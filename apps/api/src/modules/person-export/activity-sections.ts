// The sections of what a sponsor or student took part in, as the viewer may read them (decision
// 032, lib/projections.ts): the other side of a sponsorship or a letter by first name only for
// the person themselves, in full for the super admin; a letter received only once delivered and
// never its return note or what the review found; a coordinator's name for the super admin only.
import type { Database } from '../../db/client';
import type { ExportFile, ExportSection, ExportView } from './person-export-context';
import { agreementSection } from './agreement-section';
import {
  findAssessments,
  findAttendance,
  findLetters,
  findRecommitments,
  findSponsorships,
  type LetterRecord,
  type PersonIds,
} from './person-activity.repo';
import { findUserNames } from './person-records.repo';
import type { Gathered } from './record-sections';

interface OtherSideNames {
  sponsorFirstName: string;
  sponsorLastName: string;
  studentFirstName: string;
  studentLastName: string;
}

/** The other side of a pairing or letter: first name for the person, full name for the super admin. */
function otherSide(
  view: ExportView,
  isPersonTheSponsor: boolean,
  row: OtherSideNames & { sponsorId: number; studentId: number },
) {
  const kind = isPersonTheSponsor ? 'student' : 'sponsor';
  const id = isPersonTheSponsor ? row.studentId : row.sponsorId;
  const firstName = isPersonTheSponsor ? row.studentFirstName : row.sponsorFirstName;
  const lastName = isPersonTheSponsor ? row.studentLastName : row.sponsorLastName;
  return view === 'full' ? { kind, id, firstName, lastName } : { kind, firstName };
}

export async function activitySections(
  db: Database,
  ids: PersonIds,
  view: ExportView,
): Promise<Gathered> {
  const isSponsor = ids.sponsorId !== null;
  const [pairings, answers] = await Promise.all([
    findSponsorships(db, ids),
    findRecommitments(db, ids),
  ]);
  const sponsorships = pairings.map((row) => ({
    id: row.id,
    year: row.periodName,
    with: otherSide(view, row.sponsorId === ids.sponsorId, row),
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    endReason: row.endReason,
    ...(view === 'full'
      ? { lettersPausedAt: row.lettersPausedAt, lettersPauseNote: row.lettersPauseNote }
      : {}),
  }));
  const recommitments = isSponsor
    ? answers.map(({ sponsorId: _sponsorId, ...answer }) => answer)
    : [];
  const letters = await letterSection(db, ids, view);
  const sections: ExportSection[] = [
    {
      name: 'sponsorships',
      data: { sponsorships, recommitments },
      count: sponsorships.length,
    },
    letters.section,
  ];
  const files = [...letters.files];
  if (ids.sponsorId !== null) {
    const sponsorParts = await sponsorActivity(db, ids.sponsorId, view);
    sections.push(...sponsorParts.sections);
    files.push(...sponsorParts.files);
  }
  return { sections, files };
}

/** Whether the person (sponsor or student of `ids`) wrote the letter. */
function isWriter(ids: PersonIds, { letter }: LetterRecord): boolean {
  return letter.writer === 'sponsor'
    ? letter.sponsorId === ids.sponsorId
    : letter.studentId === ids.studentId;
}

function letterFor(ids: PersonIds, view: ExportView, record: LetterRecord) {
  const { letter } = record;
  const hasWritten = isWriter(ids, record);
  const isPersonTheSponsor = letter.sponsorId === ids.sponsorId;
  const base = {
    id: letter.id,
    year: record.periodName,
    number: letter.number,
    direction: hasWritten ? 'written' : 'received',
    with: otherSide(view, isPersonTheSponsor, { ...record, ...letter }),
    status: letter.status,
    subject: letter.subject,
    message: letter.message,
    originalLanguage: letter.originalLanguage,
    translatedSubject: letter.translatedSubject,
    translatedMessage: letter.translatedMessage,
    attachment: record.attachmentName,
    sentAt: letter.sentAt,
    deliveredAt: letter.deliveredAt,
    readAt: letter.readAt,
  };
  if (view === 'full')
    return {
      ...base,
      returnNote: letter.returnNote,
      screeningMatches: letter.screeningMatches,
      translationSource: letter.translationSource,
    };
  // The writer reads why a letter came back; a recipient never learns it was returned.
  return hasWritten ? { ...base, returnNote: letter.returnNote } : base;
}

async function letterSection(db: Database, ids: PersonIds, view: ExportView) {
  const records = await findLetters(db, ids);
  // The person reads a letter to them once it is delivered, as their letter box does.
  const readable = records.filter(
    (record) => view === 'full' || isWriter(ids, record) || record.letter.status === 'delivered',
  );
  const files: ExportFile[] = readable.flatMap(({ letter, attachmentName }) =>
    letter.attachmentFileId === null || attachmentName === null
      ? []
      : [
          {
            path: `files/letters/${letter.id}-${attachmentName.replace(/\.[^.]*$/, '')}`,
            kind: 'letterAttachment' as const,
            fileId: letter.attachmentFileId,
          },
        ],
  );
  const letters = readable.map((record) => letterFor(ids, view, record));
  return { section: { name: 'letters' as const, data: letters, count: letters.length }, files };
}

async function sponsorActivity(db: Database, sponsorId: number, view: ExportView) {
  const [agreements, attendance, assessments] = await Promise.all([
    agreementSection(db, sponsorId, view),
    findAttendance(db, sponsorId),
    findAssessments(db, sponsorId),
  ]);
  const names =
    view === 'full'
      ? await findUserNames(
          db,
          attendance.map((row) => row.recordedBy),
        )
      : null;
  const meetings = attendance.map(({ recordedBy, ...row }) => ({
    ...row,
    ...(names ? { recordedBy: recordedBy === null ? null : (names.get(recordedBy) ?? null) } : {}),
  }));
  const sections: ExportSection[] = [
    agreements.section,
    { name: 'meetings', data: meetings, count: meetings.length },
    { name: 'assessments', data: assessments, count: assessments.length },
  ];
  return { sections, files: agreements.files };
}
