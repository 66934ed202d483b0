// The reports of the catalogue: the endpoints under REPORT_PATHS (the list in reports.ts'
// header), apart from the schemas they name so that the web's build can keep each endpoint's
// method and path without the schemas (apps/web/web-contracts-plugin.ts).
import { defineEndpoint, fileAnswerSchema } from '../endpoint';
import { REPORT_PATHS } from './reports-constants';
import {
  lapsedSponsorsExportQuerySchema,
  lapsedSponsorsPageSchema,
  lapsedSponsorsQuerySchema,
  sponsorshipReportExportQuerySchema,
  sponsorshipReportPageSchema,
  sponsorshipReportQuerySchema,
  waitingStudentsExportQuerySchema,
  waitingStudentsPageSchema,
  waitingStudentsQuerySchema,
} from './reports';

const access = { area: 'reports', mode: 'read' } as const;

export const REPORT_ENDPOINTS = {
  sponsorship: defineEndpoint({
    method: 'GET',
    path: REPORT_PATHS.sponsorshipReport,
    access,
    tag: 'reports',
    summary: "The year's current sponsorships, a page at a time, and the free places per village",
    query: sponsorshipReportQuerySchema,
    responses: { 200: sponsorshipReportPageSchema },
    errors: [400, 401, 403, 404],
  }),
  sponsorshipExport: defineEndpoint({
    method: 'GET',
    path: REPORT_PATHS.sponsorshipReportExport,
    access,
    tag: 'reports',
    summary: 'The filtered sponsorship report as CSV or Excel',
    query: sponsorshipReportExportQuerySchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403, 404],
  }),
  waitingStudents: defineEndpoint({
    method: 'GET',
    path: REPORT_PATHS.waitingStudentsReport,
    access,
    tag: 'reports',
    summary: 'Active students without a current sponsor in the year, longest waiting first',
    query: waitingStudentsQuerySchema,
    responses: { 200: waitingStudentsPageSchema },
    errors: [400, 401, 403, 404],
  }),
  waitingStudentsExport: defineEndpoint({
    method: 'GET',
    path: REPORT_PATHS.waitingStudentsReportExport,
    access,
    tag: 'reports',
    summary: 'The filtered students waiting report as CSV or Excel',
    query: waitingStudentsExportQuerySchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403, 404],
  }),
  lapsedSponsors: defineEndpoint({
    method: 'GET',
    path: REPORT_PATHS.lapsedSponsorsReport,
    access,
    tag: 'reports',
    summary: 'Sponsors of the year before without a current sponsorship, with the reason',
    query: lapsedSponsorsQuerySchema,
    responses: { 200: lapsedSponsorsPageSchema },
    errors: [400, 401, 403, 404],
  }),
  lapsedSponsorsExport: defineEndpoint({
    method: 'GET',
    path: REPORT_PATHS.lapsedSponsorsReportExport,
    access,
    tag: 'reports',
    summary: 'The filtered lapsed sponsors report as CSV or Excel',
    query: lapsedSponsorsExportQuerySchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403, 404],
  }),
} as const;
