// GET /edrocks/api/{admins|users}/export?format=csv|xlsx&(the list's search, filters and sort)
// -> every matching account as a file.
import { USER_ENDPOINTS, type ExportFormat, type UserScreen } from '@portal/shared';
import { downloadEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export function exportUsers(
  screen: UserScreen,
  query: Omit<QueryInput<typeof USER_ENDPOINTS.allUsers.export>, 'format'>,
  format: ExportFormat,
) {
  return downloadEndpoint(USER_ENDPOINTS[screen].export, { query: { ...query, format } });
}
