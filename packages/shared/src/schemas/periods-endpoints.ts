// Years (periods): the endpoints under /edrocks/api/periods (the list in periods.ts' header),
// apart from the schemas they name so that the web's build can keep each endpoint's method and
// path without the schemas (apps/web/web-contracts-plugin.ts).
import { PERIOD_PATHS } from './periods-constants';
import { defineEndpoint } from '../endpoint';
import {
  activatePeriodBodySchema,
  createPeriodBodySchema,
  periodIdParamsSchema,
  periodListQuerySchema,
  periodPageSchema,
  periodSchema,
  updatePeriodBodySchema,
} from './periods';

const read = { area: 'periods', mode: 'read' } as const;
const write = { area: 'periods', mode: 'write' } as const;

export const PERIOD_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: PERIOD_PATHS.periods,
    access: read,
    tag: 'periods',
    summary: 'The years, newest first (paged, searched by name, filtered by status)',
    query: periodListQuerySchema,
    responses: { 200: periodPageSchema },
    errors: [400, 401, 403],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: PERIOD_PATHS.period,
    access: read,
    tag: 'periods',
    summary: 'One year',
    params: periodIdParamsSchema,
    responses: { 200: periodSchema },
    errors: [400, 401, 403, 404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: PERIOD_PATHS.periods,
    access: write,
    tag: 'periods',
    summary: 'Creates a draft year (names unique, dates never overlapping another year)',
    body: createPeriodBodySchema,
    responses: { 201: periodSchema },
    errors: [400, 401, 403, 409],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: PERIOD_PATHS.period,
    access: write,
    tag: 'periods',
    summary: 'Changes the name or dates of a draft or the available year',
    params: periodIdParamsSchema,
    body: updatePeriodBodySchema,
    responses: { 200: periodSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: PERIOD_PATHS.periodActivate,
    access: write,
    tag: 'periods',
    summary:
      'Irreversible: the draft becomes the available year and the available one closes (409 ALREADY_AVAILABLE_YEAR when another activation won)',
    params: periodIdParamsSchema,
    body: activatePeriodBodySchema,
    responses: { 200: periodSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
