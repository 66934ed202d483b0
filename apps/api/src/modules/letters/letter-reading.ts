// Reading and the boxes: one letter (its writer, its recipient once delivered, coordinators in
// scope), marking it read, the inbox, sent box and drafts (every letter for coordinators), and a
// writer's overview of the year: their sponsorships, the four letters of each with what is due,
// the languages their letters are written and read in, and whether they may write now.
import type {
  Language,
  Letter,
  LetterOverview,
  LetterPage,
  LetterWriteBlock,
  LetterWriter,
  YearLetter,
} from '@portal/shared';
import { sponsorshipDueDates, yearLetterTexts } from '@portal/shared';
import { appError } from '../../lib/errors';
import { inBatches } from '../../lib/export';
import { readPage, type PageRequest } from '../../lib/list-page';
import type { AuthContext } from '../../lib/auth-context';
import { findAvailableYear, findYear } from '../periods/periods.service';
import type { LetterProjections } from './letter-projections';
import { isParticipant, iso, otherSide, sideOf, type LettersServiceDeps } from './letters-context';
import {
  countLetters,
  countUnread,
  findLetterBatch,
  findLetterPage,
  findLettersOfSponsorships,
  findParticipantSponsorships,
  letterSortKeys,
  type LetterListFilters,
  type LetterListRecord,
} from './letter-lists.repo';
import { findLetter, letterVisibility, updateLetter, type LetterRecord } from './letters.repo';
import type { YearLettersUseCases } from './year-letters';

function languageOrNull(value: string | null): Language | null {
  return value === 'en-US' || value === 'es-CO' ? value : null;
}

