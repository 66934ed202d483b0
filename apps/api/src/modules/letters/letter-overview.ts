// A writer's overview of the year: their sponsorships, the four letters of each with what is due,
// the languages their letters are written and read in, and whether they may write now.
import type {
  Language,
  LetterOverview,
  LetterWriteBlock,
  LetterWriter,
  YearLetter,
  YearLetters,
} from '@portal/shared';
import { sponsorshipDueDates, yearLetterTexts } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { findAvailableYear, findYear } from '../periods/periods.service';
import {
  countUnread,
  findLettersOfSponsorships,
  findParticipantSponsorships,
} from './letter-overview.repo';
import { isParticipant, iso, otherSide, type LettersContext } from './letters-context';
import { dueStateOf, lettersOfYear } from './year-letters';
import { writableUntil } from './writing-window';

type OverviewSponsorship = Awaited<ReturnType<typeof findParticipantSponsorships>>[number];
type OverviewLetter = Awaited<ReturnType<typeof findLettersOfSponsorships>>[number];

function languageOrNull(value: string | null): Language | null {
  return value === 'en-US' || value === 'es-CO' ? value : null;
}

/** Why a sponsor may not write this year (inactive, agreements missing), or null. */
async function writeBlockOf(
  { db, agreements }: LettersContext,
  writer: LetterWriter | null,
  first: OverviewSponsorship | undefined,
  yearStart: string,
): Promise<LetterWriteBlock | null> {
  if (writer !== 'sponsor' || !first) return null;
  if (!first.sponsorActive) return 'inactive';
  const missing = await agreements.missingSponsorAgreements(db, first.sponsorId, yearStart);
  return missing.length > 0 ? 'agreements' : null;
}

/** One of the year's letters of a sponsorship, as its writer or reader sees where it stands. */
function sponsorshipLetter(
  context: LettersContext,
  row: OverviewSponsorship,
  letters: OverviewLetter[],
  mySide: LetterWriter,
  yearSlot: YearLetter,
  language: Language,
) {
  // Due dates that passed before the sponsorship began count from its start.
  const {
    titleEs: _titleEs,
    themeEs: _themeEs,
    ...dated
  } = sponsorshipDueDates(yearSlot, row.startedAt.toISOString().slice(0, 10));
  const slot = { ...dated, ...yearLetterTexts(yearSlot, language) };
  const of = (side: LetterWriter) =>
    letters.find(
      (letter) =>
        letter.sponsorshipId === row.id && letter.number === slot.number && letter.writer === side,
    );
  const mine = of(mySide);
  const theirs = of(otherSide(mySide));
  const myDueDate = mySide === 'sponsor' ? slot.dueDate : slot.answerDueDate;
  return {
    ...slot,
    mine: mine
      ? {
          id: mine.id,
          status: mine.status,
          updatedAt: mine.updatedAt.toISOString(),
          sentAt: iso(mine.sentAt),
        }
      : null,
    theirs:
      theirs && theirs.status === 'delivered'
        ? { id: theirs.id, readAt: iso(theirs.readAt) }
        : null,
    myDueDate,
    ...dueStateOf(context, mine?.status, myDueDate),
  };
}

function overviewSponsorship(
  context: LettersContext,
  auth: AuthContext,
  row: OverviewSponsorship,
  ofYear: YearLetters,
  letters: OverviewLetter[],
  language: Language,
) {
  const mySide: LetterWriter = row.sponsorUserId === auth.userId ? 'sponsor' : 'student';
  const isSponsorMe = mySide === 'sponsor';
  return {
    sponsorshipId: row.id,
    active: row.endedAt === null,
    writableUntil: writableUntil(row, context.clock.now())?.toISOString() ?? null,
    other: {
      kind: otherSide(mySide),
      id: isSponsorMe ? row.studentId : row.sponsorId,
      firstName: isSponsorMe ? row.studentFirstName : row.sponsorFirstName,
      lastName: null,
      photoUrl: context.files.urls.photoUrl(
        isSponsorMe ? row.studentPhotoFileId : row.sponsorPhotoFileId,
        'thumb',
      ),
    },
    languages: {
      mine: languageOrNull(isSponsorMe ? row.sponsorLanguage : row.studentLanguage) ?? 'en-US',
      theirs: languageOrNull(isSponsorMe ? row.studentLanguage : row.sponsorLanguage),
    },
    letters: ofYear.letters.map((yearSlot) =>
      sponsorshipLetter(context, row, letters, mySide, yearSlot, language),
    ),
  };
}

/** The titles and themes of the year's letters are in `language`, the reader's. */
export async function overview(
  context: LettersContext,
  auth: AuthContext,
  periodId: number | undefined,
  language: Language = 'en-US',
): Promise<LetterOverview> {
  const { db } = context;
  const year = periodId === undefined ? await findAvailableYear(db) : await findYear(db, periodId);
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
    lettersOfYear(context, year),
  ]);
  const letters = await findLettersOfSponsorships(
    db,
    rows.map((row) => row.id),
  );
  const first = rows[0];
  const writer: LetterWriter | null =
    first === undefined ? null : first.sponsorUserId === auth.userId ? 'sponsor' : 'student';
  const writeBlock = await writeBlockOf(context, writer, first, year.startDate);
  return {
    period: { id: year.id, name: year.name },
    writer,
    mayWrite: writer !== null && writeBlock === null,
    writeBlock,
    unread,
    sponsorships: rows.map((row) =>
      overviewSponsorship(context, auth, row, ofYear, letters, language),
    ),
  };
}
