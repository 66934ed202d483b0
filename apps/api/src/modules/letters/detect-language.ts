// The language a letter's text reads as: English, Spanish, another language, or null when it
// cannot tell. The languages a letter claims are its writer's and its reader's account languages;
// a writer who sets their own account to the child's language (so that no translation, and no
// coordinator, is needed) while writing in another one is caught here, and the letter waits.
//
// The detector is eld (Efficient Language Detector, its smallest n-gram set: about 28 MB once
// loaded, so it is loaded on the first send, not at start). It looks at all its 60 languages, not
// only English and Spanish: a letter written confidently in a third language (French, Russian,
// Portuguese...) is "other" and waits too, where a two-language detector would call it the
// nearer of the two. Short or mixed texts give no answer: a false alarm costs a coordinator a
// click, a wrong answer on ten letters costs nothing but that, and the screening runs anyway.
import type { DetectedLanguage } from '@portal/shared';
import type * as eldModule from 'eld/extrasmall';

/** Below this many letters a text is too short to tell. */
export const MIN_LETTERS_TO_DETECT = 30;
/**
 * A third language is "other" only when it leads English and Spanish by more than this: Spanish
 * is often scored just under Portuguese or Catalan on a short text.
 */
const OTHER_LANGUAGE_MARGIN = 0.1;

type Detector = typeof eldModule.eld;
let detector: Promise<Detector> | undefined;

function loadDetector(): Promise<Detector> {
  detector ??= import('eld/extrasmall').then(({ eld }) => {
    // Links, e-mail addresses and the like say nothing about the language. (The module's own
    // instance: nothing else in the API detects languages, and a second one costs its memory again.)
    eld.enableTextCleanup(true);
    return eld;
  });
  return detector;
}

export async function detectLetterLanguage(text: string): Promise<DetectedLanguage | null> {
  // Compatibility forms (full-width letters, ligatures) read as the letters they look like.
  const normalized = text.normalize('NFKC');
  if ((normalized.match(/\p{L}/gu) ?? []).length < MIN_LETTERS_TO_DETECT) return null;
  const eld = await loadDetector();
  const result = eld.detect(normalized);
  if (!result.language || !result.isReliable()) return null;
  if (result.language === 'en') return 'en-US';
  if (result.language === 'es') return 'es-CO';
  const scores = result.getScores();
  const english = scores.en ?? 0;
  const spanish = scores.es ?? 0;
  const nearest = Math.max(english, spanish);
  if (nearest >= (scores[result.language] ?? 0) - OTHER_LANGUAGE_MARGIN)
    return english >= spanish ? 'en-US' : 'es-CO';
  return 'other';
}
