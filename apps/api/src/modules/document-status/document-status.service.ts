// The document status grid (`app.documentStatus`): for a year, each sponsor's required
// agreements, parent agreement, profile photo and the four letters each way, cell by cell
// (done, missing, to check, late, not due yet, not needed), a page at a time; its export; and
// reminders, one e-mail per person through the mail queue in their language. A parent agreement
// is "to check" while a coordinator has a parent contact or a parent's signature of the sponsor
// to confirm (decision 030); an unknown birth date needs it as a minor's would.
import {
  formatMessage,
  LETTER_NUMBERS,
  OUTSTANDING_CELL_STATES,
  REMINDED_CELL_STATES,
  sponsorshipDueDates,
  yearLetterTexts,
  type DocumentCellState,
  type DocumentStatusColumns,
  type DocumentStatusPage,
  type DocumentStatusRemindersBody,
  type DocumentStatusRow,
  type DocumentStatusSortField,
  type Language,
  type RemindersQueued,
  type YearLetters,
} from '@portal/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ChangeFeed } from '../../lib/change-feed';
import { appError } from '../../lib/errors';
import { inBatches } from '../../lib/export';
import { readPage, type PageRequest } from '../../lib/list-page';
import type { Mailer } from '../../lib/mailer';
import type { AuthContext } from '../../lib/auth-context';
import type { AgreementsService } from '../agreements/agreements.service';
import { isMinorOn } from '../agreements/agreements.service';
import { findSponsorsWithHeldSignatures } from '../agreements/parent-signature-checks.service';
import type { LettersService } from '../letters/letters.service';
import { findYear, type PeriodsService } from '../periods/periods.service';
import { findSponsorsWaitingForContactConfirmation } from '../sponsors/sponsor-consent.service';
import {
  countDocumentStatusRows,
  documentStatusSortKeys,
  documentStatusVisibility,
  findDocumentStatusBatch,
  findDocumentStatusPage,
  findDocumentStatusRows,
  findSignedVersions,
  findSponsorshipsOf,
  type DocumentStatusFilters,
  type DocumentStatusRecord,
} from './document-status.repo';
import { buildReminderMail, reminderTexts } from './reminder-mail';
import {
  claimTodaysReminders,
  reminderDay,
  type RemindedItem,
  type ReminderDraft,
} from './reminder-log';

export interface DocumentStatusServiceDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
  mailer: Pick<Mailer, 'send'>;
  periods: Pick<PeriodsService, 'findAvailable'>;
  agreements: Pick<AgreementsService, 'list'>;
  letters: Pick<LettersService, 'lettersOfYear'>;
  changes: Pick<ChangeFeed, 'version'>;
}

interface GridFilters {
  periodId?: number | undefined;
  q?: string | undefined;
  schoolId?: number | undefined;
  villageId?: number | undefined;
  onlyMissing?: boolean | undefined;
}

type Year = NonNullable<Awaited<ReturnType<typeof findYear>>>;

/**
 * What the cells of a year depend on besides the day: the year, its letters and the required
 * agreements. Kept per version of the lookup lists, which every change to these bumps.
 */
interface YearFacts {
  year: Year;
  letters: YearLetters;
  /** Required sponsor agreements with a text: key, and title per language. */
  sponsorAgreements: Array<{
    key: string;
    titles: Partial<Record<Language, string>>;
    versionIds: number[];
  }>;
  /** Per required parent text, the ids of its current version. */
  parentVersionIds: number[][];
}

/** A year's facts, and what is late on the day of the request. */
interface YearContext extends YearFacts {
  today: string;
  lateSent: number[];
  lateAnswered: number[];
}

/** A row with what reminders need besides the cells. */
interface BuiltRow {
  row: DocumentStatusRow;
  record: DocumentStatusRecord;
  sponsorships: Array<Awaited<ReturnType<typeof findSponsorshipsOf>>[number]>;
  written: Set<string>;
}

const isOutstanding = (state: DocumentCellState) => OUTSTANDING_CELL_STATES.includes(state);
const isReminded = (state: DocumentCellState) => REMINDED_CELL_STATES.includes(state);

/**
 * The published versions whose signatures count, one id per number and language: the current
 * number's, and those of earlier numbers a change that was not material kept.
 */
function currentVersionIds(agreement: {
  currentVersion: number;
  signedFromVersion: number;
  versions: Array<{ id: number; version: number; publishedAt: string | null }>;
}): number[] {
  return agreement.versions
    .filter(
      (version) =>
        version.publishedAt !== null &&
        version.version >= agreement.signedFromVersion &&
        version.version <= agreement.currentVersion,
    )
    .map((version) => version.id);
}

