// How the events screens write moments and amounts: in the user's language; an event's own
// times in the event's time zone, labelled (the shared helpers the tickets' e-mail and PDF use
// too); other moments (a payment) in the browser's; money through the shared formatMoney in the
// event's currency.
import { formatMoney, formatZonedMoment, formatZonedRange, type Language } from '@portal/shared';

export const EVENT_MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' };
export const SHORT_MOMENT: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
};

/**
 * "Saturday, November 14, 2026, 6:00 – 10:00 PM (Colombia Standard Time)": in the event's zone,
 * one day written once when the event fits in it.
 */
export function formatEventRange(
  event: { startsAt: string; endsAt: string; timeZone: string },
  language: Language,
): string {
  return formatZonedRange(event.startsAt, event.endsAt, event.timeZone, language);
}

/** One of the event's own moments (when sales open), in its zone, labelled. */
export function formatEventMoment(
  at: string,
  timeZone: string,
  language: Language,
  options: Intl.DateTimeFormatOptions = EVENT_MOMENT,
): string {
  return formatZonedMoment(at, timeZone, language, options);
}

export function money(cents: number, currency: string, language: Language): string {
  return formatMoney(cents, currency, language);
}
