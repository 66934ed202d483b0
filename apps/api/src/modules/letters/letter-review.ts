// The coordinators' decisions on a waiting letter: the queue, claim and release, a translation,
// the languages corrected (the translation it needs is then decided again), delivery and
// returning it to its writer. Each decision runs under the letter's row lock: it must still wait,
// and not be held by another coordinator's live claim. Delivery also takes the locks of
// letter-holds.ts and is refused while the sponsorship's letters are paused, while the writer is
// deactivated, before the reader's language is known or without a needed translation; returning
// the letter is always possible.
import type { Language, Letter, LetterEventAction, ReviewQueuePage } from '@portal/shared';
import { setAuditReason } from '../../db/audit-actor';
import type { Database } from '../../db/client';
import { appError } from '../../lib/errors';
import type { PageRequest } from '../../lib/list-page';
import type { AuthContext } from '../../lib/auth-context';
import { lockLetterHolds } from './letter-holds';
import { queueArrivedNotice, queueReturnedNotice } from './letter-mail';
import { claimOf, toLetter } from './letter-projections';
import { machineTranslation, screen, SYSTEM_ACTIONS } from './letter-sending';
import type { LettersContext } from './letters-context';
import {
  claimLetter,
  findLetter,
  insertLetterEvents,
  reviewVisibility,
  updateLetter,
  type LetterRecord,
} from './letters.repo';
import { reviewQueueList, type ReviewQueueFilters } from './review-queue-list';

async function answer(context: LettersContext, auth: AuthContext, id: number): Promise<Letter> {
  const record = await findLetter(context.db, reviewVisibility(auth), id);
  if (!record) throw appError('NOT_FOUND');
  return toLetter(context, auth, record);
}

