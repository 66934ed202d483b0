// Dates, numbers and money through Intl in the active UI language (es-CO: 21/11/2026, $ 1.234,56).
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared';
import { isLanguage } from './i18n';

export function formatDate(
  value: Date | string | number,
  language: Language,
  options?: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(language, options ?? { dateStyle: 'medium' }).format(
    new Date(value),
  );
}

export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(language, options).format(value);
}

/** Amounts are US dollars throughout the programme. */
export function formatMoney(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(value);
}

export function useFormat() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  return {
    language,
    date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
      formatDate(value, language, options),
    /** A calendar day (`YYYY-MM-DD`, e.g. a year's start): the same day in every time zone. */
    day: (value: string) =>
      formatDate(`${value}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' }),
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      formatNumber(value, language, options),
    money: (value: number) => formatMoney(value, language),
  };
}
