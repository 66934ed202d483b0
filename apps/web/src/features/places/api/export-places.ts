// GET /edrocks/api/{schools|villages}/export?format=csv|xlsx&(the list's search, filters, sort)
// -> every matching place as a file.
import { PLACE_ENDPOINTS, type ExportFormat, type PlaceKind } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportPlaces(
  kind: PlaceKind,
  query: Omit<QueryInput<typeof PLACE_ENDPOINTS.school.export>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(PLACE_ENDPOINTS[kind].export, { query: { ...query, format } });
}
