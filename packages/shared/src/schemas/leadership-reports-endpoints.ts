// The leadership reports: the endpoints under /edrocks/api/reports (the list in
// leadership-reports.ts' header), apart from the schemas they name so that the web's build can
// keep each endpoint's method and path without the schemas (apps/web/web-contracts-plugin.ts).
import { LEADERSHIP_REPORT_PATHS } from './leadership-reports-constants';
import { defineEndpoint, fileAnswerSchema } from '../endpoint';
import {
  attendanceReportExportQuerySchema,
  attendanceReportPageSchema,
  attendanceReportQuerySchema,
  completionReportExportQuerySchema,
  completionReportPageSchema,
  completionReportQuerySchema,
} from './leadership-reports';

export const LEADERSHIP_REPORT_ENDPOINTS = {
  attendance: defineEndpoint({
    method: 'GET',
    path: LEADERSHIP_REPORT_PATHS.attendanceReport,
    access: { area: 'attendanceReport', mode: 'read' },
    tag: 'leadershipReports',
    summary: "Who attended each of the year's meetings, a page of sponsors, and totals per meeting",
    query: attendanceReportQuerySchema,
    responses: { 200: attendanceReportPageSchema },
    errors: [400, 401, 403, 404],
  }),
  attendanceExport: defineEndpoint({
    method: 'GET',
    path: LEADERSHIP_REPORT_PATHS.attendanceReportExport,
    access: { area: 'attendanceReport', mode: 'read' },
    tag: 'leadershipReports',
    summary: 'The filtered attendance report as CSV or Excel',
    query: attendanceReportExportQuerySchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403, 404],
  }),
  completion: defineEndpoint({
    method: 'GET',
    path: LEADERSHIP_REPORT_PATHS.completionReport,
    access: { area: 'leadershipReport', mode: 'read' },
    tag: 'leadershipReports',
    summary: 'Per sponsor of the year: meetings, assessments, letters and the distinction',
    query: completionReportQuerySchema,
    responses: { 200: completionReportPageSchema },
    errors: [400, 401, 403, 404],
  }),
  completionExport: defineEndpoint({
    method: 'GET',
    path: LEADERSHIP_REPORT_PATHS.completionReportExport,
    access: { area: 'leadershipReport', mode: 'read' },
    tag: 'leadershipReports',
    summary: 'The filtered completion report as CSV or Excel',
    query: completionReportExportQuerySchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403, 404],
  }),
} as const;
