// Letters: a sponsor writes letter 1 to 4 of each sponsorship and year, the student answers
// each. Writing keeps a private draft; sending screens the letter for contact details and risky
// content, translates it when the languages differ (through the translation service when one is
// configured, or by a coordinator), and delivers it when nothing waits, otherwise it waits in
// the coordinators' queue. A coordinator claims a waiting letter, translates it, delivers it or
// returns it to its writer with a note; every step is recorded. Rules that must hold under
// concurrency take the letter's row lock (one save at a time, one decision at a time) or the
// unique index of a writer's letter N.
import {
  LETTER_NUMBERS,
  type Language,
  type Letter,
  type LetterAttachment,
  type LetterDueState,
  type LetterEventAction,
  type LetterOverview,
  type LetterPage,
  type LetterPerson,
  type LetterSaved,
  type LetterStatus,
  type LetterSummary,
  type LetterWriter,
  type ReviewQueueItem,
  type ReviewQueuePage,
  type ReviewReason,
  type ScreeningMatch,
  type YearLetter,
  type YearLetters,
  type YearLettersBody,
} from '@portal/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { SponsorshipLetterRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import type { FilesService } from '../../lib/files/files.service';
import type { IncomingUpload } from '../../lib/files/upload';
import { UPLOAD_POLICIES, discardUpload } from '../../lib/files/upload';
import { readPage, type PageRequest } from '../../lib/list-page';
import type { Mailer } from '../../lib/mailer';
import type { Translator } from '../../lib/translator';
import type { AuthContext } from '../../plugins/auth';
import { findAvailableYear, findYear } from '../periods/periods.service';
import { buildLetterArrivedMail, buildLetterReturnedMail } from './letter-mail';
import {
  claimLetter,
  countLetters,
  countQueue,
  countUnread,
  deleteLetter,
  findLetter,
  findLetterEvents,
  findLetterPage,
  findLettersOfSponsorships,
  findYearLetterRows,
  findParticipantSponsorships,
  findQueuePage,
  findSponsorshipOfParticipant,
  insertLetterEvent,
  insertLetterIfAbsent,
  letterSortKeys,
  letterVisibility,
  findWriterLetter,
  queueSortKeys,
  replaceYearLetters,
  reviewVisibility,
  updateLetter,
  type LetterListFilters,
  type LetterRecord,
  type NewLetter,
  type ReviewQueueFilters,
} from './letters.repo';
import { screenLetter } from '../../lib/screening/screen-text';
import { defaultYearLetterDates } from './year-letter-dates';

/** What letters ask of the agreements area: the gate a sponsor passes before writing. */
export interface LettersAgreementsGate {
  missingSponsorAgreements(
    db: Database,
    sponsorId: number,
    yearStart: string,
  ): Promise<Array<{ key: string }>>;
}

export interface LettersServiceDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'letterTranslationReview' | 'letterClaimTtlMs'>;
  files: FilesService;
  mailer: Mailer;
  /** Undefined when no translation service is configured: coordinators translate. */
  translator: Translator | undefined;
  agreements: LettersAgreementsGate;
}

/** What a writer sends when saving (the contract's body, parsed). */
export interface LetterChanges {
  subject?: string | undefined;
  message?: string | undefined;
  originalLanguage?: Language | undefined;
  targetLanguage?: Language | undefined;
  attachmentFileId?: number | null | undefined;
  send: boolean;
}

export interface NewLetterInput extends LetterChanges {
  sponsorshipId: number;
  number: number;
  subject: string;
  message: string;
  originalLanguage: Language;
  targetLanguage: Language;
}

const ATTACHMENT_PURPOSE = 'letterAttachment';
const DAY_MS = 86_400_000;

function isParticipant(auth: AuthContext): boolean {
  return auth.access === 'own' || auth.access === 'ownRead';
}

function iso(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}

function fullName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ');
}

/** The side of a letter the user is on, if any. */
function sideOf(record: LetterRecord, userId: number): LetterWriter | undefined {
  if (record.sponsorUserId === userId) return 'sponsor';
  if (record.studentUserId === userId) return 'student';
  return undefined;
}

/** Why a sent letter waits (the same rules as the queue's REASON_CONDITIONS, in code). */
export function reviewReasons(letter: SponsorshipLetterRow): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  if (letter.originalLanguage !== letter.targetLanguage && letter.translatedMessage === null)
    reasons.push('translation');
  if (letter.translationSource === 'machine' && !letter.translationApproved)
    reasons.push('approval');
  if (letter.screeningMatches.length > 0 && !letter.screeningCleared) reasons.push('safeguarding');
  return reasons;
}

