// The grid's cells, row by row: for a page (or an export's batch, or the reminders' sponsors)
// what each sponsor has done in the year (done, missing, to check, late, not due yet, not
// needed); the columns they sit under; and the list's filters for the year's context. A parent
// agreement is "to check" while a coordinator has a parent contact or a parent's signature of
// the sponsor to confirm (decision 030); an unknown birth date needs it as a minor's would.
import {
  LETTER_NUMBERS,
  OUTSTANDING_CELL_STATES,
  sponsorshipDueDates,
  yearLetterTexts,
  type DocumentCellState,
  type DocumentStatusColumns,
  type DocumentStatusRow,
  type Language,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { isMinorOn } from '../agreements/agreements.service';
import { findSponsorsWithHeldSignatures } from '../agreements/parent-signature-checks.service';
import { findSponsorsWaitingForContactConfirmation } from '../sponsors/sponsor-consent.service';
import {
  findSignedVersions,
  findSponsorshipsOf,
  type DocumentStatusFilters,
  type DocumentStatusRecord,
} from './document-status.repo';
import { isPast, type YearContext } from './year-facts';

type Sponsorship = Awaited<ReturnType<typeof findSponsorshipsOf>>[number];

/** A row with what reminders need besides the cells. */
export interface BuiltRow {
  row: DocumentStatusRow;
  record: DocumentStatusRecord;
  sponsorships: Sponsorship[];
  written: Set<string>;
}

/** The grid's filters beside a year's context: what its "only missing" test is written from. */
export interface GridFilters {
  periodId?: number | undefined;
  q?: string | undefined;
  schoolId?: number | undefined;
  villageId?: number | undefined;
  onlyMissing?: boolean | undefined;
}

const isOutstanding = (state: DocumentCellState) => OUTSTANDING_CELL_STATES.includes(state);

export function filtersOf(context: YearContext, query: GridFilters): DocumentStatusFilters {
  return {
    periodId: context.year.id,
    yearStart: context.year.startDate,
    q: query.q,
    schoolId: query.schoolId,
    villageId: query.villageId,
    onlyMissing: query.onlyMissing,
    lateSent: context.lateSent,
    lateAnswered: context.lateAnswered,
    letterDates: context.letters.letters,
    today: context.today,
    sponsorAgreementVersions: context.sponsorAgreements.map((agreement) => agreement.versionIds),
    parentAgreementVersions: context.parentVersionIds,
  };
}

export function columnsOf(
  context: YearContext | undefined,
  language: Language,
): DocumentStatusColumns {
  if (!context) return { year: null, agreements: [], parentAgreement: false, letters: [] };
  return {
    year: { id: context.year.id, name: context.year.name },
    agreements: context.sponsorAgreements.map((agreement) => ({
      key: agreement.key,
      title: agreement.titles[language] ?? Object.values(agreement.titles)[0] ?? agreement.key,
    })),
    parentAgreement: context.parentVersionIds.length > 0,
    letters: context.letters.letters.map((letter) => ({
      number: letter.number,
      title: yearLetterTexts(letter, language).title,
      dueDate: letter.dueDate,
      answerDueDate: letter.answerDueDate,
    })),
  };
}

/** What a page's cells are read from: signatures, sponsorships with letters, checks pending. */
interface PageFacts {
  hasSigned(sponsorId: number, versions: number[]): boolean;
  sponsorships: Sponsorship[];
  written: Set<string>;
  /** Sponsors with a parent contact or a parent's signature for a coordinator to confirm. */
  isToCheck(sponsorId: number): boolean;
  dueDateFor(
    sponsorship: { startedAt: Date },
    writer: 'sponsor' | 'student',
    number: number,
  ): string | null;
}

/**
 * Two reads side by side for the whole page (the current versions' signatures; the sponsorships
 * with their letters) and the parent checks pending; the rest comes from the year's context.
 */
async function readPageFacts(
  db: Database,
  context: YearContext,
  ids: number[],
): Promise<PageFacts> {
  const parentVersionIds = context.parentVersionIds.flat();
  const versionIds = [
    ...context.sponsorAgreements.flatMap((agreement) => agreement.versionIds),
    ...parentVersionIds,
  ];
  const [signatures, sponsorships, unconfirmed, held] = await Promise.all([
    findSignedVersions(db, ids, versionIds),
    findSponsorshipsOf(db, context.year.id, ids),
    findSponsorsWaitingForContactConfirmation(db, ids),
    findSponsorsWithHeldSignatures(db, ids, parentVersionIds),
  ]);
  const signed = new Set(signatures.map((row) => `${row.sponsorId}:${row.versionId}`));
  const dates = new Map(context.letters.letters.map((letter) => [letter.number, letter]));
  return {
    hasSigned: (sponsorId, versions) =>
      versions.some((versionId) => signed.has(`${sponsorId}:${versionId}`)),
    sponsorships,
    written: new Set(
      sponsorships.flatMap((sponsorship) =>
        sponsorship.written.map((letter) => `${sponsorship.id}:${letter}`),
      ),
    ),
    isToCheck: (sponsorId) => unconfirmed.has(sponsorId) || held.has(sponsorId),
    dueDateFor: (sponsorship, writer, number) => {
      const letter = dates.get(number);
      if (!letter) return null;
      const due = sponsorshipDueDates(letter, sponsorship.startedAt.toISOString().slice(0, 10));
      return writer === 'sponsor' ? due.dueDate : due.answerDueDate;
    },
  };
}

/** A letter's cell of a sponsor's current sponsorships of the year. */
function letterCell(
  context: YearContext,
  facts: PageFacts,
  own: Sponsorship[],
  writer: 'sponsor' | 'student',
  number: number,
): DocumentCellState {
  if (own.length === 0) return 'notNeeded';
  const isWritten = (sponsorship: Sponsorship) =>
    facts.written.has(`${sponsorship.id}:${writer}:${number}`);
  if (own.every(isWritten)) return 'done';
  // Late when a sponsorship lacking it is past its due date, counted from its start when it
  // began after the year's date (sponsorshipDueDates).
  const isLate = own.some(
    (sponsorship) =>
      !isWritten(sponsorship) &&
      isPast(facts.dueDateFor(sponsorship, writer, number), context.today),
  );
  return isLate ? 'late' : 'notDue';
}

function parentAgreementCell(
  context: YearContext,
  facts: PageFacts,
  record: DocumentStatusRecord,
): DocumentCellState {
  const isMinor = isMinorOn(record.birthdate, context.year.startDate);
  if (context.parentVersionIds.length === 0 || !isMinor) return 'notNeeded';
  if (context.parentVersionIds.every((versions) => facts.hasSigned(record.id, versions)))
    return 'done';
  return facts.isToCheck(record.id) ? 'toCheck' : 'missing';
}

function buildRow(context: YearContext, facts: PageFacts, record: DocumentStatusRecord): BuiltRow {
  const own = facts.sponsorships.filter((sponsorship) => sponsorship.sponsorId === record.id);
  const parentAgreement = parentAgreementCell(context, facts, record);
  const agreementCells = context.sponsorAgreements.map((agreement) => ({
    key: agreement.key,
    state: (facts.hasSigned(record.id, agreement.versionIds)
      ? 'done'
      : 'missing') as DocumentCellState,
  }));
  const photo: DocumentCellState = record.photoFileId === null ? 'missing' : 'done';
  const sent = LETTER_NUMBERS.map((number) => letterCell(context, facts, own, 'sponsor', number));
  const answered = LETTER_NUMBERS.map((number) =>
    letterCell(context, facts, own, 'student', number),
  );
  const cells = [
    ...agreementCells.map((cell) => cell.state),
    parentAgreement,
    photo,
    ...sent,
    ...answered,
  ];
  return {
    record,
    sponsorships: own,
    written: facts.written,
    row: {
      sponsor: {
        id: record.id,
        firstName: record.firstName,
        lastName: record.lastName,
        fullName: `${record.firstName} ${record.lastName}`,
      },
      school: { id: record.schoolId, name: record.schoolName },
      students: own.map((sponsorship) => ({
        id: sponsorship.studentId,
        fullName: `${sponsorship.studentFirstName} ${sponsorship.studentLastName}`,
        village: { id: sponsorship.villageId, name: sponsorship.villageName },
        hasGuardianAuthorisation: sponsorship.hasGuardianAuthorisation,
      })),
      agreements: agreementCells,
      parentAgreement,
      photo,
      sent,
      answered,
      outstanding: cells.filter(isOutstanding).length,
    },
  };
}

/** The cells of a page of sponsors: a few reads for the whole page, the rest in memory. */
export async function buildRows(
  db: Database,
  context: YearContext,
  records: DocumentStatusRecord[],
): Promise<BuiltRow[]> {
  const facts = await readPageFacts(
    db,
    context,
    records.map((record) => record.id),
  );
  return records.map((record) => buildRow(context, facts, record));
}
