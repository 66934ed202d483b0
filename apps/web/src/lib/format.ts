// Dates and numbers in the active UI language (es-CO: 21/11/2026, 1.234,5), and the names of
// languages and countries in it ("inglés", "Estados Unidos": the shared languageName and
// countryName, Intl.DisplayNames). Money is integer cents in a currency: the shared formatMoney.
import { useCommonTranslation } from './i18n/common-translation';
import { countryName, intlFormatter, languageName, type Language } from '@portal/shared';
import { isLanguage } from './i18n';

export function formatDate(
  value: Date | string | number,
  language: Language,
  options?: Intl.DateTimeFormatOptions,
): string {
  return intlFormatter(Intl.DateTimeFormat, language, options ?? { dateStyle: 'medium' }).format(
    new Date(value),
  );
}

/**
 * How each language groups the digits of a whole number ("1,234" and "1.234"), as Intl does
 * (format.test.ts compares the two). A page's first Intl.NumberFormat loads the locale's number
 * data, tens of milliseconds of a list screen's start on a slow phone, for a count's commas.
 */
const DIGIT_GROUP_SEPARATOR: Record<Language, string> = { 'en-US': ',', 'es-CO': '.' };

/** Today in the user's own time zone, as `YYYY-MM-DD` (a date field's default and its limit). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  if (!options && Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(
      /\B(?=(\d{3})+$)/g,
      DIGIT_GROUP_SEPARATOR[language],
    );
    return value < 0 ? `-${digits}` : digits;
  }
  return intlFormatter(Intl.NumberFormat, language, options).format(value);
}

export function useFormat() {
  const { i18n } = useCommonTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  return {
    language,
    date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
      formatDate(value, language, options),
    /** A calendar day (`YYYY-MM-DD`, e.g. a year's start): the same day in every time zone. */
    day: (value: string) =>
      formatDate(`${value}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' }),
    /** A month (`YYYY-MM`, e.g. when letters were sent): "Sep 2026", the same in every zone. */
    month: (value: string) =>
      formatDate(`${value}-01T00:00:00Z`, language, {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      formatNumber(value, language, options),
    /** A language's name inside a sentence ("inglés"); `capitalize` for a label on its own. */
    languageName: (code: string, options?: { capitalize?: boolean }) =>
      languageName(code, language, options),
    /** A country (ISO code, stored English name) in the UI language; null for none. */
    countryName: <Name extends string | null>(country: { code: string | null; name: Name }) =>
      country.code === null
        ? country.name
        : countryName(country.code, language, country.name ?? undefined),
  };
}
