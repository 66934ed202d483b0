// GET /edrocks/api/audit/log/export?format=csv|xlsx&(the search's filters) -> every matching
// entry as a file (super admin); the export is itself recorded.
import { AUDIT_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportAuditLog(
  query: Omit<QueryInput<typeof AUDIT_ENDPOINTS.export>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(AUDIT_ENDPOINTS.export, { query: { ...query, format } });
}
