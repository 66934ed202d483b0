// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers too),
// for load balancers and orchestrators.
import { z } from 'zod';
import { API } from '../api-paths';
import { defineEndpoint } from '../endpoint';

export const healthStatusSchema = z.object({ status: z.literal('ok') });

export const HEALTH_ENDPOINTS = {
  live: defineEndpoint({
    method: 'GET',
    path: API.health,
    access: 'public',
    tag: 'health',
    summary: 'The process answers',
    responses: { 200: healthStatusSchema },
    errors: [],
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: API.ready,
    access: 'public',
    tag: 'health',
    summary: 'The process and its database answer',
    responses: { 200: healthStatusSchema },
    errors: [503],
  }),
};