export function createLetterReading(
  deps: LettersServiceDeps,
  projections: LetterProjections,
  yearLetters: YearLettersUseCases,
) {
  const { db, clock, files, agreements } = deps;

  async function getVisible(auth: AuthContext, id: number): Promise<LetterRecord> {
    const record = await findLetter(db, letterVisibility(auth), id);
    if (!record) throw appError('NOT_FOUND');
    return record;
  }

  /** The first time its recipient opens it is kept (under the letter's lock). */
  async function keepFirstRead(id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const record = await findLetter(tx, letterVisibility.everyone, id, { lock: true });
      if (record && record.letter.readAt === null)
        await updateLetter(tx, id, { readAt: clock.now() });
    });
  }

  return {
    async get(auth: AuthContext, id: number): Promise<Letter> {
      return projections.toLetter(auth, await getVisible(auth, id));
    },

    async markRead(auth: AuthContext, id: number): Promise<Letter> {
      const record = await getVisible(auth, id);
      const side = sideOf(record, auth.userId);
      if (side !== undefined && side !== record.letter.writer && record.letter.readAt === null) {
        await keepFirstRead(id);
        return projections.toLetter(auth, await getVisible(auth, id));
      }
      return projections.toLetter(auth, record);
    },

    async list(
      auth: AuthContext,
      query: PageRequest & Omit<LetterListFilters, 'box'> & { box?: LetterListFilters['box'] },
    ): Promise<LetterPage> {
      const filters: LetterListFilters = {
        ...query,
        box: query.box ?? (isParticipant(auth) ? 'inbox' : 'all'),
        isParticipant: isParticipant(auth),
      };
      const visibility = letterVisibility(auth);
      return readPage({
        request: query,
        keys: letterSortKeys,
        readRows: (window) => findLetterPage(db, visibility, filters, auth.userId, window),
        countTotal: () => countLetters(db, visibility, filters, auth.userId),
        toItem: (row) => projections.toSummary(auth, row),
      });
    },

    /** The titles and themes of the year's letters are in `language`, the reader's. */
    async overview(
      auth: AuthContext,
      periodId: number | undefined,
      language: Language = 'en-US',
    ): Promise<LetterOverview> {
      const year =
        periodId === undefined ? await findAvailableYear(db) : await findYear(db, periodId);
      if (periodId !== undefined && !year) throw appError('NOT_FOUND');
      const unread = isParticipant(auth) ? await countUnread(db, auth.userId) : 0;
      if (!year || !isParticipant(auth))
        return {
          period: year ? { id: year.id, name: year.name } : null,
          writer: null,
          mayWrite: false,
          writeBlock: null,
          sponsorships: [],
          unread,
        };
      const [rows, ofYear] = await Promise.all([
        findParticipantSponsorships(db, auth.userId, year.id),
        yearLetters.lettersOfYear(year),
      ]);
      const letters = await findLettersOfSponsorships(
        db,
        rows.map((row) => row.id),
      );
      const first = rows[0];
      const writer: LetterWriter | null =
        first === undefined ? null : first.sponsorUserId === auth.userId ? 'sponsor' : 'student';
      let writeBlock: LetterWriteBlock | null = null;
      if (writer === 'sponsor' && first) {
        if (!first.sponsorActive) writeBlock = 'inactive';
        else if (
          (await agreements.missingSponsorAgreements(db, first.sponsorId, year.startDate)).length >
          0
        )
          writeBlock = 'agreements';
      }
      return {
        period: { id: year.id, name: year.name },
        writer,
        mayWrite: writer !== null && writeBlock === null,
        writeBlock,
        unread,
        sponsorships: rows.map((row) => {
          const mySide: LetterWriter = row.sponsorUserId === auth.userId ? 'sponsor' : 'student';
          const theirSide = otherSide(mySide);
          const isSponsorMe = mySide === 'sponsor';
          return {
            sponsorshipId: row.id,
            active: row.endedAt === null,
            other: {
              kind: theirSide,
              id: isSponsorMe ? row.studentId : row.sponsorId,
              firstName: isSponsorMe ? row.studentFirstName : row.sponsorFirstName,
              lastName: null,
              photoUrl: files.urls.photoUrl(
                isSponsorMe ? row.studentPhotoFileId : row.sponsorPhotoFileId,
                'thumb',
              ),
            },
            languages: {
              mine:
                languageOrNull(isSponsorMe ? row.sponsorLanguage : row.studentLanguage) ?? 'en-US',
              theirs: languageOrNull(isSponsorMe ? row.studentLanguage : row.sponsorLanguage),
            },
            // Due dates that passed before the sponsorship began count from its start.
            letters: ofYear.letters.map((yearSlot: YearLetter) => {
              const {
                titleEs: _titleEs,
                themeEs: _themeEs,
                ...dated
              } = sponsorshipDueDates(yearSlot, row.startedAt.toISOString().slice(0, 10));
              const slot = { ...dated, ...yearLetterTexts(yearSlot, language) };
              const of = (side: LetterWriter) =>
                letters.find(
                  (letter) =>
                    letter.sponsorshipId === row.id &&
                    letter.number === slot.number &&
                    letter.writer === side,
                );
              const mine = of(mySide);
              const theirs = of(theirSide);
              const myDueDate = isSponsorMe ? slot.dueDate : slot.answerDueDate;
              return {
                ...slot,
                mine: mine
                  ? { id: mine.id, status: mine.status, updatedAt: mine.updatedAt.toISOString() }
                  : null,
                theirs:
                  theirs && theirs.status === 'delivered'
                    ? { id: theirs.id, readAt: iso(theirs.readAt) }
                    : null,
                myDueDate,
                ...yearLetters.dueStateOf(mine?.status, myDueDate),
              };
            }),
          };
        }),
      };
    },

    /**
     * Every letter a coordinator reaches that matches the list's search and filters, in its
     * order, read in keyset batches (the export; the route admits coordinators only).
     */
    exportRows(
      auth: AuthContext,
      query: Omit<LetterListFilters, 'box' | 'isParticipant'> & { order: 'asc' | 'desc' },
    ): AsyncIterable<LetterListRecord> {
      const visibility = letterVisibility(auth);
      const filters = { ...query, box: 'all' as const, isParticipant: false };
      return inBatches((after, limit) =>
        findLetterBatch(db, visibility, filters, auth.userId, after, limit),
      );
    },

    /** Whether the caller reaches the letter (its attachment's file route asks). */
    async canRead(auth: AuthContext, id: number): Promise<boolean> {
      return (await findLetter(db, letterVisibility(auth), id)) !== undefined;
    },
  };
}
