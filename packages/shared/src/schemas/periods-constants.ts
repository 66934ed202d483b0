// Years (periods): the plain values the screens and the schemas share (statuses, sorts, limits,
// date range, the day count between two dates). Kept apart from the schemas (periods.ts) so
// that a screen that only lists years needs no validator in the browser
// (docs/decisions/028-validator-off-the-first-paint.md).

export const PERIOD_STATUSES = ['draft', 'available', 'closed'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

export const PERIOD_NAME_MAX_LENGTH = 50;
/** A year's dates stay within a sensible range: anything else is a typing mistake. */
export const PERIOD_DATE_MIN = '2000-01-01';
export const PERIOD_DATE_MAX = '2100-12-31';
/** A programme year lasts at most this many days (a little over two years allows odd calendars). */
export const PERIOD_MAX_DAYS = 800;

/** Days from `start` to `end` (both `YYYY-MM-DD`). */
export function daysBetween(start: string, end: string): number {
  return Math.round(
    (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000,
  );
}

/** Sorts of the list. */
export const PERIOD_SORT_FIELDS = ['startDate', 'name'] as const;
export type PeriodSortField = (typeof PERIOD_SORT_FIELDS)[number];

/** The years' API paths (periods-endpoints.ts). */
export const PERIOD_PATHS = {
  periods: '/edrocks/api/periods',
  period: '/edrocks/api/periods/:id',
  periodActivate: '/edrocks/api/periods/:id/activate',
} as const;
