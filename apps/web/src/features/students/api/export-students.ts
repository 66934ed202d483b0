// GET /edrocks/api/students/export?format=csv|xlsx&(the list's search, filters and sort)
// -> every matching student as a file.
import { STUDENT_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportStudents(
  query: Omit<QueryInput<typeof STUDENT_ENDPOINTS.export>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(STUDENT_ENDPOINTS.export, { query: { ...query, format } });
}