/** What a writer fills: every field but the attachment, for sending. */
function isComplete(fields: { subject: string; message: string }): boolean {
  return fields.subject.trim() !== '' && fields.message.trim() !== '';
}

function screen(fields: {
  subject: string;
  message: string;
  translatedSubject: string | null;
  translatedMessage: string | null;
}): ScreeningMatch[] {
  return screenLetter(fields) as ScreeningMatch[];
}

export function createLettersService(deps: LettersServiceDeps) {
  const { db, clock, config, files, mailer, translator, agreements } = deps;

  function person(record: LetterRecord, kind: LetterWriter, withLastName: boolean): LetterPerson {
    const isSponsor = kind === 'sponsor';
    const photo = isSponsor ? record.sponsorPhotoFileId : record.studentPhotoFileId;
    return {
      kind,
      id: isSponsor ? record.letter.sponsorId : record.letter.studentId,
      firstName: isSponsor ? record.sponsorFirstName : record.studentFirstName,
      lastName: withLastName ? (isSponsor ? record.sponsorLastName : record.studentLastName) : null,
      photoUrl: files.urls.photoUrl(photo, 'thumb'),
    };
  }

  function attachmentOf(record: LetterRecord): LetterAttachment | null {
    const fileId = record.letter.attachmentFileId;
    if (fileId === null || record.attachmentName === null) return null;
    return {
      fileId,
      name: record.attachmentName,
      contentType: record.attachmentContentType ?? 'application/octet-stream',
      sizeBytes: record.attachmentSize ?? 0,
      url: files.urls.signedFileUrl(fileId),
    };
  }

  function claimOf(record: LetterRecord) {
    const { claimedBy, claimedAt } = record.letter;
    if (claimedBy === null || claimedAt === null) return null;
    if (claimedAt.getTime() < clock.now().getTime() - config.letterClaimTtlMs) return null;
    return { id: claimedBy, name: fullName(record.claimerFirstName, record.claimerLastName) };
  }

  async function toLetter(auth: AuthContext, record: LetterRecord): Promise<Letter> {
    const { letter } = record;
    const isCoordinator = !isParticipant(auth);
    const side = sideOf(record, auth.userId);
    const recipient: LetterWriter = letter.writer === 'sponsor' ? 'student' : 'sponsor';
    const claim = claimOf(record);
    const events = isCoordinator ? await findLetterEvents(db, letter.id) : [];
    return {
      id: letter.id,
      sponsorshipId: letter.sponsorshipId,
      periodId: letter.periodId,
      number: letter.number,
      writer: person(record, letter.writer, isCoordinator),
      recipient: person(record, recipient, isCoordinator),
      status: letter.status,
      subject: letter.subject,
      message: letter.message,
      originalLanguage: letter.originalLanguage as Language,
      targetLanguage: letter.targetLanguage as Language,
      translatedSubject: letter.translatedSubject,
      translatedMessage: letter.translatedMessage,
      translationSource: letter.translationSource,
      attachment: attachmentOf(record),
      // A recipient never learns that a letter was returned, nor why.
      returnNote: side === letter.writer || isCoordinator ? letter.returnNote : null,
      createdAt: letter.createdAt.toISOString(),
      updatedAt: letter.updatedAt.toISOString(),
      sentAt: iso(letter.sentAt),
      deliveredAt: iso(letter.deliveredAt),
      readAt: iso(letter.readAt),
      canEdit:
        side === letter.writer && (letter.status === 'draft' || letter.status === 'returned'),
      review: isCoordinator
        ? {
            reasons: letter.status === 'in_review' ? reviewReasons(letter) : [],
            matches: letter.screeningMatches,
            claimedBy: claim,
            claimedAt: claim ? iso(letter.claimedAt) : null,
            events: events.map((event) => ({
              action: event.action as LetterEventAction,
              at: event.at.toISOString(),
              by: event.firstName === null ? null : fullName(event.firstName, event.lastName),
              note: event.note,
            })),
            village: { id: record.villageId, name: record.villageName },
            school: { id: record.schoolId, name: record.schoolName },
          }
        : null,
    };
  }

  function toSummary(auth: AuthContext, record: LetterRecord): LetterSummary {
    const { letter } = record;
    const isCoordinator = !isParticipant(auth);
    const side = sideOf(record, auth.userId);
    const isRecipient = side !== undefined && side !== letter.writer;
    const recipient: LetterWriter = letter.writer === 'sponsor' ? 'student' : 'sponsor';
    return {
      id: letter.id,
      sponsorshipId: letter.sponsorshipId,
      number: letter.number,
      writer: person(record, letter.writer, isCoordinator),
      recipient: person(record, recipient, isCoordinator),
      status: letter.status,
      subject: (isRecipient ? letter.translatedSubject : null) ?? letter.subject,
      hasAttachment: letter.attachmentFileId !== null,
      updatedAt: letter.updatedAt.toISOString(),
      sentAt: iso(letter.sentAt),
      deliveredAt: iso(letter.deliveredAt),
      readAt: iso(letter.readAt),
      unread: isRecipient && letter.status === 'delivered' && letter.readAt === null,
    };
  }

  async function getVisible(auth: AuthContext, id: number): Promise<LetterRecord> {
    const record = await findLetter(db, letterVisibility(auth), id);
    if (!record) throw appError('NOT_FOUND');
    return record;
  }

  // -------------------------------------------------------------------------------------------
  // Writing

  interface Draft {
    subject: string;
    message: string;
    originalLanguage: Language;
    targetLanguage: Language;
  }

  /** Sending's work outside the transaction: the translation service may take seconds. */
  async function machineTranslation(draft: Draft) {
    if (draft.originalLanguage === draft.targetLanguage || !translator) return undefined;
    try {
      const [translatedSubject, translatedMessage] = await translator.translate(
        [draft.subject, draft.message],
        draft.originalLanguage,
        draft.targetLanguage,
      );
      return {
        translatedSubject: translatedSubject ?? '',
        translatedMessage: translatedMessage ?? '',
      };
    } catch {
      return 'failed' as const;
    }
  }

  /** The columns a send sets, and the events it records (in order). */
  function sendChanges(
    draft: Draft,
    translation: Awaited<ReturnType<typeof machineTranslation>>,
    now: Date,
  ): { changes: Partial<NewLetter>; events: LetterEventAction[] } {
    const events: LetterEventAction[] = ['sent'];
    const needsTranslation = draft.originalLanguage !== draft.targetLanguage;
    const machine = translation !== undefined && translation !== 'failed' ? translation : null;
    if (translation === 'failed') events.push('machineTranslationFailed');
    if (machine) events.push('machineTranslated');
    const translated = {
      translatedSubject: machine?.translatedSubject ?? null,
      translatedMessage: machine?.translatedMessage ?? null,
    };
    const matches = screen({ ...draft, ...translated });
    if (matches.length > 0) events.push('flagged');
    const approved = machine !== null && !config.letterTranslationReview;
    const waits = (needsTranslation && !approved) || matches.length > 0;
    if (!waits) events.push('delivered');
    return {
      changes: {
        ...translated,
        translationSource: machine ? 'machine' : null,
        translationApproved: approved,
        screeningMatches: matches,
        screeningCleared: false,
        status: waits ? 'in_review' : 'delivered',
        sentAt: now,
        deliveredAt: waits ? null : now,
        returnNote: null,
        claimedBy: null,
        claimedAt: null,
      },
      events,
    };
  }

  /** A file the writer uploaded and has not attached elsewhere, or this letter's own. */
  async function checkAttachment(
    auth: AuthContext,
    fileId: number | null | undefined,
    current: number | null,
  ): Promise<void> {
    if (fileId === undefined || fileId === null || fileId === current) return;
    const file = await files.findFile(fileId);
    if (
      !file ||
      file.ownerKind !== 'user' ||
      file.ownerId !== auth.userId ||
      file.purpose !== ATTACHMENT_PURPOSE
    )
      throw appError('LETTER_ATTACHMENT_UNAVAILABLE');
  }

  /** The previous attachment is deleted after commit when the writer replaced or removed it. */
  async function attach(
    tx: Database,
    userId: number,
    letterId: number,
    fileId: number | null | undefined,
    current: number | null,
  ): Promise<number | undefined> {
    if (fileId === undefined || fileId === current) return undefined;
    if (fileId !== null) {
      const moved = await files.moveFile(tx, fileId, {
        from: { ownerKind: 'user', ownerId: userId, purpose: ATTACHMENT_PURPOSE },
        to: { ownerKind: 'letter', ownerId: letterId, purpose: 'attachment' },
      });
      if (!moved) throw appError('LETTER_ATTACHMENT_UNAVAILABLE');
    }
    await updateLetter(tx, letterId, { attachmentFileId: fileId });
    return current ?? undefined;
  }

  async function notifyDelivered(tx: Database, record: LetterRecord): Promise<void> {
    const isToStudent = record.letter.writer === 'sponsor';
    const to = isToStudent ? record.studentEmail : record.sponsorEmail;
    if (!to) return;
    const language = ((isToStudent ? record.studentLanguage : record.sponsorLanguage) ??
      'en-US') as Language;
    await mailer.send(
      buildLetterArrivedMail({
        to,
        language,
        recipientName: isToStudent ? record.studentFirstName : record.sponsorFirstName,
        writerName: isToStudent ? record.sponsorFirstName : record.studentFirstName,
        number: record.letter.number,
        link: `${config.publicUrl}/edrocks/letters/${record.letter.id}`,
      }),
      tx,
    );
  }

  /** Steps the system takes itself: recorded without a person. */
  const SYSTEM_ACTIONS: ReadonlySet<LetterEventAction> = new Set([
    'machineTranslated',
    'machineTranslationFailed',
    'flagged',
  ]);

  async function recordEvents(
    tx: Database,
    letterId: number,
    actions: LetterEventAction[],
    actorUserId: number,
    now: Date,
  ): Promise<void> {
    for (const action of actions)
      await insertLetterEvent(
        tx,
        { letterId, action, actorUserId: SYSTEM_ACTIONS.has(action) ? null : actorUserId },
        now,
      );
  }

  /**
   * Saves the writer's letter (inserting it the first time) and sends it when asked, in one
   * transaction under the letter's row lock. `expected` is what the translation was made from:
   * if a concurrent save changed the text meanwhile, the machine translation is dropped and a
   * coordinator translates instead.
   */
  async function save(
    auth: AuthContext,
    target: { sponsorshipId: number; number: number; writer: LetterWriter; letterId?: number },
    sponsorship: { periodId: number; sponsorId: number; studentId: number },
    fields: Partial<Draft> & { attachmentFileId?: number | null | undefined; send: boolean },
  ): Promise<LetterRecord> {
    // A look without a lock: the translation is made from it before the transaction.
    const existing = await findWriterLetter(db, target);
    const draft: Draft = {
      subject: fields.subject ?? existing?.subject ?? '',
      message: fields.message ?? existing?.message ?? '',
      originalLanguage: (fields.originalLanguage ??
        existing?.originalLanguage ??
        'en-US') as Language,
      targetLanguage: (fields.targetLanguage ?? existing?.targetLanguage ?? 'en-US') as Language,
    };
    if (existing && existing.status !== 'draft' && existing.status !== 'returned')
      throw appError('LETTER_NOT_EDITABLE');
    if (fields.send && !isComplete(draft)) throw appError('LETTER_FIELDS_REQUIRED');
    await checkAttachment(auth, fields.attachmentFileId, existing?.attachmentFileId ?? null);
    const translation = fields.send ? await machineTranslation(draft) : undefined;

    let replacedFile: number | undefined;
    const letterId = await db.transaction(async (tx) => {
      const now = clock.now();
      await insertLetterIfAbsent(tx, {
        sponsorshipId: target.sponsorshipId,
        periodId: sponsorship.periodId,
        sponsorId: sponsorship.sponsorId,
        studentId: sponsorship.studentId,
        number: target.number,
        writer: target.writer,
        writerUserId: auth.userId,
        originalLanguage: draft.originalLanguage,
        targetLanguage: draft.targetLanguage,
        createdAt: now,
        updatedAt: now,
      });
      const locked = await findWriterLetter(tx, target, { lock: true });
      if (!locked) throw appError('NOT_FOUND');
      if (locked.status !== 'draft' && locked.status !== 'returned')
        throw appError('LETTER_NOT_EDITABLE');
      const changedMeanwhile =
        existing !== undefined &&
        (locked.subject !== existing.subject || locked.message !== existing.message) &&
        (fields.subject === undefined || fields.message === undefined);
      await updateLetter(tx, locked.id, { ...draft, writerUserId: auth.userId, updatedAt: now });
      replacedFile = await attach(
        tx,
        auth.userId,
        locked.id,
        fields.attachmentFileId,
        locked.attachmentFileId,
      );
      if (fields.send) {
        const { changes, events } = sendChanges(
          draft,
          changedMeanwhile ? undefined : translation,
          now,
        );
        await updateLetter(tx, locked.id, changes);
        await recordEvents(tx, locked.id, events, auth.userId, now);
        if (changes.status === 'delivered') {
          const record = await findLetter(tx, letterVisibility.everyone, locked.id);
          if (record) await notifyDelivered(tx, record);
        }
      }
      return locked.id;
    });
    if (replacedFile !== undefined) await files.deleteFile(replacedFile);
    const record = await findLetter(db, letterVisibility.everyone, letterId);
    if (!record) throw appError('NOT_FOUND');
    return record;
  }

  /** The sponsorship the caller writes in, checked: theirs, current, open year, agreements. */
  async function writableSponsorship(auth: AuthContext, sponsorshipId: number) {
    const sponsorship = isParticipant(auth)
      ? await findSponsorshipOfParticipant(db, auth.userId, sponsorshipId)
      : undefined;
    if (!sponsorship) throw appError('NOT_FOUND');
    const writer: LetterWriter = sponsorship.sponsorUserId === auth.userId ? 'sponsor' : 'student';
    if (sponsorship.endedAt !== null) throw appError('SPONSORSHIP_ENDED');
    if (sponsorship.periodStatus === 'closed') throw appError('PERIOD_CLOSED');
    if (writer === 'sponsor') {
      const missing = await agreements.missingSponsorAgreements(
        db,
        sponsorship.sponsorId,
        sponsorship.periodStartDate,
      );
      if (missing.length > 0) throw appError('AGREEMENTS_REQUIRED');
    }
    return { sponsorship, writer };
  }

  // -------------------------------------------------------------------------------------------
  // Coordinators' decisions

  /**
   * Runs a decision on a waiting letter under its row lock: it must still wait, and not be held
   * by another coordinator's live claim.
   */
  async function decide(
    auth: AuthContext,
    id: number,
    act: (tx: Database, record: LetterRecord, now: Date) => Promise<void>,
  ): Promise<Letter> {
    await db.transaction(async (tx) => {
      const record = await findLetter(tx, reviewVisibility(auth), id, { lock: true });
      if (!record) throw appError('NOT_FOUND');
      if (record.letter.status !== 'in_review') throw appError('LETTER_NOT_WAITING');
      const claim = claimOf(record);
      if (claim && claim.id !== auth.userId) throw appError('LETTER_CLAIMED');
      await act(tx, record, clock.now());
    });
    const record = await findLetter(db, reviewVisibility(auth), id);
    if (!record) throw appError('NOT_FOUND');
    return toLetter(auth, record);
  }

  // -------------------------------------------------------------------------------------------
  // The four letters of a year

  async function yearLettersOf(periodId: number): Promise<YearLetters | undefined> {
    const year = await findYear(db, periodId);
    return year && lettersOfYear(year);
  }

  /** The year's own letters, or the programme's defaults dated within the year. */
  async function lettersOfYear(year: {
    id: number;
    startDate: string;
    endDate: string;
  }): Promise<YearLetters> {
    const periodId = year.id;
    const { own, defaults } = await findYearLetterRows(db, periodId);
    if (own.length > 0)
      return {
        periodId,
        customised: true,
        letters: own.map((row) => ({
          number: row.number,
          title: row.title,
          theme: row.theme,
          dueDate: row.dueDate,
          answerDueDate: row.answerDueDate,
        })),
      };
    return {
      periodId,
      customised: false,
      letters: LETTER_NUMBERS.map((number) => {
        const row = defaults.find((item) => item.number === number);
        const dates = defaultYearLetterDates(year.startDate, year.endDate, number);
        return {
          number,
          title: row?.title ?? `Letter ${number}`,
          theme: row?.theme ?? '',
          ...dates,
        };
      }),
    };
  }

  function todayUtc(): string {
    return clock.now().toISOString().slice(0, 10);
  }

  function dueStateOf(
    status: LetterStatus | undefined,
    due: string | null,
  ): { dueState: LetterDueState; daysLeft: number | null } {
    if (status === 'in_review' || status === 'delivered')
      return { dueState: 'sent', daysLeft: null };
    if (due === null) return { dueState: 'open', daysLeft: null };
    const daysLeft = Math.round(
      (Date.parse(`${due}T00:00:00Z`) - Date.parse(`${todayUtc()}T00:00:00Z`)) / DAY_MS,
    );
    return { dueState: daysLeft < 0 ? 'late' : 'due', daysLeft };
  }

  return {
    // ------------------------------------------------------------------------------------------
    // Writers and readers

    async create(auth: AuthContext, input: NewLetterInput): Promise<LetterSaved> {
      const { sponsorship, writer } = await writableSponsorship(auth, input.sponsorshipId);
      const record = await save(
        auth,
        { sponsorshipId: sponsorship.id, number: input.number, writer },
        sponsorship,
        {
          subject: input.subject,
          message: input.message,
          originalLanguage: input.originalLanguage,
          targetLanguage: input.targetLanguage,
          attachmentFileId: input.attachmentFileId,
          send: input.send,
        },
      );
      return { id: record.letter.id, status: record.letter.status };
    },

    async update(auth: AuthContext, id: number, body: LetterChanges): Promise<Letter> {
      const current = await getVisible(auth, id);
      if (sideOf(current, auth.userId) !== current.letter.writer) throw appError('NOT_FOUND');
      const { sponsorship, writer } = await writableSponsorship(auth, current.letter.sponsorshipId);
      const record = await save(
        auth,
        { sponsorshipId: sponsorship.id, number: current.letter.number, writer },
        sponsorship,
        body,
      );
      return toLetter(auth, record);
    },

    async remove(auth: AuthContext, id: number): Promise<void> {
      const current = await getVisible(auth, id);
      if (sideOf(current, auth.userId) !== current.letter.writer) throw appError('NOT_FOUND');
      let attachment: number | null = null;
      await db.transaction(async (tx) => {
        const locked = await findLetter(tx, letterVisibility(auth), id, { lock: true });
        if (!locked) throw appError('NOT_FOUND');
        if (locked.letter.status !== 'draft') throw appError('LETTER_NOT_EDITABLE');
        attachment = locked.letter.attachmentFileId;
        await deleteLetter(tx, id);
      });
      if (attachment !== null) await files.deleteFile(attachment);
    },

    async get(auth: AuthContext, id: number): Promise<Letter> {
      return toLetter(auth, await getVisible(auth, id));
    },

    async markRead(auth: AuthContext, id: number): Promise<Letter> {
      const record = await getVisible(auth, id);
      const side = sideOf(record, auth.userId);
      if (side !== undefined && side !== record.letter.writer && record.letter.readAt === null) {
        await updateLetterRead(id);
        return toLetter(auth, (await findLetter(db, letterVisibility(auth), id)) ?? record);
      }
      return toLetter(auth, record);
    },

    async list(
      auth: AuthContext,
      query: PageRequest & Omit<LetterListFilters, 'box'> & { box?: LetterListFilters['box'] },
    ): Promise<LetterPage> {
      const filters: LetterListFilters = {
        ...query,
        box: query.box ?? (isParticipant(auth) ? 'inbox' : 'all'),
      };
      const visibility = letterVisibility(auth);
      return readPage({
        request: query,
        keys: letterSortKeys,
        readRows: (window) => findLetterPage(db, visibility, filters, auth.userId, window),
        countTotal: () => countLetters(db, visibility, filters, auth.userId),
        toItem: (row) => toSummary(auth, row),
      });
    },

    async overview(auth: AuthContext, periodId: number | undefined): Promise<LetterOverview> {
      const year =
        periodId === undefined ? await findAvailableYear(db) : await findYear(db, periodId);
      if (periodId !== undefined && !year) throw appError('NOT_FOUND');
      const unread = isParticipant(auth) ? await countUnread(db, auth.userId) : 0;
      if (!year || !isParticipant(auth))
        return {
          period: year ? { id: year.id, name: year.name } : null,
          writer: null,
          mayWrite: false,
          sponsorships: [],
          unread,
        };
      const [rows, yearLetters] = await Promise.all([
        findParticipantSponsorships(db, auth.userId, year.id),
        lettersOfYear(year),
      ]);
      const letters = await findLettersOfSponsorships(
        db,
        rows.map((row) => row.id),
      );
      const writer: LetterWriter | null =
        rows[0] === undefined
          ? null
          : rows[0].sponsorUserId === auth.userId
            ? 'sponsor'
            : 'student';
      const mayWrite =
        writer === 'student' ||
        (writer === 'sponsor' &&
          rows[0] !== undefined &&
          (await agreements.missingSponsorAgreements(db, rows[0].sponsorId, year.startDate))
            .length === 0);
      return {
        period: { id: year.id, name: year.name },
        writer,
        mayWrite,
        unread,
        sponsorships: rows.map((row) => {
          const mySide: LetterWriter = row.sponsorUserId === auth.userId ? 'sponsor' : 'student';
          const otherSide: LetterWriter = mySide === 'sponsor' ? 'student' : 'sponsor';
          return {
            sponsorshipId: row.id,
            active: row.endedAt === null,
            other: {
              kind: otherSide,
              id: otherSide === 'sponsor' ? row.sponsorId : row.studentId,
              firstName: otherSide === 'sponsor' ? row.sponsorFirstName : row.studentFirstName,
              lastName: null,
              photoUrl: files.urls.photoUrl(
                otherSide === 'sponsor' ? row.sponsorPhotoFileId : row.studentPhotoFileId,
                'thumb',
              ),
            },
            letters: (yearLetters?.letters ?? []).map((slot: YearLetter) => {
              const of = (side: LetterWriter) =>
                letters.find(
                  (letter) =>
                    letter.sponsorshipId === row.id &&
                    letter.number === slot.number &&
                    letter.writer === side,
                );
              const mine = of(mySide);
              const theirs = of(otherSide);
              const myDueDate = mySide === 'sponsor' ? slot.dueDate : slot.answerDueDate;
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
                ...dueStateOf(mine?.status, myDueDate),
              };
            }),
          };
        }),
      };
    },

    /** Stores an upload for the caller to attach to a letter (participants only). */
    async uploadAttachment(auth: AuthContext, upload: IncomingUpload): Promise<LetterAttachment> {
      if (!isParticipant(auth)) {
        discardUpload(upload);
        throw appError('NOT_FOUND');
      }
      const file = await files.storeFile({
        upload,
        policy: UPLOAD_POLICIES.attachment,
        ownerKind: 'user',
        ownerId: auth.userId,
        purpose: ATTACHMENT_PURPOSE,
        createdBy: auth.userId,
      });
      return {
        fileId: file.id,
        name: file.originalName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        url: files.urls.signedFileUrl(file.id),
      };
    },

    /** Whether the caller reaches the letter (its attachment's file route asks). */
    async canRead(auth: AuthContext, id: number): Promise<boolean> {
      return (await findLetter(db, letterVisibility(auth), id)) !== undefined;
    },

    // ------------------------------------------------------------------------------------------
    // Coordinators

    async reviewQueue(
      auth: AuthContext,
      query: PageRequest & ReviewQueueFilters,
    ): Promise<ReviewQueuePage> {
      const visibility = reviewVisibility(auth);
      const staleBefore = new Date(clock.now().getTime() - config.letterClaimTtlMs);
      return readPage({
        request: query,
        keys: queueSortKeys,
        readRows: (window) =>
          findQueuePage(db, visibility, query, auth.userId, staleBefore, window),
        countTotal: () => countQueue(db, visibility, query, auth.userId, staleBefore),
        toItem: (record): ReviewQueueItem => ({
          id: record.letter.id,
          number: record.letter.number,
          writer: person(record, record.letter.writer, true),
          recipient: person(
            record,
            record.letter.writer === 'sponsor' ? 'student' : 'sponsor',
            true,
          ),
          originalLanguage: record.letter.originalLanguage as Language,
          targetLanguage: record.letter.targetLanguage as Language,
          reasons: reviewReasons(record.letter),
          matchCount: record.letter.screeningMatches.length,
          sentAt: (record.letter.sentAt ?? record.letter.updatedAt).toISOString(),
          claimedBy: claimOf(record),
          village: { id: record.villageId, name: record.villageName },
          school: { id: record.schoolId, name: record.schoolName },
        }),
      });
    },

    async claim(auth: AuthContext, id: number): Promise<Letter> {
      await db.transaction(async (tx) => {
        const record = await findLetter(tx, reviewVisibility(auth), id, { lock: true });
        if (!record) throw appError('NOT_FOUND');
        if (record.letter.status !== 'in_review') throw appError('LETTER_NOT_WAITING');
        const now = clock.now();
        const staleBefore = new Date(now.getTime() - config.letterClaimTtlMs);
        if (!(await claimLetter(tx, id, auth.userId, now, staleBefore)))
          throw appError('LETTER_CLAIMED');
        await insertLetterEvent(
          tx,
          { letterId: id, action: 'claimed', actorUserId: auth.userId },
          now,
        );
      });
      return toLetter(auth, (await findLetter(db, reviewVisibility(auth), id)) as LetterRecord);
    },

    release(auth: AuthContext, id: number): Promise<Letter> {
      return decide(auth, id, async (tx, record, now) => {
        if (claimOf(record) === null) return;
        await updateLetter(tx, id, { claimedBy: null, claimedAt: null });
        await insertLetterEvent(
          tx,
          { letterId: id, action: 'released', actorUserId: auth.userId },
          now,
        );
      });
    },

    translate(
      auth: AuthContext,
      id: number,
      body: { translatedSubject: string; translatedMessage: string },
    ): Promise<Letter> {
      return decide(auth, id, async (tx, record, now) => {
        const { letter } = record;
        const fields = {
          subject: letter.subject,
          message: letter.message,
          translatedSubject: body.translatedSubject,
          translatedMessage: body.translatedMessage,
        };
        await updateLetter(tx, id, {
          translatedSubject: body.translatedSubject,
          translatedMessage: body.translatedMessage,
          translationSource: 'manual',
          translationApproved: true,
          screeningMatches: screen(fields),
          // Who translates holds the letter, so nobody else starts on it meanwhile.
          claimedBy: auth.userId,
          claimedAt: now,
        });
        await insertLetterEvent(
          tx,
          { letterId: id, action: 'translated', actorUserId: auth.userId },
          now,
        );
      });
    },

    deliver(auth: AuthContext, id: number): Promise<Letter> {
      return decide(auth, id, async (tx, record, now) => {
        const { letter } = record;
        if (letter.originalLanguage !== letter.targetLanguage && letter.translatedMessage === null)
          throw appError('LETTER_TRANSLATION_MISSING');
        await updateLetter(tx, id, {
          status: 'delivered',
          deliveredAt: now,
          translationApproved: letter.translatedMessage !== null,
          screeningCleared: true,
          claimedBy: null,
          claimedAt: null,
        });
        await insertLetterEvent(
          tx,
          { letterId: id, action: 'delivered', actorUserId: auth.userId },
          now,
        );
        await notifyDelivered(tx, record);
      });
    },

    returnToWriter(auth: AuthContext, id: number, note: string): Promise<Letter> {
      return decide(auth, id, async (tx, record, now) => {
        await updateLetter(tx, id, {
          status: 'returned',
          returnNote: note,
          claimedBy: null,
          claimedAt: null,
        });
        await insertLetterEvent(
          tx,
          { letterId: id, action: 'returned', actorUserId: auth.userId, note },
          now,
        );
        const { letter } = record;
        const isBySponsor = letter.writer === 'sponsor';
        const to = isBySponsor ? record.sponsorEmail : record.studentEmail;
        if (to)
          await mailer.send(
            buildLetterReturnedMail({
              to,
              language: ((isBySponsor ? record.sponsorLanguage : record.studentLanguage) ??
                'en-US') as Language,
              writerName: isBySponsor ? record.sponsorFirstName : record.studentFirstName,
              number: letter.number,
              note,
              link: `${config.publicUrl}/edrocks/letters/${id}`,
            }),
            tx,
          );
      });
    },

    // ------------------------------------------------------------------------------------------
    // The four letters of a year

    lettersOfYear,

    async getYearLetters(periodId: number): Promise<YearLetters> {
      const letters = await yearLettersOf(periodId);
      if (!letters) throw appError('NOT_FOUND');
      return letters;
    },

    async setYearLetters(periodId: number, body: YearLettersBody): Promise<YearLetters> {
      const year = await findYear(db, periodId);
      if (!year) throw appError('NOT_FOUND');
      if (year.status === 'closed') throw appError('PERIOD_CLOSED');
      const rows = [...body.letters]
        .sort((a, b) => a.number - b.number)
        .map((letter) => ({
          number: letter.number,
          title: letter.title,
          theme: letter.theme,
          dueDate: letter.dueDate,
          answerDueDate: letter.answerDueDate,
        }));
      await db.transaction((tx) => replaceYearLetters(tx, periodId, rows));
      return (await yearLettersOf(periodId)) as YearLetters;
    },
  };

  async function updateLetterRead(id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const record = await findLetter(tx, letterVisibility.everyone, id, { lock: true });
      if (record && record.letter.readAt === null)
        await updateLetter(tx, id, { readAt: clock.now() });
    });
  }
}

export type LettersService = ReturnType<typeof createLettersService>;
