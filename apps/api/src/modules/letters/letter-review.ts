// The coordinators' decisions on a waiting letter: the queue, claim and release, a translation,
// the languages corrected (the translation it needs is then decided again), delivery and
// returning it to its writer. Each decision runs under the letter's row lock: it must still wait,
// and not be held by another coordinator's live claim. Delivery also takes the locks of
// letter-holds.ts and is refused while the sponsorship's letters are paused, while the writer is
// deactivated, before the reader's language is known or without a needed translation; returning
// the letter is always possible.
import type { Language, Letter, LetterEventAction, ReviewQueuePage } from '@portal/shared';
import type { Database } from '../../db/client';
import { appError } from '../../lib/errors';
import { readPage, type PageRequest } from '../../lib/list-page';
import type { AuthContext } from '../../lib/auth-context';
import { lockLetterHolds } from './letter-holds';
import { queueArrivedNotice, queueReturnedNotice } from './letter-mail';
import type { LetterProjections } from './letter-projections';
import {
  countQueue,
  findQueuePage,
  queueSortKeys,
  type ReviewQueueFilters,
} from './letter-queue.repo';
import { machineTranslation, screen, SYSTEM_ACTIONS } from './letter-sending';
import type { LettersServiceDeps } from './letters-context';
import {
  claimLetter,
  findLetter,
  insertLetterEvents,
  reviewVisibility,
  updateLetter,
  type LetterRecord,
} from './letters.repo';

