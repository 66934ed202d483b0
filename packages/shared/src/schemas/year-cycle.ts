// The yearly cycle: recommit and student upgrade on the new year (each previewed, then run once),
// and the sponsors' answers to their recommitment requests.
//
//   POST YEAR_CYCLE_PATHS.recommit(id)      cycleRunBodySchema       -> recommitSummarySchema
//   POST YEAR_CYCLE_PATHS.upgrade(id)       cycleRunBodySchema       -> upgradeSummarySchema
//   GET  YEAR_CYCLE_PATHS.recommitmentsMine                          -> myRecommitmentsSchema
//   POST YEAR_CYCLE_PATHS.recommitment(id)  recommitmentAnswerSchema -> recommitmentSchema
//   GET  YEAR_CYCLE_PATHS.recommitments     recommitmentAnswersQuerySchema -> recommitmentAnswerPageSchema
//   GET  YEAR_CYCLE_PATHS.recommitmentsExport  the list's query without paging + format -> a file
//
// Who: the super admin runs recommit and upgrade (years: write; 403 for others); a sponsor reads
// and answers their own requests (another sponsor's answers 404; who is no sponsor reads none).
//
// Rules: both runs work on a draft or the available year, once (409 ALREADY_RECOMMITED,
// ALREADY_UPGRADED; two runs at the same instant apply once: the year's row decides). Recommit
// turns every current sponsorship of the year before (an active student, an active sponsor)
// into a request and keeps the student's place in the new year; "I changed my mind" ends the
// new year's sponsorship at the year's start and frees the place. Answers change until the new
// year is activated (409 RECOMMITMENT_CLOSED after). Upgrade moves every active student one
// grade up (college -> alumni); inactive, alumni and deleted students stay.
import { z } from 'zod';
import { fieldMessage } from '../messages';
import { GRADES } from './lists';
import {
  exportFormatSchema,
  idFilter,
  listQuerySchema,
  pageSchema,
  PAGING_FIELDS,
} from './lists-query';
import {
  DECLINE_NOTE_MAX_LENGTH,
  DECLINE_REASONS,
  RECOMMITMENT_ANSWER_SORT_FIELDS,
  RECOMMITMENT_STATES,
} from './year-cycle-constants';

const invalid = fieldMessage('validation.invalidValue');
const required = fieldMessage('validation.required');

/** `{ dryRun: true }` answers what would happen; `{ dryRun: false }` does it. */
export const cycleRunBodySchema = z.object({
  dryRun: z.boolean({ error: (issue) => (issue.input === undefined ? required : invalid) }),
});
export type CycleRunBody = z.input<typeof cycleRunBodySchema>;

const placeCount = z.object({ id: z.number().int(), name: z.string(), requests: z.number().int() });

export const recommitSummarySchema = z.object({
  /** The year before, whose sponsorships become requests (null: none). */
  previousPeriodId: z.number().int().nullable(),
  /** How many sponsorships get (or would get) a request. */
  requests: z.number().int(),
  /** Per sponsor's school, most requests first. */
  bySchool: z.array(placeCount),
  /** Per student's village, most requests first. */
  byVillage: z.array(placeCount),
  /** Whether this answer is a preview (nothing changed). */
  dryRun: z.boolean(),
});
export type RecommitSummary = z.infer<typeof recommitSummarySchema>;

const upgradeTarget = z.union([z.enum(GRADES), z.literal('alumni')]);

export const upgradeSummarySchema = z.object({
  /** Each grade's move, in school order. */
  moves: z.array(z.object({ from: z.enum(GRADES), to: upgradeTarget, count: z.number().int() })),
  /** Students moved (or that would move). */
  total: z.number().int(),
  /**
   * The year's current sponsorships of students who become alumni: they end (reason
   * "studentLeft"), so that their sponsors may be offered another student.
   */
  endingSponsorships: z.number().int(),
  dryRun: z.boolean(),
});
export type UpgradeSummary = z.infer<typeof upgradeSummarySchema>;

export const recommitmentSchema = z.object({
  id: z.number().int(),
  /** The new year the request is for. */
  periodId: z.number().int(),
  periodName: z.string(),
  studentFirstName: z.string(),
  studentLastName: z.string(),
  villageName: z.string(),
  state: z.enum(RECOMMITMENT_STATES),
  /** Set when declined. */
  reason: z.enum(DECLINE_REASONS).nullable(),
  note: z.string().nullable(),
  /** ISO 8601; when the sponsor last answered. */
  answeredAt: z.string().nullable(),
  /** Whether the sponsor may still answer or change their answer (until the new year starts). */
  canAnswer: z.boolean(),
});
export type Recommitment = z.infer<typeof recommitmentSchema>;

