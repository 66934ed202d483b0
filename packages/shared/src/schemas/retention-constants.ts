// Retention: the plain values the screens and the schemas share (the API paths, the kinds of
// data a rule removes, each kind's unit, default and limits). Kept apart from the schemas
// (retention.ts) so that a screen needs no validator to show them (decision 028).

/** The retention area's API paths (retention-endpoints.ts). */
export const RETENTION_PATHS = {
  /** The rules and the next run's preview (GET), or the rules saved (PUT). */
  retention: '/edrocks/api/retention',
  /** What each run removed, newest first. */
  runs: '/edrocks/api/retention/runs',
  /** Runs now what a preview showed (its `asOf`). */
  run: '/edrocks/api/retention/run',
} as const;

/**
 * The kinds of data a rule removes (decision 053):
 * - `letterAttachments`: the attached file of a letter of a student who is alumni, the letter
 *   sent (or, a draft, written) longer ago than the period; the letter itself stays.
 * - `mailLog`: a message of the mail log that is done (sent, failed, bounced, skipped, cancelled,
 *   kept; not one waiting), queued longer ago than the period, with its delivery attempts.
 * - `auditEntries`: audit entries older than the period.
 * - `unpaidOrders`: an event's order that was never paid (cancelled, expired, or a hold that
 *   ended), placed longer ago than the period.
 * - `pushNotices`: the marks that a phone notice was given once (a letter, a meeting), older
 *   than the period.
 */
export const RETENTION_KINDS = [
  'letterAttachments',
  'mailLog',
  'auditEntries',
  'unpaidOrders',
  'pushNotices',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export const RETENTION_UNITS = ['days', 'months'] as const;
export type RetentionUnit = (typeof RETENTION_UNITS)[number];

export interface RetentionLimits {
  unit: RetentionUnit;
  /** The period that applies when nothing (or nothing valid) is stored. */
  defaultPeriod: number;
  min: number;
  max: number;
}

/** Each kind's unit, safe default and the shortest and longest period a rule may set. */
export const RETENTION_LIMITS: Record<RetentionKind, RetentionLimits> = {
  letterAttachments: { unit: 'months', defaultPeriod: 24, min: 6, max: 240 },
  mailLog: { unit: 'months', defaultPeriod: 12, min: 1, max: 240 },
  auditEntries: { unit: 'months', defaultPeriod: 60, min: 12, max: 240 },
  unpaidOrders: { unit: 'days', defaultPeriod: 30, min: 7, max: 3650 },
  pushNotices: { unit: 'months', defaultPeriod: 12, min: 1, max: 240 },
};

/** How many past runs GET RETENTION_PATHS.runs answers. */
export const RETENTION_RUNS_LIMIT = 100;

/** How old a preview may be when a run is started from it (POST RETENTION_PATHS.run). */
export const RETENTION_PREVIEW_MAX_AGE_MS = 60 * 60 * 1000;
