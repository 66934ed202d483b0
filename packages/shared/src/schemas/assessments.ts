// The sponsors' leadership assessments (/edrocks/sponsors/assessments for the sponsor,
// /edrocks/sponsors/{id}/assessments for coordinators): five texts a year, each saved as a draft
// and then submitted; a coordinator may return a submitted one with a comment, and the sponsor
// then changes it and submits it again.
//
//   GET  ASSESSMENT_PATHS.myAssessments                                     -> assessmentsSchema
//   PUT  ASSESSMENT_PATHS.myAssessment(part)        { text }                -> assessmentSchema (a draft)
//   POST ASSESSMENT_PATHS.myAssessmentSubmit(part)  { text }                -> assessmentSchema (submitted)
//   GET  ASSESSMENT_PATHS.sponsorAssessments(id)    ?periodId=              -> assessmentsSchema
//   POST ASSESSMENT_PATHS.assessmentReturn(id, part) { periodId, comment }  -> assessmentSchema
//
// Who (PRODUCT.md): a sponsor writes their own, in the available year (none: 409
// NO_AVAILABLE_YEAR); coordinators (area `assessments`, admins for their schools, anything else
// 404) read what was submitted, never a draft's text; returning one is area `assessmentReview`.
// A sponsor reads their own assessments in full, but not who returned one (`returnedBy` null:
// sponsors and students see no coordinator's name, decision 032).
import { z } from 'zod';
import { ASSESSMENT_PATHS } from './assessments-constants';
import { defineEndpoint } from '../endpoint';
import { fieldMessage } from '../messages';
import { bodyId, idParam } from './common';
import { idFilter } from './lists-query';

export const ASSESSMENT_PARTS = [
  'promiseAndCommitment',
  'vision',
  'opportunities',
  'riskTaking',
  'leaderGoals',
] as const;
export type AssessmentPart = (typeof ASSESSMENT_PARTS)[number];
export const ASSESSMENT_COUNT = ASSESSMENT_PARTS.length;

/** A submitted text has at least this many characters ("Min {num} characters"). */
export const ASSESSMENT_MIN_LENGTH = 150;
export const ASSESSMENT_MAX_LENGTH = 10_000;
export const ASSESSMENT_COMMENT_MAX_LENGTH = 2000;

