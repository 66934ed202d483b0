// GET /edrocks/api/recommitments/export?format=csv|xlsx&periodId=&(the list's search and filters)
// -> a file.
import { YEAR_CYCLE_ENDPOINTS, type ExportFormat } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportRecommitmentAnswers(
  query: Omit<QueryInput<typeof YEAR_CYCLE_ENDPOINTS.answersExport>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(YEAR_CYCLE_ENDPOINTS.answersExport, { query: { ...query, format } });
}
