// How the events screens write moments and amounts: in the user's language and time zone
// (the browser's), money through the shared formatMoney in the event's currency.
import { formatMoney, intlFormatter, type Language } from '@portal/shared';

export const EVENT_MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' };
export const SHORT_MOMENT: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
};

/** "Saturday, 14 November 2026, 18:00 – 22:00": one day written once when the event fits in it. */
export function formatEventRange(startsAt: string, endsAt: string, language: Language): string {
  const format = intlFormatter(Intl.DateTimeFormat, language, EVENT_MOMENT);
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  return end.getTime() > start.getTime() ? format.formatRange(start, end) : format.format(start);
}

export function money(cents: number, currency: string, language: Language): string {
  return formatMoney(cents, currency, language);
}
