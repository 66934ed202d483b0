// Words the campaign screens share: a per-language text in the reader's language (or the other
// when it was not written in theirs), and the moment format of times.
import type { Language } from '@portal/shared';

export const MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function inLanguage(
  texts: Partial<Record<Language, string | undefined>>,
  language: Language,
): string {
  const other: Language = language === 'en-US' ? 'es-CO' : 'en-US';
  return texts[language]?.trim() ? texts[language]! : (texts[other] ?? '');
}