export function createLetterReview(deps: LettersServiceDeps, projections: LetterProjections) {
  const { db, clock, config, mailer, translator } = deps;

  async function answer(auth: AuthContext, id: number): Promise<Letter> {
    const record = await findLetter(db, reviewVisibility(auth), id);
    if (!record) throw appError('NOT_FOUND');
    return projections.toLetter(auth, record);
  }

  /** Runs a decision on a waiting letter under its row lock; answers the letter after it. */
  async function decide(
    auth: AuthContext,
    id: number,
    act: (tx: Database, record: LetterRecord, now: Date) => Promise<void>,
  ): Promise<Letter> {
    await db.transaction(async (tx) => {
      const record = await findLetter(tx, reviewVisibility(auth), id, { lock: true });
      if (!record) throw appError('NOT_FOUND');
      if (record.letter.status !== 'in_review') throw appError('LETTER_NOT_WAITING');
      const claim = projections.claimOf(record);
      if (claim && claim.id !== auth.userId) throw appError('LETTER_CLAIMED');
      await act(tx, record, clock.now());
    });
    return answer(auth, id);
  }

  function record(
    tx: Database,
    letterId: number,
    actions: LetterEventAction[],
    userId: number,
    now: Date,
    note: string | null = null,
  ) {
    return insertLetterEvents(
      tx,
      actions.map((action) => ({
        letterId,
        action,
        actorUserId: SYSTEM_ACTIONS.has(action) ? null : userId,
        note: SYSTEM_ACTIONS.has(action) ? null : note,
      })),
      now,
    );
  }

  return {
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
        toItem: (row) => projections.toQueueItem(row),
      });
    },

    async claim(auth: AuthContext, id: number): Promise<Letter> {
      await db.transaction(async (tx) => {
        const found = await findLetter(tx, reviewVisibility(auth), id, { lock: true });
        if (!found) throw appError('NOT_FOUND');
        if (found.letter.status !== 'in_review') throw appError('LETTER_NOT_WAITING');
        const now = clock.now();
        const staleBefore = new Date(now.getTime() - config.letterClaimTtlMs);
        if (!(await claimLetter(tx, id, auth.userId, now, staleBefore)))
          throw appError('LETTER_CLAIMED');
        await record(tx, id, ['claimed'], auth.userId, now);
      });
      return answer(auth, id);
    },

    release(auth: AuthContext, id: number): Promise<Letter> {
      return decide(auth, id, async (tx, found, now) => {
        if (projections.claimOf(found) === null) return;
        await updateLetter(tx, id, { claimedBy: null, claimedAt: null });
        await record(tx, id, ['released'], auth.userId, now);
      });
    },

    translate(
      auth: AuthContext,
      id: number,
      body: { translatedSubject: string; translatedMessage: string },
    ): Promise<Letter> {
      return decide(auth, id, async (tx, found, now) => {
        const { letter } = found;
        if (letter.targetLanguage === null) throw appError('LETTER_READER_LANGUAGE_UNKNOWN');
        await updateLetter(tx, id, {
          translatedSubject: body.translatedSubject,
          translatedMessage: body.translatedMessage,
          translationSource: 'manual',
          translationApproved: true,
          screeningMatches: screen({ ...letter, ...body }),
          // Who translates holds the letter, so nobody else starts on it meanwhile.
          claimedBy: auth.userId,
          claimedAt: now,
        });
        await record(tx, id, ['translated'], auth.userId, now);
      });
    },

    /**
     * Sets what a waiting letter is written in and what its reader reads (the detected language
     * then no longer holds it). When the pair changes, the translation made for the old one is
     * dropped, and the translation service (if any) drafts one for the new pair.
     */
    async setLanguages(
      auth: AuthContext,
      id: number,
      body: { originalLanguage: Language; targetLanguage: Language },
    ): Promise<Letter> {
      const before = await findLetter(db, reviewVisibility(auth), id);
      if (!before) throw appError('NOT_FOUND');
      const languages = { original: body.originalLanguage, target: body.targetLanguage };
      const isNewPair =
        before.letter.originalLanguage !== languages.original ||
        before.letter.targetLanguage !== languages.target;
      // Outside the transaction: the service may take seconds.
      const translation = isNewPair
        ? await machineTranslation(translator, before.letter, languages)
        : undefined;
      return decide(auth, id, async (tx, found, now) => {
        const { letter } = found;
        const isSameText =
          letter.subject === before.letter.subject && letter.message === before.letter.message;
        const isPairChanged =
          letter.originalLanguage !== languages.original ||
          letter.targetLanguage !== languages.target;
        const machine =
          isSameText && translation !== undefined && translation !== 'failed' ? translation : null;
        // A translation made for the old pair no longer fits: the service's draft, or none.
        const translatedSubject = isPairChanged
          ? (machine?.translatedSubject ?? null)
          : letter.translatedSubject;
        const translatedMessage = isPairChanged
          ? (machine?.translatedMessage ?? null)
          : letter.translatedMessage;
        await updateLetter(tx, id, {
          originalLanguage: languages.original,
          targetLanguage: languages.target,
          languagesChecked: true,
          translatedSubject,
          translatedMessage,
          translationSource: isPairChanged
            ? machine
              ? 'machine'
              : null
            : letter.translationSource,
          translationApproved: isPairChanged
            ? machine !== null && !config.letterTranslationReview
            : letter.translationApproved,
          screeningMatches: screen({
            subject: letter.subject,
            message: letter.message,
            translatedSubject,
            translatedMessage,
          }),
          claimedBy: auth.userId,
          claimedAt: now,
        });
        const actions: LetterEventAction[] = ['languagesCorrected'];
        if (isPairChanged && isSameText && translation === 'failed')
          actions.push('machineTranslationFailed');
        if (isPairChanged && machine) actions.push('machineTranslated');
        await record(
          tx,
          id,
          actions,
          auth.userId,
          now,
          `${languages.original} → ${languages.target}`,
        );
      });
    },

    deliver(auth: AuthContext, id: number): Promise<Letter> {
      return decide(auth, id, async (tx, found, now) => {
        const { letter } = found;
        const { holds, sides } = await lockLetterHolds(tx, letter);
        if (holds.isPaused) throw appError('LETTER_PAUSED');
        if (holds.isWriterInactive) throw appError('LETTER_WRITER_DEACTIVATED');
        if (letter.targetLanguage === null) throw appError('LETTER_READER_LANGUAGE_UNKNOWN');
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
        await record(tx, id, ['delivered'], auth.userId, now);
        await queueArrivedNotice(mailer, tx, config.publicUrl, sides, letter);
      });
    },

    returnToWriter(auth: AuthContext, id: number, note: string): Promise<Letter> {
      return decide(auth, id, async (tx, found, now) => {
        await updateLetter(tx, id, {
          status: 'returned',
          returnNote: note,
          claimedBy: null,
          claimedAt: null,
        });
        await record(tx, id, ['returned'], auth.userId, now, note);
        await queueReturnedNotice(mailer, tx, config.publicUrl, found, found.letter, note);
      });
    },
  };
}