/**
 * An agreement's column heading in each language: the newest published title in that language
 * (the draft's before anything is published), so a number written in one language does not head
 * the other language's column with its title.
 */
function columnTitles(agreement: {
  currentVersion: number;
  versions: Array<{ version: number; language: string; title: string; publishedAt: string | null }>;
}): Record<string, string> {
  const titles: Record<string, string> = {};
  const shown = agreement.versions
    .filter((version) => agreement.currentVersion === 0 || version.publishedAt !== null)
    .sort((a, b) => b.version - a.version);
  for (const version of shown) titles[version.language] ??= version.title;
  return titles;
}

function isPast(day: string | null, today: string): boolean {
  return day !== null && day < today;
}

export function createDocumentStatusService({
  db,
  clock,
  config,
  mailer,
  periods,
  agreements,
  letters,
  changes,
}: DocumentStatusServiceDeps) {
  /** Facts per year id ('available': the available year's), for `factsVersion` of the lists. */
  const factsCache = new Map<number | 'available', Promise<YearFacts | undefined>>();
  let factsVersion: number | undefined;

  async function readFacts(periodId: number | undefined): Promise<YearFacts | undefined> {
    const year =
      periodId === undefined ? await periods.findAvailable() : await findYear(db, periodId);
    if (!year) return undefined;
    const [yearLetters, all] = await Promise.all([letters.lettersOfYear(year), agreements.list()]);
    // A required agreement with no published text yet is missing for everyone who must sign it
    // (the gate before sponsoring and letters is closed too): its column says so.
    const required = all.filter((agreement) => agreement.required);
    return {
      year,
      letters: yearLetters,
      sponsorAgreements: required
        .filter((agreement) => agreement.audience === 'sponsor')
        .map((agreement) => ({
          key: agreement.key,
          titles: columnTitles(agreement),
          versionIds: currentVersionIds(agreement),
        })),
      parentVersionIds: required
        .filter((agreement) => agreement.audience === 'parent')
        .map(currentVersionIds),
    };
  }

  /**
   * The year's facts: one small read of the lists' version per request, the rest from memory
   * unless a year, its letters or an agreement changed since (in any process). Undefined when
   * the grid asks for the available year and there is none.
   */
  async function yearFacts(periodId: number | undefined): Promise<YearFacts | undefined> {
    const version = await changes.version('lists');
    if (version !== factsVersion) {
      factsCache.clear();
      factsVersion = version;
    }
    const key = periodId ?? 'available';
    let facts = factsCache.get(key);
    if (!facts) {
      facts = readFacts(periodId);
      factsCache.set(key, facts);
      // A failed read is not kept: the next request tries again.
      facts.catch(() => factsCache.delete(key));
    }
    const found = await facts;
    if (!found && periodId !== undefined) {
      // Unknown ids are not kept: asking for many would otherwise fill the memory.
      factsCache.delete(key);
      throw appError('NOT_FOUND');
    }
    return found;
  }

  async function yearContext(periodId: number | undefined): Promise<YearContext | undefined> {
    const facts = await yearFacts(periodId);
    if (!facts) return undefined;
    const today = clock.now().toISOString().slice(0, 10);
    return {
      ...facts,
      today,
      lateSent: facts.letters.letters
        .filter((letter) => isPast(letter.dueDate, today))
        .map((letter) => letter.number),
      lateAnswered: facts.letters.letters
        .filter((letter) => isPast(letter.answerDueDate, today))
        .map((letter) => letter.number),
    };
  }

  function filtersOf(context: YearContext, query: GridFilters): DocumentStatusFilters {
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

  function columnsOf(context: YearContext | undefined, language: Language): DocumentStatusColumns {
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

  /**
   * The cells of a page of sponsors: two reads side by side for the whole page (the current
   * versions' signatures; the sponsorships with their letters), the rest from the year's context.
   */
  async function buildRows(context: YearContext, records: DocumentStatusRecord[]) {
    const ids = records.map((record) => record.id);
    const versionIds = [
      ...context.sponsorAgreements.flatMap((agreement) => agreement.versionIds),
      ...context.parentVersionIds.flat(),
    ];
    const parentVersionIds = context.parentVersionIds.flat();
    const [signatures, sponsorships, unconfirmed, held] = await Promise.all([
      findSignedVersions(db, ids, versionIds),
      findSponsorshipsOf(db, context.year.id, ids),
      findSponsorsWaitingForContactConfirmation(db, ids),
      findSponsorsWithHeldSignatures(db, ids, parentVersionIds),
    ]);
    const signed = new Set(signatures.map((row) => `${row.sponsorId}:${row.versionId}`));
    const hasSigned = (sponsorId: number, versions: number[]) =>
      versions.some((versionId) => signed.has(`${sponsorId}:${versionId}`));
    const written = new Set(
      sponsorships.flatMap((sponsorship) =>
        sponsorship.written.map((letter) => `${sponsorship.id}:${letter}`),
      ),
    );
    const dates = new Map(context.letters.letters.map((letter) => [letter.number, letter]));
    const dueDateFor = (
      sponsorship: { startedAt: Date },
      writer: 'sponsor' | 'student',
      number: number,
    ): string | null => {
      const letter = dates.get(number);
      if (!letter) return null;
      const due = sponsorshipDueDates(letter, sponsorship.startedAt.toISOString().slice(0, 10));
      return writer === 'sponsor' ? due.dueDate : due.answerDueDate;
    };

    return records.map((record): BuiltRow => {
      const own = sponsorships.filter((sponsorship) => sponsorship.sponsorId === record.id);
      const letterCell = (writer: 'sponsor' | 'student', number: number): DocumentCellState => {
        if (own.length === 0) return 'notNeeded';
        if (own.every((sponsorship) => written.has(`${sponsorship.id}:${writer}:${number}`)))
          return 'done';
        // Late when a sponsorship lacking it is past its due date, counted from its start when it
        // began after the year's date (sponsorshipDueDates).
        const isLate = own.some(
          (sponsorship) =>
            !written.has(`${sponsorship.id}:${writer}:${number}`) &&
            isPast(dueDateFor(sponsorship, writer, number), context.today),
        );
        return isLate ? 'late' : 'notDue';
      };
      const isMinor = isMinorOn(record.birthdate, context.year.startDate);
      const parentAgreement: DocumentCellState =
        context.parentVersionIds.length === 0 || !isMinor
          ? 'notNeeded'
          : context.parentVersionIds.every((versions) => hasSigned(record.id, versions))
            ? 'done'
            : unconfirmed.has(record.id) || held.has(record.id)
              ? 'toCheck'
              : 'missing';
      const agreementCells = context.sponsorAgreements.map((agreement) => ({
        key: agreement.key,
        state: (hasSigned(record.id, agreement.versionIds)
          ? 'done'
          : 'missing') as DocumentCellState,
      }));
      const photo: DocumentCellState = record.photoFileId === null ? 'missing' : 'done';
      const sent = LETTER_NUMBERS.map((number) => letterCell('sponsor', number));
      const answered = LETTER_NUMBERS.map((number) => letterCell('student', number));
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
        written,
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
          })),
          agreements: agreementCells,
          parentAgreement,
          photo,
          sent,
          answered,
          outstanding: cells.filter(isOutstanding).length,
        },
      };
    });
  }

  /** The sponsor's own outstanding things, in words, for the reminder. */
  function sponsorItems(context: YearContext, built: BuiltRow, language: Language) {
    const texts = reminderTexts(language);
    const columns = columnsOf(context, language);
    const items: RemindedItem[] = [];
    built.row.agreements.forEach((cell, index) => {
      if (!isReminded(cell.state)) return;
      const column = columns.agreements[index]!;
      items.push({
        text: texts.agreement(column.title),
        isLate: false,
        document: `agreement:${column.key}`,
      });
    });
    if (isReminded(built.row.parentAgreement))
      items.push({ text: texts.parentAgreement, isLate: false, document: 'parent-agreement' });
    if (isReminded(built.row.photo))
      items.push({ text: texts.photo, isLate: false, document: 'photo' });
    built.row.sent.forEach((state, index) => {
      if (state !== 'late') return;
      const letter = context.letters.letters.find((item) => item.number === index + 1);
      items.push({
        text: texts.letter(index + 1, letter?.dueDate ?? null),
        isLate: true,
        document: `letter:${index + 1}`,
      });
    });
    return items;
  }

  return {
    async list(
      auth: AuthContext,
      query: GridFilters & PageRequest & { sort: DocumentStatusSortField },
      language: Language,
    ): Promise<DocumentStatusPage> {
      const context = await yearContext(query.periodId);
      if (!context)
        return {
          items: [],
          total: 0,
          totalKind: 'exact',
          page: 1,
          pageSize: query.pageSize,
          next: null,
          previous: null,
          columns: columnsOf(undefined, language),
        };
      const filters = filtersOf(context, query);
      const visibility = documentStatusVisibility(auth);
      const page = await readPage({
        request: query,
        keys: documentStatusSortKeys(query.sort),
        readRows: (window) => findDocumentStatusPage(db, visibility, filters, window),
        countTotal: () => countDocumentStatusRows(db, visibility, filters),
        toItem: (record: DocumentStatusRecord) => record,
      });
      const rows = await buildRows(context, page.items);
      return {
        ...page,
        items: rows.map((built) => built.row),
        columns: columnsOf(context, language),
      };
    },

    /** Every row of the filtered grid, in its order, read and built in keyset batches. */
    async exportRows(
      auth: AuthContext,
      query: GridFilters & { sort: DocumentStatusSortField; order: 'asc' | 'desc' },
      language: Language,
    ): Promise<{ columns: DocumentStatusColumns; rows: AsyncIterable<DocumentStatusRow> }> {
      const context = await yearContext(query.periodId);
      const columns = columnsOf(context, language);
      if (!context) return { columns, rows: inBatches(() => Promise.resolve([])) };
      const filters = { ...filtersOf(context, query), sort: query.sort, order: query.order };
      const visibility = documentStatusVisibility(auth);
      async function* rows(): AsyncIterable<DocumentStatusRow> {
        const records = inBatches(
          (after: DocumentStatusRecord | undefined, limit) =>
            findDocumentStatusBatch(db, visibility, filters, after, limit),
          500,
        );
        let batch: DocumentStatusRecord[] = [];
        for await (const record of records) {
          batch.push(record);
          if (batch.length === 500) {
            for (const built of await buildRows(context!, batch)) yield built.row;
            batch = [];
          }
        }
        for (const built of await buildRows(context!, batch)) yield built.row;
      }
      return { columns, rows: rows() };
    },

    async sendReminders(
      auth: AuthContext,
      body: DocumentStatusRemindersBody,
    ): Promise<RemindersQueued> {
      const context = await yearContext(body.periodId);
      if (!context) throw appError('NOT_FOUND');
      const { year } = context;
      const sponsorIds = [...new Set(body.sponsorIds)];
      const records = await findDocumentStatusRows(
        db,
        documentStatusVisibility(auth),
        filtersOf(context, {}),
        sponsorIds,
      );
      const built = await buildRows(context, records);
      const drafts: ReminderDraft[] = [];
      const reminded = new Set<number>();
      const students = new Map<number, ReminderDraft>();
      for (const item of built) {
        const language = (item.record.language ?? 'en-US') as Language;
        const items = sponsorItems(context, item, language);
        if (items.length > 0) {
          reminded.add(item.record.id);
          drafts.push({
            recipient: { kind: 'sponsor', id: item.record.id },
            to: item.record.email,
            language,
            name: item.record.firstName,
            items,
          });
        }
        // Each student once, however many of the selected sponsors they answer.
        for (const sponsorship of item.sponsorships) {
          if (!sponsorship.studentEmail) continue;
          const studentLanguage = (sponsorship.studentLanguage ?? 'es-CO') as Language;
          const late = context.lateAnswered.filter((number) => {
            if (item.written.has(`${sponsorship.id}:student:${number}`)) return false;
            const letter = context.letters.letters.find((slot) => slot.number === number);
            const start = sponsorship.startedAt.toISOString().slice(0, 10);
            return letter !== undefined
              ? isPast(sponsorshipDueDates(letter, start).answerDueDate, context.today)
              : false;
          });
          if (late.length === 0) continue;
          reminded.add(item.record.id);
          const entry = students.get(sponsorship.studentId) ?? {
            recipient: { kind: 'student' as const, id: sponsorship.studentId },
            to: sponsorship.studentEmail,
            language: studentLanguage,
            name: sponsorship.studentFirstName,
            items: [],
          };
          const texts = reminderTexts(entry.language);
          for (const number of late) {
            const letter = context.letters.letters.find((slot) => slot.number === number);
            entry.items.push({
              text: texts.answer(number, item.record.firstName, letter?.answerDueDate ?? null),
              isLate: true,
              document: `answer:${number}:${item.record.id}`,
            });
          }
          students.set(sponsorship.studentId, entry);
        }
      }
      drafts.push(...students.values());
      const link = `${config.publicUrl}/`;
      const due = await db.transaction(async (tx) => {
        const claimed = await claimTodaysReminders(
          tx,
          { periodId: year.id, day: reminderDay(clock.now()), remindedBy: auth.userId },
          drafts,
        );
        for (const draft of claimed) {
          await mailer.send(buildReminderMail({ ...draft, yearName: year.name, link }), tx);
        }
        return claimed;
      });
      return {
        queued: due.length,
        skipped: sponsorIds.length - reminded.size,
        alreadyRemindedToday: drafts.length - due.length,
      };
    },

    /** A cell's state in words, for the export. */
    cellWords(language: Language, state: DocumentCellState): string {
      return formatMessage(language, `documentCellStates.${state}`);
    },
  };
}

export type DocumentStatusService = ReturnType<typeof createDocumentStatusService>;
