// What sending a letter decides: the translation service's draft (made before the transaction,
// it may take seconds), the screening, the language the text reads as, and from all of it the
// reasons it waits for a coordinator. No reason: it is delivered at once.
import type { DetectedLanguage, Language, LetterEventAction, ScreeningMatch } from '@portal/shared';
import type { Config } from '../../config';
import { screenLetter } from '../../lib/screening/screen-text';
import type { Translator } from '../../lib/translator';
import type { NewLetter } from './letters.repo';
import { reviewReasons, type LetterHolds } from './review-reasons';

export interface LetterText {
  subject: string;
  message: string;
}

export interface LetterLanguages {
  original: Language;
  /** Null while the reader's language is unknown. */
  target: Language | null;
}

export type MachineTranslation =
  { translatedSubject: string; translatedMessage: string } | 'failed' | undefined;

/** What every sent letter is screened on: its text and its translation. */
export function screen(fields: {
  subject: string;
  message: string;
  translatedSubject: string | null;
  translatedMessage: string | null;
}): ScreeningMatch[] {
  return screenLetter(fields) as ScreeningMatch[];
}

/** The service's translation when the languages are known and differ; 'failed' when it failed. */
export async function machineTranslation(
  translator: Translator | undefined,
  text: LetterText,
  languages: LetterLanguages,
): Promise<MachineTranslation> {
  const { original, target } = languages;
  if (!translator || target === null || original === target) return undefined;
  try {
    const [translatedSubject, translatedMessage] = await translator.translate(
      [text.subject, text.message],
      original,
      target,
    );
    return {
      translatedSubject: translatedSubject ?? '',
      translatedMessage: translatedMessage ?? '',
    };
  } catch {
    return 'failed';
  }
}

/** Steps the system takes itself: recorded without a person. */
export const SYSTEM_ACTIONS: ReadonlySet<LetterEventAction> = new Set([
  'machineTranslated',
  'machineTranslationFailed',
  'flagged',
]);

/** The columns a send sets, and the events it records (in order). */
export function sendChanges(input: {
  text: LetterText;
  languages: LetterLanguages;
  detected: DetectedLanguage | null;
  translation: MachineTranslation;
  attachmentFileId: number | null;
  holds: LetterHolds;
  config: Pick<Config, 'letterTranslationReview' | 'letterReviewAll'>;
  now: Date;
}): { changes: Partial<NewLetter>; events: LetterEventAction[] } {
  const { translation, config, now } = input;
  const events: LetterEventAction[] = ['sent'];
  const machine = translation !== undefined && translation !== 'failed' ? translation : null;
  if (translation === 'failed') events.push('machineTranslationFailed');
  if (machine) events.push('machineTranslated');
  const translated = {
    translatedSubject: machine?.translatedSubject ?? null,
    translatedMessage: machine?.translatedMessage ?? null,
  };
  const matches = screen({ ...input.text, ...translated });
  if (matches.length > 0) events.push('flagged');
  const fields = {
    originalLanguage: input.languages.original,
    targetLanguage: input.languages.target,
    detectedLanguage: input.detected,
    languagesChecked: false,
    ...translated,
    translationSource: machine ? ('machine' as const) : null,
    translationApproved: machine !== null && !config.letterTranslationReview,
    screeningMatches: matches,
    screeningCleared: false,
    attachmentFileId: input.attachmentFileId,
    reviewAll: config.letterReviewAll,
  };
  const isWaiting = reviewReasons(fields, input.holds).length > 0;
  if (!isWaiting) events.push('delivered');
  return {
    changes: {
      ...fields,
      status: isWaiting ? 'in_review' : 'delivered',
      sentAt: now,
      deliveredAt: isWaiting ? null : now,
      returnNote: null,
      claimedBy: null,
      claimedAt: null,
    },
    events,
  };
}
