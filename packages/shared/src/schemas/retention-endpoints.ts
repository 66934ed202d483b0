// Retention: the endpoints under /edrocks/api/retention (the list in retention.ts' header), apart
// from the schemas they name so that the web's build can keep each endpoint's method and path
// without the schemas (apps/web/web-contracts-plugin.ts).
import { defineEndpoint } from '../endpoint';
import { RETENTION_PATHS } from './retention-constants';
import {
  retentionOverviewSchema,
  retentionRulesInputSchema,
  retentionRunInputSchema,
  retentionRunSchema,
  retentionRunsSchema,
} from './retention';

const tag = 'retention';
const read = { area: 'retention', mode: 'read' } as const;
const write = { area: 'retention', mode: 'write' } as const;

export const RETENTION_ENDPOINTS = {
  overview: defineEndpoint({
    method: 'GET',
    path: RETENTION_PATHS.retention,
    access: read,
    tag,
    summary: 'The retention rules (stored or default) and what the next run removes, per kind',
    responses: { 200: retentionOverviewSchema },
    errors: [401, 403],
  }),
  saveRules: defineEndpoint({
    method: 'PUT',
    path: RETENTION_PATHS.retention,
    access: write,
    tag,
    summary: 'Stores retention rules (period within each kind’s limits, on or off)',
    body: retentionRulesInputSchema,
    responses: { 200: retentionOverviewSchema },
    errors: [400, 401, 403],
  }),
  runs: defineEndpoint({
    method: 'GET',
    path: RETENTION_PATHS.runs,
    access: read,
    tag,
    summary: 'What each retention run removed, newest first',
    responses: { 200: retentionRunsSchema },
    errors: [401, 403],
  }),
  run: defineEndpoint({
    method: 'POST',
    path: RETENTION_PATHS.run,
    access: write,
    tag,
    summary: 'Runs retention now with the cut-offs of the preview counted at `asOf`',
    body: retentionRunInputSchema,
    responses: { 200: retentionRunSchema },
    errors: [400, 401, 403, 409],
  }),
};