export const myRecommitmentsSchema = z.object({ items: z.array(recommitmentSchema) });
export type MyRecommitments = z.infer<typeof myRecommitmentsSchema>;

/**
 * The sponsor's answer. A decline names a reason: one of DECLINE_REASONS, or the sponsor's own
 * words (kept as `other` with those words as the note); `note` adds words to a listed reason.
 */
export const recommitmentAnswerSchema = z.discriminatedUnion(
  'answer',
  [
    z.object({ answer: z.literal('recommit') }),
    z.object({
      answer: z.literal('decline'),
      reason: z
        .string({ error: (issue) => (issue.input === undefined ? required : invalid) })
        .trim()
        .min(1, { error: required })
        .max(DECLINE_NOTE_MAX_LENGTH, {
          error: fieldMessage('validation.maxChars', { num: DECLINE_NOTE_MAX_LENGTH }),
        }),
      note: z
        .string({ error: invalid })
        .trim()
        .max(DECLINE_NOTE_MAX_LENGTH, {
          error: fieldMessage('validation.maxChars', { num: DECLINE_NOTE_MAX_LENGTH }),
        })
        .optional(),
    }),
  ],
  { error: invalid },
);
export type RecommitmentAnswer = z.input<typeof recommitmentAnswerSchema>;

const stateCounts = z.object({
  pending: z.number().int(),
  recommitted: z.number().int(),
  declined: z.number().int(),
  carried: z.number().int(),
  lapsed: z.number().int(),
});
export type RecommitmentStateCounts = z.infer<typeof stateCounts>;

/**
 * GET YEAR_CYCLE_PATHS.recommitmentSummary(id): a new year's requests by state, in the caller's
 * scope (an admin: the sponsors of their schools), in all and per school (most waiting first):
 * who is still waiting for an answer, and after the activation who lapsed or declined.
 */
export const recommitmentSummarySchema = z.object({
  periodId: z.number().int(),
  totals: stateCounts,
  bySchool: z.array(stateCounts.extend({ id: z.number().int(), name: z.string() })),
  /** Why sponsors declined, most given first (the reasons of DECLINE_REASONS). */
  reasons: z.array(z.object({ reason: z.enum(DECLINE_REASONS), count: z.number().int() })),
});
export type RecommitmentSummary = z.infer<typeof recommitmentSummarySchema>;

const namedRef = z.object({ id: z.number().int(), name: z.string() });

/** One request of a year as coordinators list it: who was asked about whom, and the answer. */
export const recommitmentAnswerRowSchema = z.object({
  id: z.number().int(),
  sponsor: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    school: namedRef,
  }),
  student: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    village: namedRef,
  }),
  state: z.enum(RECOMMITMENT_STATES),
  /** Set when declined. */
  reason: z.enum(DECLINE_REASONS).nullable(),
  note: z.string().nullable(),
  /** ISO 8601; when the sponsor last answered (null while waiting). */
  answeredAt: z.string().nullable(),
});
export type RecommitmentAnswerRow = z.infer<typeof recommitmentAnswerRowSchema>;

export const recommitmentAnswerPageSchema = pageSchema(recommitmentAnswerRowSchema);
export type RecommitmentAnswerPage = z.infer<typeof recommitmentAnswerPageSchema>;

const invalidNumber = fieldMessage('validation.invalidNumber');

/**
 * GET YEAR_CYCLE_PATHS.recommitments: `?periodId=&q=&page=&pageSize=&sort=&order=&state=&
 * schoolId=&villageId=`. A year's requests in the caller's scope (an admin: the sponsors of their
 * schools and the students of their villages; a sponsor: their own). `periodId` is required (an
 * unknown year is 404); `schoolId` is the sponsor's school, `villageId` the student's village;
 * `q` matches the sponsor's or the student's name.
 */
export const recommitmentAnswersQuerySchema = listQuerySchema(RECOMMITMENT_ANSWER_SORT_FIELDS, {
  periodId: z.coerce
    .number({ error: (issue) => (issue.input === undefined ? required : invalidNumber) })
    .int({ error: invalidNumber })
    .positive({ error: invalidNumber })
    .max(2_147_483_647, { error: invalidNumber }),
  state: z.enum(RECOMMITMENT_STATES, { error: invalid }).optional(),
  schoolId: idFilter,
  villageId: idFilter,
});
export type RecommitmentAnswersQuery = z.input<typeof recommitmentAnswersQuerySchema>;

/** GET YEAR_CYCLE_PATHS.recommitmentsExport: the list's query without paging, plus `format`. */
export const recommitmentAnswersExportQuerySchema = recommitmentAnswersQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });
