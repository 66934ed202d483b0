// The dashboard's endpoint, apart from the schemas it names so that the web's build can keep its
// method and path without them (apps/web/web-contracts-plugin.ts).
import { defineEndpoint } from '../endpoint';
import { DASHBOARD_PATHS } from './dashboard-constants';
import { dashboardSchema } from './dashboard';

export const DASHBOARD_ENDPOINTS = {
  get: defineEndpoint({
    method: 'GET',
    path: DASHBOARD_PATHS.dashboard,
    access: { area: 'dashboard', mode: 'read' },
    tag: 'dashboard',
    summary: "The figures of the caller's role and reach: the programme's, or their own year's",
    responses: { 200: dashboardSchema },
    errors: [401],
  }),
};
