// GET /edrocks/api/letters/export?format=csv|xlsx&(the list's search, filters and order)
// -> every matching letter the coordinator reaches as a file (never the letters' text).
import { LETTER_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportLetters(
  query: Omit<QueryInput<typeof LETTER_ENDPOINTS.export>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(LETTER_ENDPOINTS.export, { query: { ...query, format } });
}