/** notStarted: nothing saved yet. */
export const ASSESSMENT_STATUSES = ['notStarted', 'draft', 'submitted', 'returned'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

const invalid = fieldMessage('validation.invalidValue');
const required = fieldMessage('validation.required');

export const assessmentSchema = z.object({
  part: z.enum(ASSESSMENT_PARTS),
  status: z.enum(ASSESSMENT_STATUSES),
  /** The text; for a coordinator, null while it is a draft (the sponsor's own until submitted). */
  text: z.string().nullable(),
  /** ISO 8601. */
  submittedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** A coordinator's comment when they returned it. */
  returnComment: z.string().nullable(),
  returnedAt: z.string().nullable(),
  /** The coordinator who returned it, for coordinators only: null for the sponsor (decision 032). */
  returnedBy: z.string().nullable(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const assessmentsSchema = z.object({
  sponsor: z.object({
    id: z.number().int(),
    fullName: z.string(),
    school: z.object({ id: z.number().int(), name: z.string() }),
  }),
  /** The year; null when a sponsor asks and no year is available (then no parts). */
  year: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  minLength: z.number().int(),
  /** The five parts in ASSESSMENT_PARTS order. */
  parts: z.array(assessmentSchema),
  submitted: z.number().int(),
});
export type Assessments = z.infer<typeof assessmentsSchema>;

const partParam = z.enum(ASSESSMENT_PARTS, { error: invalid });

export const myAssessmentParamsSchema = z.object({ part: partParam });
export const sponsorAssessmentsParamsSchema = z.object({ id: idParam });
export const assessmentReturnParamsSchema = z.object({ id: idParam, part: partParam });

/** GET ASSESSMENT_PATHS.sponsorAssessments(id): omitted `periodId` is the available year. */
export const sponsorAssessmentsQuerySchema = z.object({ periodId: idFilter });
export type SponsorAssessmentsQuery = z.input<typeof sponsorAssessmentsQuerySchema>;

const assessmentText = z.string({ error: required }).max(ASSESSMENT_MAX_LENGTH, {
  error: fieldMessage('validation.maxChars', { num: ASSESSMENT_MAX_LENGTH }),
});

/** PUT ASSESSMENT_PATHS.myAssessment(part): save a draft (any length, even empty). */
export const assessmentDraftBodySchema = z.object({ text: assessmentText });
export type AssessmentDraftBody = z.input<typeof assessmentDraftBodySchema>;

/** POST ASSESSMENT_PATHS.myAssessmentSubmit(part): submit, at least ASSESSMENT_MIN_LENGTH characters. */
export const assessmentSubmitBodySchema = z.object({
  text: assessmentText.refine((text) => text.trim().length >= ASSESSMENT_MIN_LENGTH, {
    error: fieldMessage('validation.minChars', { num: ASSESSMENT_MIN_LENGTH }),
  }),
});
export type AssessmentSubmitBody = z.input<typeof assessmentSubmitBodySchema>;

/** POST ASSESSMENT_PATHS.assessmentReturn(id, part): send a submitted text back with a comment. */
export const assessmentReturnBodySchema = z.object({
  periodId: bodyId,
  comment: z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(ASSESSMENT_COMMENT_MAX_LENGTH, {
      error: fieldMessage('validation.maxChars', { num: ASSESSMENT_COMMENT_MAX_LENGTH }),
    }),
});
export type AssessmentReturnBody = z.input<typeof assessmentReturnBodySchema>;

const own = { area: 'assessments', mode: 'write' } as const;

export const ASSESSMENT_ENDPOINTS = {
  mine: defineEndpoint({
    method: 'GET',
    path: ASSESSMENT_PATHS.myAssessments,
    access: { area: 'assessments', mode: 'read' },
    tag: 'assessments',
    summary: "The signed-in sponsor's five assessments of the available year",
    responses: { 200: assessmentsSchema },
    errors: [401, 403, 404],
  }),
  saveDraft: defineEndpoint({
    method: 'PUT',
    path: ASSESSMENT_PATHS.myAssessment,
    access: own,
    tag: 'assessments',
    summary: 'Save an assessment as a draft',
    params: myAssessmentParamsSchema,
    body: assessmentDraftBodySchema,
    responses: { 200: assessmentSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: ASSESSMENT_PATHS.myAssessmentSubmit,
    access: own,
    tag: 'assessments',
    summary: 'Submit an assessment',
    params: myAssessmentParamsSchema,
    body: assessmentSubmitBodySchema,
    responses: { 200: assessmentSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  ofSponsor: defineEndpoint({
    method: 'GET',
    path: ASSESSMENT_PATHS.sponsorAssessments,
    access: { area: 'assessments', mode: 'read' },
    tag: 'assessments',
    summary: "A sponsor's assessments of a year (admins: sponsors of their schools)",
    params: sponsorAssessmentsParamsSchema,
    query: sponsorAssessmentsQuerySchema,
    responses: { 200: assessmentsSchema },
    errors: [400, 401, 403, 404],
  }),
  returnPart: defineEndpoint({
    method: 'POST',
    path: ASSESSMENT_PATHS.assessmentReturn,
    access: { area: 'assessmentReview', mode: 'write' },
    tag: 'assessments',
    summary: 'Return a submitted assessment to its sponsor with a comment',
    params: assessmentReturnParamsSchema,
    body: assessmentReturnBodySchema,
    responses: { 200: assessmentSchema },
    errors: [400, 401, 403, 404, 409],
  }),
} as const;