/** Runs a decision on a waiting letter under its row lock; answers the letter after it. */
async function decide(
  context: LettersContext,
  auth: AuthContext,
  id: number,
  act: (tx: Database, record: LetterRecord, now: Date) => Promise<void>,
): Promise<Letter> {
  await context.db.transaction(async (tx) => {
    const record = await findLetter(tx, reviewVisibility(auth), id, { lock: true });
    if (!record) throw appError('NOT_FOUND');
    if (record.letter.status !== 'in_review') throw appError('LETTER_NOT_WAITING');
    const claim = claimOf(context, record);
    if (claim && claim.id !== auth.userId) throw appError('LETTER_CLAIMED');
    await act(tx, record, context.clock.now());
  });
  return answer(context, auth, id);
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

export function reviewQueue(
  context: LettersContext,
  auth: AuthContext,
  query: PageRequest & ReviewQueueFilters,
): Promise<ReviewQueuePage> {
  const staleBefore = new Date(context.clock.now().getTime() - context.config.letterClaimTtlMs);
  const reach = { visibility: reviewVisibility(auth), userId: auth.userId, staleBefore };
  return reviewQueueList.page(context.db, reach, query, context);
}

export async function claim(
  context: LettersContext,
  auth: AuthContext,
  id: number,
): Promise<Letter> {
  const { clock, config } = context;
  await context.db.transaction(async (tx) => {
    const found = await findLetter(tx, reviewVisibility(auth), id, { lock: true });
    if (!found) throw appError('NOT_FOUND');
    if (found.letter.status !== 'in_review') throw appError('LETTER_NOT_WAITING');
    const now = clock.now();
    const staleBefore = new Date(now.getTime() - config.letterClaimTtlMs);
    if (!(await claimLetter(tx, id, auth.userId, now, staleBefore)))
      throw appError('LETTER_CLAIMED');
    await record(tx, id, ['claimed'], auth.userId, now);
  });
  return answer(context, auth, id);
}

export function release(context: LettersContext, auth: AuthContext, id: number): Promise<Letter> {
  return decide(context, auth, id, async (tx, found, now) => {
    if (claimOf(context, found) === null) return;
    await updateLetter(tx, id, { claimedBy: null, claimedAt: null });
    await record(tx, id, ['released'], auth.userId, now);
  });
}

export function translate(
  context: LettersContext,
  auth: AuthContext,
  id: number,
  body: { translatedSubject: string; translatedMessage: string },
): Promise<Letter> {
  return decide(context, auth, id, async (tx, found, now) => {
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
}

type LanguagePair = { original: Language; target: Language };

/**
 * The translation columns of a letter whose languages a coordinator sets: kept when the pair
 * does not change; else the service's draft for the new pair (made from the same text), or none.
 */
function retranslation(
  { config }: LettersContext,
  letter: LetterRecord['letter'],
  languages: LanguagePair,
  machine: { translatedSubject: string; translatedMessage: string } | null,
) {
  const isPairChanged =
    letter.originalLanguage !== languages.original || letter.targetLanguage !== languages.target;
  if (!isPairChanged)
    return {
      isPairChanged,
      translatedSubject: letter.translatedSubject,
      translatedMessage: letter.translatedMessage,
      translationSource: letter.translationSource,
      translationApproved: letter.translationApproved,
    };
  return {
    isPairChanged,
    translatedSubject: machine?.translatedSubject ?? null,
    translatedMessage: machine?.translatedMessage ?? null,
    translationSource: machine ? ('machine' as const) : null,
    translationApproved: machine !== null && !config.letterTranslationReview,
  };
}

/**
 * Sets what a waiting letter is written in and what its reader reads (the detected language
 * then no longer holds it). When the pair changes, the translation made for the old one is
 * dropped, and the translation service (if any) drafts one for the new pair.
 */
export async function setLanguages(
  context: LettersContext,
  auth: AuthContext,
  id: number,
  body: { originalLanguage: Language; targetLanguage: Language },
): Promise<Letter> {
  const before = await findLetter(context.db, reviewVisibility(auth), id);
  if (!before) throw appError('NOT_FOUND');
  const languages = { original: body.originalLanguage, target: body.targetLanguage };
  const isNewPair =
    before.letter.originalLanguage !== languages.original ||
    before.letter.targetLanguage !== languages.target;
  // Outside the transaction: the service may take seconds.
  const translation = isNewPair
    ? await machineTranslation(context.translator, before.letter, languages)
    : undefined;
  return decide(context, auth, id, async (tx, found, now) => {
    const { letter } = found;
    const isSameText =
      letter.subject === before.letter.subject && letter.message === before.letter.message;
    const machine =
      isSameText && translation !== undefined && translation !== 'failed' ? translation : null;
    const { isPairChanged, ...translated } = retranslation(context, letter, languages, machine);
    await updateLetter(tx, id, {
      originalLanguage: languages.original,
      targetLanguage: languages.target,
      languagesChecked: true,
      ...translated,
      screeningMatches: screen({
        subject: letter.subject,
        message: letter.message,
        translatedSubject: translated.translatedSubject,
        translatedMessage: translated.translatedMessage,
      }),
      claimedBy: auth.userId,
      claimedAt: now,
    });
    const actions: LetterEventAction[] = ['languagesCorrected'];
    if (isPairChanged && isSameText && translation === 'failed')
      actions.push('machineTranslationFailed');
    if (isPairChanged && machine) actions.push('machineTranslated');
    const note = `${languages.original} → ${languages.target}`;
    await record(tx, id, actions, auth.userId, now, note);
  });
}

export function deliver(context: LettersContext, auth: AuthContext, id: number): Promise<Letter> {
  const { config, mailer } = context;
  return decide(context, auth, id, async (tx, found, now) => {
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
}

export function returnToWriter(
  context: LettersContext,
  auth: AuthContext,
  id: number,
  note: string,
): Promise<Letter> {
  const { config, mailer } = context;
  return decide(context, auth, id, async (tx, found, now) => {
    await setAuditReason(tx, note);
    await updateLetter(tx, id, {
      status: 'returned',
      returnNote: note,
      claimedBy: null,
      claimedAt: null,
    });
    await record(tx, id, ['returned'], auth.userId, now, note);
    await queueReturnedNotice(mailer, tx, config.publicUrl, found, found.letter, note);
  });
}
