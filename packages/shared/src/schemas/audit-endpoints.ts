// The audit log: the endpoints under /edrocks/api/audit (the list in audit.ts' header), apart
// from the schemas they name so that the web's build can keep each endpoint's method and path
// without the schemas (apps/web/web-contracts-plugin.ts).
import { defineEndpoint, fileAnswerSchema } from '../endpoint';
import { AUDIT_PATHS } from './audit-constants';
import {
  auditHistoryQuerySchema,
  auditHistorySchema,
  auditLogExportQuerySchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from './audit';

const tag = 'audit';

export const AUDIT_ENDPOINTS = {
  history: defineEndpoint({
    method: 'GET',
    path: AUDIT_PATHS.history,
    access: { area: 'history', mode: 'read' },
    tag,
    summary:
      "One record's history, newest first: who changed, saw, or downloaded it, when, and what changed (404 outside the caller's reach)",
    query: auditHistoryQuerySchema,
    responses: { 200: auditHistorySchema },
    errors: [400, 401, 403, 404],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: AUDIT_PATHS.log,
    access: { area: 'auditLog', mode: 'read' },
    tag,
    summary: 'The whole audit log, searched by person, record, action and dates (newest first)',
    query: auditLogQuerySchema,
    responses: { 200: auditLogPageSchema },
    errors: [400, 401, 403],
  }),
  export: defineEndpoint({
    method: 'GET',
    path: AUDIT_PATHS.logExport,
    access: { area: 'auditLog', mode: 'read' },
    tag,
    summary: 'The searched audit log as CSV or Excel',
    query: auditLogExportQuerySchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403],
  }),
};
