// /edrocks/api/audit: a record's history, and the whole log's search and export, from
// AUDIT_ENDPOINTS. Nothing here writes the log, and nothing anywhere edits or deletes it.
import type { FastifyInstance } from 'fastify';
import { AUDIT_ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { listRoutes } from '../../lib/list-routes';
import { AUDIT_LOG_FILE_NAME, auditExportColumns } from './audit.export';
import type { AuditService } from './audit.service';

export function auditRoutes(app: FastifyInstance, audit: AuditService): void {
  endpointRoute(app, AUDIT_ENDPOINTS.history, ({ auth, query }) => audit.readHistory(auth, query));
  listRoutes(app, AUDIT_ENDPOINTS, {
    page: ({ query }) => audit.searchAuditLog(query),
    exportFile: ({ query: { format: _format, ...filters } }) => {
      const { today, rows } = audit.exportAuditLog(filters);
      return {
        fileName: AUDIT_LOG_FILE_NAME,
        columns: (_t, language) => auditExportColumns(language),
        rows,
        today,
      };
    },
  });
}
