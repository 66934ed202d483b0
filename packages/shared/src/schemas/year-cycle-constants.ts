// The yearly cycle (rolling into a new school year): the plain values the screens and the
// schemas share. Kept apart from the schemas (year-cycle.ts) so that a screen that only shows
// them needs no validator in the browser (docs/decisions/028-validator-off-the-first-paint.md).
import { GRADES } from './lists';

/**
 * A recommitment request's state. `pending` until the sponsor answers; `recommitted` or
 * `declined` by the sponsor's answer (changeable until the new year is activated); at the
 * activation a pending request follows the year's rule: `carried` (the sponsorship goes on) or
 * `lapsed` (it ends).
 */
export const RECOMMITMENT_STATES = [
  'pending',
  'recommitted',
  'declined',
  'carried',
  'lapsed',
] as const;
export type RecommitmentState = (typeof RECOMMITMENT_STATES)[number];

/** Why a sponsor changed their mind: a short list, then free words (DECLINE_NOTE_MAX_LENGTH). */
export const DECLINE_REASONS = ['cost', 'time', 'moving', 'anotherStudent', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DECLINE_NOTE_MAX_LENGTH = 500;

/** What the activation of a new year does with requests nobody answered. */
export const UNANSWERED_RULES = ['carry', 'end'] as const;
export type UnansweredRule = (typeof UNANSWERED_RULES)[number];

/** Where a grade goes at the yearly upgrade: the next grade, and after college, alumni. */
export type UpgradeTarget = (typeof GRADES)[number] | 'alumni';

export function nextGrade(grade: (typeof GRADES)[number]): UpgradeTarget {
  const index = GRADES.indexOf(grade);
  return GRADES[index + 1] ?? 'alumni';
}

/** The yearly cycle's API paths (year-cycle-endpoints.ts). */
export const YEAR_CYCLE_PATHS = {
  /** POST { dryRun }: the recommitment requests of the year before, previewed or made. */
  recommit: '/edrocks/api/periods/:id/recommit',
  /** POST { dryRun }: every active student one grade up, previewed or applied. */
  upgrade: '/edrocks/api/periods/:id/upgrade',
  /** GET: the signed-in sponsor's recommitment requests. */
  recommitmentsMine: '/edrocks/api/recommitments/mine',
  /** POST { answer }: the sponsor's answer to one of their requests. */
  recommitment: '/edrocks/api/recommitments/:id',
  /** GET: a new year's requests counted by state, per sponsor's school (coordinators). */
  recommitmentSummary: '/edrocks/api/periods/:id/recommitments',
  /** GET: a new year's requests, one row each, paged, sorted and searched (coordinators). */
  recommitments: '/edrocks/api/recommitments',
  /** GET: the same requests as CSV or Excel. */
  recommitmentsExport: '/edrocks/api/recommitments/export',
} as const;

/** Sorts of the coordinators' list of a year's recommitment answers. */
export const RECOMMITMENT_ANSWER_SORT_FIELDS = [
  'sponsor',
  'student',
  'state',
  'answeredAt',
] as const;
export type RecommitmentAnswerSortField = (typeof RECOMMITMENT_ANSWER_SORT_FIELDS)[number];
