// Moments that belong to a place (an event's times): written in that place's time zone and
// labelled with it, the same on the web page, in the e-mail and in the PDF, whatever the zone
// of the reader's device; and a wall-clock time typed for that zone turned into an instant.
import { intlFormatter } from './intl';

const MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' };

/** "Colombia Standard Time", "hora estándar de Colombia"; "UTC" for UTC. */
export function timeZoneLabel(timeZone: string, language: string, at = new Date()): string {
  const parts = intlFormatter(Intl.DateTimeFormat, language, {
    timeZone,
    timeZoneName: 'long',
  }).formatToParts(at);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  // Zones without a name of their own read as an offset ("GMT+00:00"): the id says more.
  return /^(GMT|UTC)/.test(name) ? timeZone.replace(/_/g, ' ') : name;
}

/**
 * "Saturday, November 14, 2026, 6:00 – 10:00 PM (Colombia Standard Time)": the moments in the
 * zone, the day written once when both fall on it, and the zone's name.
 */
export function formatZonedRange(
  startsAt: Date | string,
  endsAt: Date | string,
  timeZone: string,
  language: string,
): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const format = intlFormatter(Intl.DateTimeFormat, language, { ...MOMENT, timeZone });
  const when =
    end.getTime() > start.getTime() ? format.formatRange(start, end) : format.format(start);
  return `${when} (${timeZoneLabel(timeZone, language, start)})`;
}

/** One moment in the zone, labelled: "Thursday, October 1, 2026, 8:00 AM (Colombia ...)". */
export function formatZonedMoment(
  at: Date | string,
  timeZone: string,
  language: string,
  options: Intl.DateTimeFormatOptions = MOMENT,
): string {
  const moment = new Date(at);
  const when = intlFormatter(Intl.DateTimeFormat, language, { ...options, timeZone }).format(
    moment,
  );
  return `${when} (${timeZoneLabel(timeZone, language, moment)})`;
}

/** The zone's wall clock at `at`, as the fields of a UTC date (offset arithmetic). */
function wallClockOf(at: Date, timeZone: string): number {
  const parts = intlFormatter(Intl.DateTimeFormat, 'en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:MM` of the instant in the zone (what a datetime-local input holds). */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  const moment = iso ? new Date(iso) : null;
  if (!moment || Number.isNaN(moment.getTime())) return '';
  const wall = new Date(wallClockOf(moment, timeZone));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(
    wall.getUTCHours(),
  )}:${pad(wall.getUTCMinutes())}`;
}

/**
 * The instant (ISO, UTC) at which the zone's clocks read `local` (`YYYY-MM-DDTHH:MM`); null when
 * it is not such a value. A wall-clock time skipped by a daylight-saving change reads as the
 * moment after the change.
 */
export function fromZonedInput(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as number[];
  const second = match[6] ? Number(match[6]) : 0;
  const wanted = Date.UTC(year!, month! - 1, day!, hour!, minute!, second);
  if (Number.isNaN(wanted)) return null;
  // The zone's offset at a first guess, then at the corrected instant (a change in between).
  let instant = wanted - (wallClockOf(new Date(wanted), timeZone) - wanted);
  instant = wanted - (wallClockOf(new Date(instant), timeZone) - instant);
  return new Date(instant).toISOString();
}
