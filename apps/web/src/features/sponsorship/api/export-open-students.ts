// GET /edrocks/api/sponsorships/open-students/export?format=csv|xlsx&(the list's search and
// filters) -> a file.
import { SPONSORSHIP_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportOpenStudents(
  query: Omit<QueryInput<typeof SPONSORSHIP_ENDPOINTS.openStudentsExport>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(SPONSORSHIP_ENDPOINTS.openStudentsExport, {
    query: { ...query, format },
  });
}
