// A meeting's moment as the forms show it: a date and a time in the browser's time zone (what
// the coordinator's wall clock says), and back to the UTC moment the API keeps.

export interface LocalDateTime {
  /** `YYYY-MM-DD`, as a date input holds it. */
  date: string;
  /** `HH:MM`, as a time input holds it. */
  time: string;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The local date and time of an ISO moment; empty parts for a value that is not a moment. */
export function toLocalParts(iso: string | null | undefined): LocalDateTime {
  const moment = iso ? new Date(iso) : null;
  if (!moment || Number.isNaN(moment.getTime())) return { date: '', time: '' };
  return {
    date: `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}`,
    time: `${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}`,
  };
}

/** The UTC moment (ISO 8601) of a local date and time; null when they do not make one. */
export function toInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) return null;
  // A date and time without an offset is read in the local time zone.
  const moment = new Date(`${date}T${time}`);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}
