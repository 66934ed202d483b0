// The yearly cycle's endpoints (the list in year-cycle.ts' header), apart from the schemas they
// name so that the web's build can keep each endpoint's method and path without the schemas
// (apps/web/web-contracts-plugin.ts).
import { defineEndpoint, fileAnswerSchema } from '../endpoint';
import { periodIdParamsSchema } from './periods';
import { YEAR_CYCLE_PATHS } from './year-cycle-constants';
import {
  cycleRunBodySchema,
  myRecommitmentsSchema,
  recommitmentAnswerSchema,
  recommitmentSchema,
  recommitmentSummarySchema,
  recommitSummarySchema,
  recommitmentAnswerPageSchema,
  recommitmentAnswersExportQuerySchema,
  recommitmentAnswersQuerySchema,
  upgradeSummarySchema,
} from './year-cycle';
import { idParam } from './common';
import { z } from 'zod';

const runYear = { area: 'periods', mode: 'write' } as const;
const ownSponsorships = { area: 'sponsorship', mode: 'write' } as const;

export const YEAR_CYCLE_ENDPOINTS = {
  recommit: defineEndpoint({
    method: 'POST',
    path: YEAR_CYCLE_PATHS.recommit,
    access: runYear,
    tag: 'years',
    summary:
      "Previews or runs recommit on a new year: the year before's sponsorships become requests (once; 409 ALREADY_RECOMMITED)",
    params: periodIdParamsSchema,
    body: cycleRunBodySchema,
    responses: { 200: recommitSummarySchema },
    errors: [400, 401, 403, 404, 409],
  }),
  upgrade: defineEndpoint({
    method: 'POST',
    path: YEAR_CYCLE_PATHS.upgrade,
    access: runYear,
    tag: 'years',
    summary:
      'Previews or runs the student upgrade on a new year: every active student one grade up, college to alumni (once; 409 ALREADY_UPGRADED)',
    params: periodIdParamsSchema,
    body: cycleRunBodySchema,
    responses: { 200: upgradeSummarySchema },
    errors: [400, 401, 403, 404, 409],
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: YEAR_CYCLE_PATHS.recommitmentsMine,
    access: { area: 'sponsorship', mode: 'read' },
    tag: 'years',
    summary:
      "The signed-in sponsor's recommitment requests, newest year first (empty for who is no sponsor)",
    responses: { 200: myRecommitmentsSchema },
    errors: [401, 403],
  }),
  answer: defineEndpoint({
    method: 'POST',
    path: YEAR_CYCLE_PATHS.recommitment,
    access: ownSponsorships,
    tag: 'years',
    summary:
      'The sponsor answers one of their requests: recommit, or decline with a reason (changeable until the new year starts)',
    params: z.object({ id: idParam }),
    body: recommitmentAnswerSchema,
    responses: { 200: recommitmentSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: YEAR_CYCLE_PATHS.recommitmentSummary,
    access: { area: 'sponsorship', mode: 'read' },
    tag: 'years',
    summary:
      "A new year's recommitment requests counted by state and per school, in the caller's scope (coordinators)",
    params: periodIdParamsSchema,
    responses: { 200: recommitmentSummarySchema },
    errors: [400, 401, 403, 404],
  }),
  answers: defineEndpoint({
    method: 'GET',
    path: YEAR_CYCLE_PATHS.recommitments,
    access: { area: 'sponsorship', mode: 'read' },
    tag: 'years',
    summary:
      "A year's recommitment requests with their answers, in the caller's scope (admins: their schools' sponsors and villages' students; sponsors: their own)",
    query: recommitmentAnswersQuerySchema,
    responses: { 200: recommitmentAnswerPageSchema },
    errors: [400, 401, 403, 404],
  }),
  answersExport: defineEndpoint({
    method: 'GET',
    path: YEAR_CYCLE_PATHS.recommitmentsExport,
    access: { area: 'sponsorship', mode: 'read' },
    tag: 'years',
    summary: 'The filtered recommitment requests of a year as CSV or Excel',
    query: recommitmentAnswersExportQuerySchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403, 404],
  }),
};
